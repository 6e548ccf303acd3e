import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/**
 * The address bar's query string, kept current through Back, Forward and `pushSearch`. It is null while the
 * page hydrates, since a static page is rendered before anyone asks for it with a query.
 */
export function useLocationSearch(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => null,
  );
}

/** Adds a history entry for this page with another query string, and tells `useLocationSearch`. */
export function pushSearch(search: string, state: Record<string, unknown> | null = null): void {
  window.history.pushState(state, '', `${window.location.pathname}${search}`);
  listeners.forEach((listener) => listener());
}

/** Changes this page's query string in place (no history entry), and tells `useLocationSearch`. */
export function replaceSearch(search: string): void {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
  listeners.forEach((listener) => listener());
}
