import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeStorage } from '@/lib/browser/storage';
import { storageKeys } from '@/lib/domain/storage-keys';

/** Products the shopper saved on this device: ids only, like the cart, checked when read. */
const SAVED_STORAGE_KEY = storageKeys.saved;
const MAX_SAVED = 200;

interface SavedState {
  ids: number[];
  toggle: (id: number) => void;
  remove: (id: number) => void;
}

/** A saved list as stored: whole positive ids, each once, newest first; anything else is left out. */
function savedIds(stored: unknown): number[] {
  const ids: unknown[] = Array.isArray(stored) ? stored : [];
  return [...new Set(ids.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0))].slice(
    0,
    MAX_SAVED,
  );
}

export const useSavedStore = create<SavedState>()(
  persist(
    (set) => ({
      ids: [],
      toggle: (id) =>
        set((s) => ({
          ids: s.ids.includes(id) ? s.ids.filter((x) => x !== id) : [id, ...s.ids].slice(0, MAX_SAVED),
        })),
      remove: (id) => set((s) => ({ ids: s.ids.filter((x) => x !== id) })),
    }),
    {
      name: SAVED_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => safeStorage('localStorage')),
      skipHydration: true,
      partialize: (s) => ({ ids: s.ids }),
      merge: (persisted, current) => ({
        ...current,
        ids: savedIds((persisted as { ids?: unknown } | undefined)?.ids),
      }),
    },
  ),
);

/**
 * Whether the saved list has been read, so a heart never shows the wrong state. Kept outside the store's
 * state: setting a flag there would write the list back at every page load, and a browser with full or
 * blocked storage would hear about it before the shopper had saved anything.
 */
export function useSavedHydrated(): boolean {
  return useSyncExternalStore(
    (onChange) => useSavedStore.persist.onFinishHydration(onChange),
    () => useSavedStore.persist.hasHydrated(),
    () => false,
  );
}
