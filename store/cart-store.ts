import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import {
  addToCart,
  countItems,
  removeFromCart,
  sanitizeLines,
  setLineQuantity,
  type CartLine,
} from '@/lib/cart';

export const CART_STORAGE_KEY = 'medical-supply-cart';
const CART_VERSION = 1;

interface CartState {
  lines: CartLine[];
  /** False until the stored cart has been read, so the badge never shows a wrong count. */
  hydrated: boolean;
}

interface CartActions {
  add: (id: number, quantity?: number) => void;
  remove: (id: number) => void;
  setQuantity: (id: number, quantity: number) => void;
  clear: () => void;
}

type PersistedCart = { lines: CartLine[] };

let isKnownId: (id: number) => boolean = () => true;

/** The ids of the catalogue, given by the page (the catalogue itself never ships to the browser). */
export function setKnownProductIds(ids: readonly number[]): void {
  const known = new Set(ids);
  isKnownId = (id) => known.has(id);
}

/** Reads and validates the stored cart; anything unreadable is logged and treated as an empty cart. */
const cartStorage: PersistStorage<PersistedCart> = {
  getItem: (name) => {
    const raw = window.localStorage.getItem(name);
    if (raw === null) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<StorageValue<{ lines?: unknown }>>;
      return { state: { lines: sanitizeLines(parsed?.state?.lines, isKnownId) }, version: CART_VERSION };
    } catch (error) {
      console.warn(`Could not read the saved cart; starting with an empty cart.`, error);
      return { state: { lines: [] }, version: CART_VERSION };
    }
  },
  setItem: (name, value) => window.localStorage.setItem(name, JSON.stringify(value)),
  removeItem: (name) => window.localStorage.removeItem(name),
};

export const useCartStore = create<CartState & CartActions>()(
  persist(
    (set) => ({
      lines: [],
      hydrated: false,
      add: (id, quantity = 1) => set((s) => ({ lines: addToCart(s.lines, id, quantity) })),
      remove: (id) => set((s) => ({ lines: removeFromCart(s.lines, id) })),
      setQuantity: (id, quantity) => set((s) => ({ lines: setLineQuantity(s.lines, id, quantity) })),
      clear: () => set({ lines: [] }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: CART_VERSION,
      storage: cartStorage,
      skipHydration: true,
      partialize: (s) => ({ lines: s.lines }),
      merge: (persisted, current) => ({
        ...current,
        lines: (persisted as PersistedCart | undefined)?.lines ?? [],
      }),
      onRehydrateStorage: () => () => useCartStore.setState({ hydrated: true }),
    },
  ),
);

export const selectItemCount = (s: CartState) => countItems(s.lines);
