import { useSyncExternalStore } from 'react';

/**
 * The last line taken out of the cart when it left the cart empty, for the page's visit: the empty cart offers it
 * back. Kept in memory only (a product's name and quantity), shared by the wizard, which takes it out, and the
 * checkout's empty cart, which is drawn once the wizard has gone.
 */
export interface RemovedLine {
  id: number;
  quantity: number;
  name: string;
}

let removed: RemovedLine | null = null;
const listeners = new Set<() => void>();

export function setLastRemoved(line: RemovedLine | null): void {
  removed = line;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLastRemoved(): RemovedLine | null {
  return useSyncExternalStore(
    subscribe,
    () => removed,
    () => null,
  );
}
