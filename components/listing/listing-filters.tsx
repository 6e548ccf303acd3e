import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from '@/lib/listing';
import { formatPrice } from '@/lib/money';

const ratings = [4, 3, 2, 1] as const;

/** Price is the only filter that narrows results; the spec keeps the others for show. */
export function ListingFilters({
  maxPrice,
  onMaxPrice,
}: {
  maxPrice: number;
  onMaxPrice: (value: number) => void;
}) {
  return (
    <div
      id="listing-filters"
      className="mt-4 grid gap-6 rounded-xl border border-slate-200 bg-slate-50 p-5 md:grid-cols-3"
    >
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
          className="accent-brand-600 mt-3 w-full"
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
