import { useEffect, useState } from 'react';
import type * as z from 'zod/mini';
import { api, type ApiError } from './api';

/**
 * What a page shows from the intake: `path` asked as the page opens and again whenever it changes (nothing while it
 * is null), read with `schema` (a module's constant, so it is the same on every render). The answer, or the
 * intake's refusal in a sentence; each settable, for a page that changes what it shows.
 */
export function useApi<S extends z.ZodMiniType>(path: string | null, schema: S) {
  const [data, setData] = useState<z.output<S> | null>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    if (path === null) return;
    let current = true;
    api(path, schema).then(
      (answer) => current && setData(answer),
      (error: ApiError) => current && setProblem(error.message),
    );
    return () => {
      current = false;
    };
  }, [path, schema]);
  return { data, setData, problem, setProblem };
}
