import { RouteLink } from '@/components/ui/link';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from '@/lib/domain/listing';
import { formatPrice } from '@/lib/domain/money';
import type { ListingWords } from './listing-words';
import { fill } from '@/lib/domain/fill';
import { assetPath } from '@/lib/domain/paths';

/** A listing the Category choice leads to: all products, or one category's page. */
export interface CategoryChoice {
  name: string;
  path: string;
  current: boolean;
}

const ratings = [4, 3, 2, 1] as const;

/**
 * Category (each a page of its own, keeping the search and price) and price narrow the results; the
 * specification keeps the coverage and rating choices for show.
 */
export function ListingFilters({
  maxPrice,
  onMaxPrice,
  categories,
  query,
  words,
}: {
  words: ListingWords;
  maxPrice: number;
  onMaxPrice: (value: number) => void;
  categories: readonly CategoryChoice[];
  /** The search and price to carry to another category. */
  query: string;
}) {
  return (
    <div
      id="listing-filters"
      className="mt-4 grid gap-6 rounded-xl border border-slate-200 bg-slate-50 p-5 md:grid-cols-2 lg:grid-cols-4"
    >
      <nav aria-labelledby="category-choice">
        <h3 id="category-choice" className="font-semibold">
          {words.category}
        </h3>
        <ul className="mt-1">
          {categories.map((c) => (
            <li key={c.path}>
              <RouteLink
                href={assetPath(`${c.path}${query}`)}
                aria-current={c.current ? 'page' : undefined}
                className="text-brand-700 aria-[current=page]:text-ink flex min-h-11 items-center underline aria-[current=page]:font-bold aria-[current=page]:no-underline"
              >
                {c.name}
              </RouteLink>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <label htmlFor="price-max" className="block font-semibold">
          {fill(words.priceRange, { min: formatPrice(PRICE_MIN * 100), max: formatPrice(maxPrice * 100) })}
        </label>
        <input
          id="price-max"
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={maxPrice}
          onChange={(e) => onMaxPrice(Number(e.target.value))}
          aria-valuetext={fill(words.upTo, { max: formatPrice(maxPrice * 100) })}
          className="accent-brand-600 mt-1 h-11 w-full"
        />
      </div>
      <fieldset>
        <legend className="font-semibold">{words.coverage}</legend>
        <label className="mt-2 flex min-h-11 items-center gap-2">
          <input type="checkbox" className="accent-brand-600 size-5" />
          {words.eligible}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="accent-brand-600 size-5" />
          {words.privateOnly}
        </label>
      </fieldset>
      <fieldset>
        <legend className="font-semibold">{words.minRating}</legend>
        {ratings.map((r) => (
          <label key={r} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="min-rating" value={r} className="accent-brand-600 size-5" />
            {fill(words.andUp, { rating: r })}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
