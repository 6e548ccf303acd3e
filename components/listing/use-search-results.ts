'use client';

import { useCallback, useEffect, useState } from 'react';
import type { SearchQuery, SearchResults } from '@/lib/browser/search-client';

export type SearchState =
  | { status: 'idle' | 'failed'; results?: undefined }
  /** `results` are the last query's while the new one loads (none before the first). */
  | { status: 'loading'; results?: SearchResults }
  | { status: 'ready'; results: SearchResults };

/**
 * The results of `query` over the whole catalogue once there is one (the shopper searched, sorted or filtered a
 * listing longer than a page): the search code and what it reads load at that moment, not with the page.
 * While a new query loads the previous results stay; `retry` tries again after a failure.
 */
export function useSearchResults(query: SearchQuery | null): { search: SearchState; retry: () => void } {
  const key = query ? JSON.stringify(query) : null;
  const [done, setDone] = useState<{ key: string; results: SearchResults } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!key || done?.key === key) return;
    let live = true;
    const asked = JSON.parse(key) as SearchQuery;
    import('@/lib/browser/search-client')
      .then(({ searchCatalog }) => searchCatalog(asked))
      .then(
        (results) => {
          if (!live) return;
          setDone({ key, results });
          setFailed(null);
        },
        () => live && setFailed(`${key}#${attempt}`),
      );
    return () => {
      live = false;
    };
  }, [key, done?.key, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  let search: SearchState;
  if (!key) search = { status: 'idle' };
  else if (done?.key === key) search = { status: 'ready', results: done.results };
  else if (failed === `${key}#${attempt}`) search = { status: 'failed' };
  else search = { status: 'loading', results: done?.results };
  return { search, retry };
}
