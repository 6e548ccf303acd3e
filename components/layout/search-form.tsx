'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { Search } from 'lucide-react';
import { MAX_SEARCH_LENGTH } from '@/lib/formats';
import { notifyError } from '@/lib/notify';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';

export function SearchForm({
  id,
  autoFocus,
  onSearched,
}: {
  id: string;
  autoFocus?: boolean;
  onSearched: () => void;
}) {
  const router = useRouter();
  const [term, setTerm] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) {
      notifyError('Search Term Required', 'Please enter a search term to find products.');
      return;
    }
    router.push(`/products/?search=${encodeURIComponent(trimmed)}`);
    setTerm('');
    onSearched();
  }

  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <Input
        id={id}
        type="search"
        maxLength={MAX_SEARCH_LENGTH}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder="Search products..."
        autoFocus={autoFocus}

        enterKeyHint="search"
      />
      <Button type="submit" aria-label="Submit search">
        <Search aria-hidden className="size-5" />
        Search
      </Button>
    </form>
  );
}
