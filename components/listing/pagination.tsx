import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { RouteLink } from '@/components/ui/link';
import type { ListingWords } from './listing-words';

/** The page numbers to show: the first, the last and two either side of the current one, gaps as null. */
function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const numbers = [...shown].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return numbers.flatMap((n, i) => (i > 0 && n - (numbers[i - 1] as number) > 1 ? [null, n] : [n]));
}

const shape = 'grid min-h-11 min-w-11 place-items-center rounded-lg border px-3 font-semibold';
const itemClass = `${shape} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`;
const currentClass = `${shape} border-brand-700 bg-brand-700 text-white`;

/** Links between a listing's pages (followed in place), so a shopper and a search engine can reach every product. */
export function Pagination({
  page,
  pages,
  hrefFor,
  words,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  words: ListingWords;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={words.pages} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <RouteLink href={hrefFor(page - 1)} rel="prev" className={itemClass}>
          <span className="flex items-center gap-1">
            <ChevronLeft aria-hidden className="size-5" />
            {words.previous}
            <span className="sr-only">{words.pageWord}</span>
          </span>
        </RouteLink>
      ) : null}
      <ol className="flex flex-wrap items-center gap-2">
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={currentClass}>
                  <span className="sr-only">{words.page}</span>
                  {n}
                </span>
              ) : (
                <RouteLink href={hrefFor(n)} className={itemClass}>
                  <span className="sr-only">{words.page}</span>
                  {n}
                </RouteLink>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <RouteLink href={hrefFor(page + 1)} rel="next" className={itemClass}>
          <span className="flex items-center gap-1">
            {words.next}
            <span className="sr-only">{words.pageWord}</span>
            <ChevronRight aria-hidden className="size-5" />
          </span>
        </RouteLink>
      ) : null}
    </nav>
  );
}
