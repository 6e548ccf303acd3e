'use client';

import { createContext, use, type ReactNode } from 'react';
import type { EstimateWords } from '@/lib/domain/estimate-words';

const Words = createContext<EstimateWords | null>(null);

/**
 * The estimate's words in the page's language, for every estimate, deductible question and schedule inside an
 * island; the page (a server component) reads them from the messages and hands them in.
 */
export function EstimateWordsProvider({ words, children }: { words: EstimateWords; children: ReactNode }) {
  return <Words value={words}>{children}</Words>;
}

export function useEstimateWords(): EstimateWords {
  const words = use(Words);
  if (!words) throw new Error('An estimate is drawn outside EstimateWordsProvider');
  return words;
}
