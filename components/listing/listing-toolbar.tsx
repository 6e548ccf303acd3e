import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { sortOptions, type ListingState, type SortKey } from '@/lib/listing';
import { inputClass, labelClass } from '@/components/ui/styles';

export function ListingToolbar({
  state,
  onChange,
  filtersButton,
  viewButtons,
}: {
  state: ListingState;
  onChange: (patch: Partial<ListingState>) => void;
  filtersButton: ReactNode;
  viewButtons: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <div className="flex-1">
        <label htmlFor="listing-search" className={labelClass}>
          Search
        </label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500" />
          <input
            id="listing-search"
            type="search"
            value={state.search}
            onChange={(e) => onChange({ search: e.target.value })}
            placeholder="Search products..."
            className={`${inputClass} pl-10`}
          />
        </div>
      </div>
      <div>
        <label htmlFor="listing-sort" className={labelClass}>
          Sort by
        </label>
        <select
          id="listing-sort"
          value={state.sort}
          onChange={(e) => onChange({ sort: e.target.value as SortKey })}
          className={inputClass}
        >
          {sortOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-3">
        {filtersButton}
        {viewButtons}
      </div>
    </div>
  );
}
