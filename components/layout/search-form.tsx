'use client';

import type { FormEvent, ReactNode } from 'react';
import { MAX_SEARCH_LENGTH } from '@/lib/domain/formats';
import { notifyError } from '@/lib/browser/notify';
import { assetPath } from '@/lib/domain/paths';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * A plain GET form to the listing (`/products/?search=…`), which works before and without JavaScript; with it,
 * an empty search stays on the page with a message instead.
 */
export function SearchForm({ id, autoFocus, icon }: { id: string; autoFocus?: boolean; icon: ReactNode }) {
  function submit(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem('search') as HTMLInputElement;
    input.value = input.value.trim();
    if (input.value) return;
    event.preventDefault();
    notifyError('Search Term Required', 'Please enter a search term to find products.');
  }

  return (
    <form role="search" action={assetPath('/products/')} onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <Input
        id={id}
        name="search"
        type="search"
        maxLength={MAX_SEARCH_LENGTH}
        placeholder="Search products..."
        autoFocus={autoFocus}
        enterKeyHint="search"
      />
      <Button type="submit" aria-label="Submit search">
        {icon}
        Search
      </Button>
    </form>
  );
}
