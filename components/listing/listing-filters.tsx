import { Link } from '@/components/ui/link';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from '@/lib/domain/listing';
import { formatPrice } from '@/lib/domain/money';

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
}: {
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
          Category
        </h3>
        <ul className="mt-1">
          {categories.map((c) => (
            <li key={c.path}>
              <Link
                locale="en"
                href={`${c.path}${query}`}
                aria-current={c.current ? 'page' : undefined}
                className="text-brand-700 aria-[current=page]:text-ink flex min-h-11 items-center underline aria-[current=page]:font-bold aria-[current=page]:no-underline"
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <label htmlFor="price-max" className="block font-semibold">
          Price range: {formatPrice(PRICE_MIN * 100)} - {formatPrice(maxPrice * 100)}
        </label>
        <input
          id="price-max"
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={maxPrice}
          onChange={(e) => onMaxPrice(Number(e.target.value))}
          aria-valuetext={`Up to ${formatPrice(maxPrice * 100)}`}
          className="accent-brand-600 mt-1 h-11 w-full"
        />
      </div>
      <fieldset>
        <legend className="font-semibold">Coverage</legend>
        <label className="mt-2 flex min-h-11 items-center gap-2">
          <input type="checkbox" className="accent-brand-600 size-5" />
          Medicare Part B eligible
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="accent-brand-600 size-5" />
          Private Pay Only
        </label>
      </fieldset>
      <fieldset>
        <legend className="font-semibold">Minimum rating</legend>
        {ratings.map((r) => (
          <label key={r} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="min-rating" value={r} className="accent-brand-600 size-5" />
            {r} and up
          </label>
        ))}
      </fieldset>
    </div>
  );
}
