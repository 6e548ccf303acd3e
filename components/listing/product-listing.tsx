'use client';

import { Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useSearchParams } from 'next/navigation';
import { Filter, Grid3X3, List } from 'lucide-react';
import type { CategorySlug } from '@/lib/catalog';
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
import { ProductGrid, type ProductGridProps } from './product-grid';

/**
 * Keeps the view in step with the URL; it alone waits for the search params, not the grid. The hook only says
 * when the URL changed (a new search from the header); the address bar itself is read, because what the
 * shopper typed before this mounted is already there and the hook's value can lag behind it.
 */
function UrlState({ onChange }: { onChange: (state: ListingState) => void }) {
  const query = useSearchParams().toString();
  useEffect(
    () => onChange(parseListingParams(new URLSearchParams(window.location.search))),
    [query, onChange],
  );
  return null;
}

export function ProductListing({ products, category }: { products: CardProduct[]; category?: CategorySlug }) {
  const [state, setState] = useState<ListingState>(defaultListingState);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [AnimatedGrid, setAnimatedGrid] = useState<ComponentType<ProductGridProps> | null>(null);
  const [changed, setChanged] = useState(false);

  // The animation code loads when the shopper starts using the controls, never for the first paint.
  function loadAnimation() {
    if (!AnimatedGrid)
      void import('./animated-product-grid').then((mod) => setAnimatedGrid(() => mod.default));
  }

  const results = useMemo(
    () =>
      sortProducts(
        filterProducts(products, { category, search: state.search, maxPrice: state.maxPrice }),
        state.sort,
      ),
    [products, category, state.search, state.maxPrice, state.sort],
  );

  function update(patch: Partial<ListingState>) {
    setChanged(true);
    loadAnimation();
    const next = { ...state, ...patch };
    setState(next);
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${listingQueryString(next)}`,
    );
  }

  const Grid = changed && AnimatedGrid ? AnimatedGrid : ProductGrid;

  return (
    <div onPointerDownCapture={loadAnimation} onFocusCapture={loadAnimation}>
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
        <Grid products={results} view={state.view} />
      )}
    </div>
  );
}
