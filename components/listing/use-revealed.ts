'use client';

import { useEffect, useState } from 'react';

/**
 * New results show their first `first` cards at once and the rest a frame later, so what the shopper looks
 * at is on screen as soon as it can be (the cards stagger in anyway). The page's own first paint shows
 * everything: nothing is held back from the HTML.
 */
export function useRevealed<T>(items: readonly T[], first: number): readonly T[] {
  const [shown, setShown] = useState({ items, limit: Infinity });
  let limit = shown.limit;
  if (shown.items !== items) {
    limit = first;
    setShown({ items, limit });
  }

  useEffect(() => {
    if (limit >= items.length) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown((s) => (s.items === items ? { items, limit: Infinity } : s)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [items, limit]);

  return limit >= items.length ? items : items.slice(0, limit);
}
