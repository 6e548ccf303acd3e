import { Search } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { MAX_SEARCH_LENGTH } from '@/lib/domain/field-limits';
import { sortOptions, type ListingState, type SortKey } from '@/lib/domain/listing';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { ListingWords } from './listing-words';

export function ListingToolbar({
  state,
  onChange,
  filtersButton,
  viewButtons,
  words,
}: {
  words: ListingWords;
  state: ListingState;
  onChange: (patch: Partial<ListingState>) => void;
  filtersButton: ReactNode;
  viewButtons: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <div className="flex-1">
        <Label htmlFor="listing-search">{words.search}</Label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500" />
          <Input
            id="listing-search"
            type="search"
            maxLength={MAX_SEARCH_LENGTH}
            value={state.search}
            onChange={(e) => onChange({ search: e.target.value })}
            placeholder={words.searchPlaceholder}
            className="pl-10"
          />
        </div>
      </div>
      <div>
        <Label htmlFor="listing-sort">{words.sortBy}</Label>
        <Select
          id="listing-sort"
          value={state.sort}
          onChange={(e) => onChange({ sort: e.target.value as SortKey })}
        >
          {sortOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {words[o.word]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex gap-3">
        {filtersButton}
        {viewButtons}
      </div>
    </div>
  );
}
