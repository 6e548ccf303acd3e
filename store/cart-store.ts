import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import {
  applyChange,
  countItems,
  parseChange,
  sanitizeLines,
  type CartChange,
  type CartLine,
} from '@/lib/domain/cart';
import { inRanges, type IdRanges } from '@/lib/domain/id-ranges';
import { safeStorage } from '@/lib/browser/storage';
import { storageKeys } from '@/lib/domain/storage-keys';

export const CART_STORAGE_KEY = storageKeys.cart;
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

/** The catalogue's ids, as runs (the catalogue itself never ships to the browser). */
export function setKnownProducts(ranges: IdRanges): void {
  isKnownId = (id) => inRanges(ranges, id);
}

/** Whether the catalogue sells a product, once `setKnownProducts` has been told its ids. */
export const isKnownProduct = (id: number) => isKnownId(id);

const local = safeStorage('localStorage');

/**
 * The saved cart as stored, with the version it was saved at: null when nothing is stored. The store's first
 * site saved a bare list of products with their quantities; that is version 0. What cannot be read at all is
 * logged, and the cart starts empty.
 */
function readStored(): StorageValue<unknown> | null {
  const raw = local.getItem(CART_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return { state: { items: parsed }, version: 0 };
    const { state, version } = (parsed ?? {}) as Partial<StorageValue<unknown>>;
    if (typeof state !== 'object' || state === null || typeof version !== 'number')
      throw new TypeError('the saved cart is not a versioned cart');
    return { state, version };
  } catch (error) {
    console.warn('Could not read the saved cart; starting with an empty cart.', error);
    return { state: { lines: [] }, version: CART_VERSION };
  }
}

/**
 * Brings a cart saved at an older version to this one: the first site's list of products keeps each known
 * product's id and quantity (its prices and names are never believed). A version this site does not know,
 * such as one saved by a newer site, is logged and the cart starts empty.
 */
function migrateCart(state: unknown, version: number): PersistedCart {
  if (version === 0) return { lines: validLines((state as { items?: unknown } | null)?.items) };
  console.warn(
    `The saved cart is in a form this site does not know (version ${String(version)}); starting with an empty cart.`,
  );
  return { lines: [] };
}

/** The saved lines, validated: unknown ids dropped, quantities made whole; anything else is an empty cart. */
function validLines(lines: unknown): CartLine[] {
  try {
    return sanitizeLines(lines, isKnownId);
  } catch (error) {
    console.warn('Could not read the saved cart; starting with an empty cart.', error);
    return [];
  }
}

/** The cart as this tab last read or wrote it, so a write that changes nothing is skipped. */
let lastSynced: string | null = null;

const cartStorage: PersistStorage<PersistedCart> = {
  getItem: () => {
    const value = readStored();
    lastSynced = value === null ? null : JSON.stringify(value);
    return value as StorageValue<PersistedCart> | null;
  },
  // Reading the cart never writes it (no record at all is an empty cart), so a browser that cannot store
  // anything is only troubled when the cart really changes.
  setItem: (name, value) => {
    const raw = JSON.stringify(value);
    if (raw === lastSynced || (lastSynced === null && value.state.lines.length === 0)) return;
    lastSynced = raw;
    local.setItem(name, raw);
  },
  removeItem: (name) => {
    lastSynced = null;
    local.removeItem(name);
  },
};

/** The store's other tabs, while this one follows them. */
let otherTabs: BroadcastChannel | null = null;

export const useCartStore = create<CartState & CartActions>()(
  persist(
    (set) => {
      // A change is made here and told to the other tabs, which make it too: adds made at the same moment
      // in two tabs are both kept, which re-reading storage cannot promise, as a tab's copy of it can lag.
      const change = (c: CartChange) => {
        set((s) => ({ lines: applyChange(s.lines, c) }));
        otherTabs?.postMessage(c);
      };
      return {
        lines: [],
        hydrated: false,
        add: (id, quantity = 1) => change({ type: 'add', id, quantity }),
        remove: (id) => change({ type: 'remove', id }),
        setQuantity: (id, quantity) => change({ type: 'set', id, quantity }),
        clear: () => change({ type: 'clear' }),
      };
    },
    {
      name: CART_STORAGE_KEY,
      version: CART_VERSION,
      storage: cartStorage,
      skipHydration: true,
      partialize: (s) => ({ lines: s.lines }),
      migrate: migrateCart,
      // Nothing stored (a first visit, or storage that cannot be read) keeps the cart this tab holds; what is
      // stored is checked line by line, whatever version it came from.
      merge: (persisted, current) => ({
        ...current,
        lines:
          persisted === undefined
            ? current.lines
            : validLines((persisted as { lines?: unknown } | null)?.lines),
      }),
      onRehydrateStorage: () => () => useCartStore.setState({ hydrated: true }),
    },
  ),
);

/**
 * Reads the saved cart and from then on follows the changes made in the store's other tabs; returns a
 * function that stops following. Browsers without BroadcastChannel re-read the cart when another tab saves
 * it, as does a page brought back from the back-forward cache, which heard nothing while it was away.
 */
export function followCart(): () => void {
  const reread = () => void useCartStore.persist.rehydrate();
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) reread();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) reread();
  };
  window.addEventListener('pageshow', onPageShow);
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CART_STORAGE_KEY);
    channel.onmessage = (event: MessageEvent) => {
      const c = parseChange(event.data, isKnownId);
      if (c && useCartStore.getState().hydrated)
        useCartStore.setState((s) => ({ lines: applyChange(s.lines, c) }));
    };
    otherTabs = channel;
  } else {
    window.addEventListener('storage', onStorage);
  }
  reread();
  return () => {
    window.removeEventListener('pageshow', onPageShow);
    window.removeEventListener('storage', onStorage);
    otherTabs?.close();
    otherTabs = null;
  };
}

export const selectItemCount = (s: CartState) => countItems(s.lines);
