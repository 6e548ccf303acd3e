'use client';

import { Filter } from '@/components/ui/icons';
import { Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useSearchParams } from 'next/navigation';
import type { CardProduct } from '@/lib/domain/product';
import type { CategorySlug } from '@/lib/domain/catalog-schema';
import {
  PAGE_SIZE,
  PRICE_MAX,
  defaultListingState,
  filterProducts,
  isQueryActive,
  listingPagePath,
  listingQueryString,
  pageCount,
  parseListingParams,
  sortProducts,
  type ListingState,
} from '@/lib/domain/listing';
import { Grid3X3, List } from '@/components/ui/icons';
import type { CategoryChoice, ListingFilters as FiltersPanel } from './listing-filters';
import { ListingToolbar } from './listing-toolbar';
import { Pagination } from './pagination';
import { ProductGrid, type ProductGridProps } from './product-grid';
import { useSearchResults } from './use-search-results';
import { useRevealed } from './use-revealed';
import { Button } from '@/components/ui/button';
import { fill } from '@/lib/domain/fill';
import type { Locale } from '@/lib/domain/locale';
import type { CardWords, ListingWords } from './listing-words';

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

// The Filters panel's code loads when the shopper reaches for its button, never for the first paint.
const filtersCode = () => import('./listing-filters');

const count = (n: number) => n.toLocaleString('en-US');
const noProducts: CardProduct[] = [];

/**
 * 'Showing X of Y products': X of the listing's Y while the results fit one page; when they run to several,
 * X is the range this page shows and Y the results in all.
 */
function showingText(
  { shown, page, pages, of }: { shown: number; page: number; pages: number; of: number },
  total: number,
  words: ListingWords,
): string {
  if (pages === 1) return fill(words.showing, { shown: count(shown), total: count(total) });
  const first = (page - 1) * PAGE_SIZE + 1;
  return fill(words.showingRange, { first: count(first), last: count(first + shown - 1), of: count(of) });
}

/**
 * A listing's products, search box, sort, view and filters. `products` is what the static page holds: the
 * whole listing when it fits one page (then everything happens in place), otherwise page `page` of `total`
 * by name, and a search, sort or price filter runs over the search index, read at that moment.
 */
