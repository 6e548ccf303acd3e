import { RouteLink } from '@/components/ui/link';
import { minRatings, PRICE_MAX, PRICE_MIN, PRICE_STEP, type Coverage } from '@/lib/domain/listing';
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

/**
 * Category (each a page of its own, keeping the search and the other filters), price, coverage and the lowest
 * rating narrow the results, together with the search; each is kept in the address, so a link keeps them.
 */
export function ListingFilters({
  maxPrice,
  onMaxPrice,
  coverage,
  onCoverage,
  minRating,
  onMinRating,
  categories,
  query,
  words,
}: {
  words: ListingWords;
  maxPrice: number;
  onMaxPrice: (value: number) => void;
  coverage: Coverage;
  onCoverage: (value: Coverage) => void;
  /** 0 for any rating. */
  minRating: number;
  onMinRating: (value: number) => void;
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
          <input
            type="checkbox"
            checked={coverage.medicare}
            onChange={(e) => onCoverage({ ...coverage, medicare: e.target.checked })}
            className="accent-brand-600 size-5"
          />
          {words.eligible}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={coverage.privatePay}
            onChange={(e) => onCoverage({ ...coverage, privatePay: e.target.checked })}
            className="accent-brand-600 size-5"
          />
          {words.privateOnly}
        </label>
      </fieldset>
      <fieldset>
        <legend className="font-semibold">{words.minRating}</legend>
        {[...minRatings, 0].map((r) => (
          <label key={r} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="min-rating"
              value={r}
              checked={minRating === r}
              onChange={() => onMinRating(r)}
              className="accent-brand-600 size-5"
            />
            {r === 0 ? words.anyRating : fill(words.andUp, { rating: r })}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
