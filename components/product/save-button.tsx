'use client';

import { useEffect, type ReactNode } from 'react';
import { notifyAdded, notifyInfo } from '@/lib/browser/notify';
import { fill } from '@/lib/domain/fill';
import { useSavedHydrated, useSavedStore } from '@/store/saved-store';

/**
 * The heart: saves the product on this device (its id only), listed on the Saved page. The icon comes drawn from
 * the server and is filled by the button's pressed state (`group-aria-pressed:`).
 */
export function SaveButton({
  id,
  name,
  className,
  icon,
  savedHref,
  words,
}: {
  id: number;
  name: string;
  /** The Saved page, in the page's language. */
  savedHref: string;
  words: {
    save: string;
    savedTitle: string;
    saved: string;
    viewSaved: string;
    unsavedTitle: string;
    unsaved: string;
  };
  className: string;
  icon: ReactNode;
}) {
  const saved = useSavedStore((s) => s.ids.includes(id));
  const hydrated = useSavedHydrated();
  const toggle = useSavedStore((s) => s.toggle);
  useEffect(() => {
    void useSavedStore.persist.rehydrate();
  }, []);
  return (
    <button
      type="button"
      className={`group ${className}`}
      aria-label={words.save}
      aria-pressed={hydrated ? saved : false}
      onClick={() => {
        toggle(id);
        if (saved) notifyInfo(words.unsavedTitle, fill(words.unsaved, { name }));
        else notifyAdded(fill(words.saved, { name }), savedHref, words.savedTitle, words.viewSaved);
      }}
    >
      {icon}
    </button>
  );
}