export function ProductListing({
  products,
  category,
  total = products.length,
  page = 1,
  rootPath = '/products/',
  categories,
  words,
  cardWords,
  locale,
}: {
  products: CardProduct[];
  words: ListingWords;
  cardWords: CardWords;
  /** The language of the page, whose search index a search reads. */
  locale: Locale;
  category?: CategorySlug;
  /** The Filters panel's Category choice: all products, then each category, in the page's language. */
  categories: readonly CategoryChoice[];
  total?: number;
  page?: number;
  /** The listing's route in the page's language. */
  rootPath?: string;
}) {
  const [state, setState] = useState<ListingState>(defaultListingState);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [Filters, setFilters] = useState<typeof FiltersPanel | 'failed' | null>(null);
  const [AnimatedGrid, setAnimatedGrid] = useState<ComponentType<ProductGridProps> | null>(null);
  const [changed, setChanged] = useState(false);
  const inPlace = products.length >= total;
  const querying = !inPlace && isQueryActive(state);
  const { search, retry } = useSearchResults(
    querying
      ? {
          category,
          search: state.search,
          maxPrice: state.maxPrice,
          coverage: state.coverage,
          minRating: state.minRating,
          sort: state.sort,
          page: state.page,
          pageSize: PAGE_SIZE,
          locale,
        }
      : null,
  );

  // The animation code loads when the shopper starts using the controls, never for the first paint, and not for a
  // press on a link (a card, a page number): that leaves the list rather than changing it.
  function loadAnimation(event?: { target: EventTarget | null }) {
    if (event?.target instanceof Element && event.target.closest('a[href]')) return;
    if (!AnimatedGrid)
      void import('./animated-product-grid').then((mod) => setAnimatedGrid(() => mod.default));
  }

  const view = useMemo(() => {
    if (inPlace) {
      const results = sortProducts(
        filterProducts(products, {
          category,
          search: state.search,
          maxPrice: state.maxPrice,
          coverage: state.coverage,
          minRating: state.minRating,
        }),
        state.sort,
      );
      return { results, page: 1, pages: 1, of: results.length };
    }
    if (!querying) return { results: products, page, pages: pageCount(total), of: total };
    const found = search.results;
    if (!found) return null;
    return { results: found.products, page: found.page, pages: pageCount(found.of), of: found.of };
  }, [inPlace, querying, search.results, products, category, state, page, total]);

  // Once the shopper changes the view, new results show a row of four (on a wide screen, more than a phone
  // shows before scrolling) and the rest a frame later. Until then every card stays: reading the address bar
  // on arrival must never take the page's own cards away, even for a frame.
  const cards = useRevealed(view?.results ?? noProducts, changed ? 4 : Infinity);

  function update(patch: Partial<ListingState>) {
    setChanged(true);
    loadAnimation();
    const next = { ...state, ...patch };
    if (
      'search' in patch ||
      'sort' in patch ||
      'maxPrice' in patch ||
      'coverage' in patch ||
      'minRating' in patch
    )
      next.page = 1;
    setState(next);
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${listingQueryString(next)}`,
    );
  }

  /** Opens or closes the Filters panel; its code is loaded (again, after a failure) as it opens. */
  function toggleFilters() {
    if (!filtersOpen && (Filters === null || Filters === 'failed'))
      filtersCode().then(
        (m) => setFilters(() => m.ListingFilters),
        () => setFilters('failed'),
      );
    setFiltersOpen(!filtersOpen);
  }

  function hrefFor(n: number): string {
    if (querying) return `${rootPath}${listingQueryString({ ...state, page: n })}`;
    return `${listingPagePath(rootPath, n)}${state.view === 'list' ? '?view=list' : ''}`;
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
        words={words}
        filtersButton={
          <Button
            variant="secondary"
            aria-expanded={filtersOpen}
            aria-controls="listing-filters"
            onClick={toggleFilters}
            onPointerEnter={() => void filtersCode().catch(() => {})}
            onFocus={() => void filtersCode().catch(() => {})}
          >
            <Filter aria-hidden className="size-5" />
            {words.filters}
          </Button>
        }
        viewButtons={
          <div className="flex rounded-lg border border-slate-300" role="group" aria-label={words.view}>
            {(['grid', 'list'] as const).map((mode) => {
              return (
                <button
                  key={mode}
                  type="button"
                  aria-label={mode === 'grid' ? words.gridView : words.listView}
                  aria-pressed={state.view === mode}
                  onClick={() => update({ view: mode })}
                  className="aria-pressed:bg-brand-600 grid size-11 place-items-center text-slate-700 first:rounded-l-lg last:rounded-r-lg aria-pressed:text-white"
                >
                  {mode === 'grid' ? (
                    <Grid3X3 aria-hidden className="size-5" />
                  ) : (
                    <List aria-hidden className="size-5" />
                  )}
                </button>
              );
            })}
          </div>
        }
      />
      {!filtersOpen ? null : Filters === 'failed' ? (
        <p id="listing-filters" role="alert" className="mt-4 font-semibold text-red-800">
          {words.filtersFailed}
        </p>
      ) : Filters ? (
        <Filters
          maxPrice={state.maxPrice}
          onMaxPrice={(maxPrice) => update({ maxPrice })}
          coverage={state.coverage}
          onCoverage={(coverage) => update({ coverage })}
          minRating={state.minRating}
          onMinRating={(minRating) => update({ minRating })}
          categories={categories}
          query={listingQueryString({ ...state, page: 1 })}
          words={words}
        />
      ) : null}
      <p className="mt-4 text-slate-700" role="status">
        {view
          ? showingText({ ...view, shown: view.results.length }, total, words)
          : search.status === 'failed'
            ? ''
            : fill(words.searching, { total: count(total) })}
      </p>
      {search.status === 'failed' ? (
        <div role="alert" className="mt-8 rounded-xl border border-red-300 bg-red-50 p-6 text-center">
          <h2 className="text-xl font-bold">{words.failedTitle}</h2>
          <p className="mt-2 text-slate-700">{words.failedText}</p>
          <Button className="mt-4" onClick={retry}>
            {words.tryAgain}
          </Button>
        </div>
      ) : !view ? null : view.results.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <h2 className="text-xl font-bold">{words.noneTitle}</h2>
          <p className="mt-2 text-slate-700">{words.noneText}</p>
          <Button
            className="mt-6"
            onClick={() =>
              update({
                search: '',
                maxPrice: PRICE_MAX,
                coverage: defaultListingState.coverage,
                minRating: 0,
              })
            }
          >
            {words.clear}
          </Button>
        </div>
      ) : (
        <>
          <Grid products={cards} view={state.view} words={{ ...cardWords, listing: words }} />
          <Pagination page={view.page} pages={view.pages} hrefFor={hrefFor} words={words} />
        </>
      )}
    </div>
  );
}
