'use client';

import { createContext, use, type ReactNode } from 'react';
import type english from '@/data/messages/en.json';
import type { Locale } from '@/lib/domain/locale';

/** The checkout's words: the `Checkout` messages, with the store's facts already filled in by the page. */
export type CheckoutWords = (typeof english)['Checkout'];

interface CheckoutLanguage {
  words: CheckoutWords;
  locale: Locale;
  /** The products on a replacement schedule (a CPAP's masks, cushions, tubing, filters): she may ask for reminders. */
  remindable?: readonly number[];
}

const Language = createContext<CheckoutLanguage | null>(null);

/** The checkout page's language, for every step, message and link of the wizard; the page hands it in. */
export function CheckoutWordsProvider({
  words,
  locale,
  remindable = [],
  children,
}: CheckoutLanguage & { children: ReactNode }) {
  return <Language value={{ words, locale, remindable }}>{children}</Language>;
}

export function useCheckoutWords(): CheckoutLanguage {
  const language = use(Language);
  if (!language) throw new Error('The checkout is drawn outside CheckoutWordsProvider');
  return language;
}
