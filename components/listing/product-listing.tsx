'use client';

import { Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { LazyMotion, MotionConfig, domAnimation, m } from 'framer-motion';
import { Filter, Grid3X3, List } from 'lucide-react';
import type { CategorySlug } from '@/data/types';
import type { CardProduct } from '@/lib/catalog';
import {
  PRICE_MAX,
  defaultListingState,
  filterProducts,
  listingQueryString,
  parseListingParams,
  sortProducts,
  type ListingState,
} from '@/lib/listing';
import { buttonClass } from '@/components/ui/styles';
import { ListingFilters } from './listing-filters';
import { ListingToolbar } from './listing-toolbar';
import { ProductCard } from './product-card';

/** Keeps the view in step with the URL; it alone waits for the search params, not the grid. */
function UrlState({ onChange }: { onChange: (state: ListingState) => void }) {
  const params = useSearchParams();
  const query = params.toString();
  useEffect(() => onChange(parseListingParams(new URLSearchParams(query))), [query, onChange]);
  return null;
}

export function ProductListing({ products, category }: { products: CardProduct[]; category?: CategorySlug }) {
  const [state, setState] = useState<ListingState>(defaultListingState);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [animateCards, setAnimateCards] = useState(false);

  const results = useMemo(
    () =>
      sortProducts(
        filterProducts(products, { category, search: state.search, maxPrice: state.maxPrice }),
        state.sort,
      ),
    [products, category, state.search, state.maxPrice, state.sort],
  );

  function update(patch: Partial<ListingState>) {
    setAnimateCards(true);
    const next = { ...state, ...patch };
    setState(next);
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${listingQueryString(next)}`,
    );
  }

  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={domAnimation} strict>
        <Suspense fallback={null}>
          <UrlState onChange={setState} />
        </Suspense>
        <ListingToolbar
          state={state}
          onChange={update}
          filtersButton={
            <button
              type="button"
              className={buttonClass('secondary')}
              aria-expanded={filtersOpen}
              aria-controls="listing-filters"
              onClick={() => setFiltersOpen((o) => !o)}
            >
              <Filter aria-hidden className="size-5" />
              Filters
            </button>
          }
          viewButtons={
            <div className="flex rounded-lg border border-slate-300" role="group" aria-label="View">
              {(['grid', 'list'] as const).map((mode) => {
                const Icon = mode === 'grid' ? Grid3X3 : List;
                return (
                  <button
                    key={mode}
                    type="button"
                    aria-label={mode === 'grid' ? 'Grid view' : 'List view'}
                    aria-pressed={state.view === mode}
                    onClick={() => update({ view: mode })}
                    className="aria-pressed:bg-brand-600 grid size-11 place-items-center text-slate-700 first:rounded-l-lg last:rounded-r-lg aria-pressed:text-white"
                  >
                    <Icon aria-hidden className="size-5" />
                  </button>
                );
              })}
            </div>
          }
        />
        {filtersOpen ? (
          <ListingFilters maxPrice={state.maxPrice} onMaxPrice={(maxPrice) => update({ maxPrice })} />
        ) : null}
        <p className="mt-4 text-slate-700" role="status">
          Showing {results.length} of {products.length} products
        </p>
        {results.length === 0 ? (
          <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <h2 className="text-xl font-bold">No products found</h2>
            <p className="mt-2 text-slate-700">Try adjusting your search criteria or filters</p>
            <button
              type="button"
              className={`${buttonClass('primary')} mt-6`}
              onClick={() => update({ search: '', maxPrice: PRICE_MAX })}
            >
              Clear Filters
            </button>
          </div>
        ) : (
          <ul
            className={`mt-4 grid gap-6 ${state.view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' : 'grid-cols-1'}`}
          >
            {results.map((product, index) => (
              <m.li
                key={product.id}
                layout={false}
                initial={animateCards ? { opacity: 0, y: 12 } : false}
                animate={{ opacity: 1, y: 0 }}
                transition={{ duration: 0.25, delay: Math.min(index, 12) * 0.04 }}
              >
                <ProductCard product={product} view={state.view} eager={index < 2} />
              </m.li>
            ))}
          </ul>
        )}
      </LazyMotion>
    </MotionConfig>
  );
}
