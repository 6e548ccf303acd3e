'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { loadListingIndex, type IndexedProduct } from '@/lib/listing-index';

export type ListingIndexState =
  | { status: 'idle' | 'loading' | 'failed'; products?: undefined }
  | { status: 'ready'; products: IndexedProduct[] };

/**
 * The listing index (its `files` files) once it is `wanted` (the shopper searched, sorted or filtered a listing
 * longer than a page); until then nothing is fetched. `retry` tries again after a failure.
 */
export function useListingIndex(
  wanted: boolean,
  files: number,
): { index: ListingIndexState; retry: () => void } {
  const [products, setProducts] = useState<IndexedProduct[] | null>(null);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted || products) return;
    let live = true;
    loadListingIndex(files).then(
      (loaded) => live && setProducts(loaded),
      () => live && setFailedAttempt(attempt),
    );
    return () => {
      live = false;
    };
  }, [wanted, files, products, attempt]);

  const status = products ? 'ready' : !wanted ? 'idle' : failedAttempt === attempt ? 'failed' : 'loading';
  // The same object while nothing changes, so results computed from it are not computed again.
  const index = useMemo<ListingIndexState>(
    () => (products ? { status: 'ready', products } : { status: status as 'idle' | 'loading' | 'failed' }),
    [products, status],
  );
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { index, retry };
}
