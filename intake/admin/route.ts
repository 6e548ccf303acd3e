import { useSyncExternalStore, type MouseEvent } from 'react';

/** Where the back office is: the orders (with the list's query), one order, the messages, the claims due, the denial queue,
 * the patients, the CPAP patients in their first 90 days, or the day's refills. */
export type Route =
  | { page: 'orders'; search: string }
  | { page: 'order'; number: string }
  | { page: 'messages'; search: string }
  | { page: 'denials' }
  | { page: 'claims-due' }
  | { page: 'therapy' }
  | { page: 'refills' }
  | { page: 'patients'; search: string }
  | { page: 'patient'; id: string };

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const address = () => `${window.location.pathname}${window.location.search}`;

function routeOf(path: string): Route {
  const url = new URL(path, 'http://admin.invalid');
  const order = /^\/admin\/orders\/([\w-]+)\/?$/.exec(url.pathname);
  if (order?.[1]) return { page: 'order', number: order[1] };
  if (/^\/admin\/messages\/?$/.test(url.pathname)) return { page: 'messages', search: url.search };
  if (/^\/admin\/denials\/?$/.test(url.pathname)) return { page: 'denials' };
  if (/^\/admin\/claims-due\/?$/.test(url.pathname)) return { page: 'claims-due' };
  if (/^\/admin\/therapy\/?$/.test(url.pathname)) return { page: 'therapy' };
  if (/^\/admin\/refills\/?$/.test(url.pathname)) return { page: 'refills' };
  const patient = /^\/admin\/patients\/(\d+)\/?$/.exec(url.pathname);
  if (patient?.[1]) return { page: 'patient', id: patient[1] };
  if (/^\/admin\/patients\/?$/.test(url.pathname)) return { page: 'patients', search: url.search };
  return { page: 'orders', search: url.search };
}

/** The page the address bar names, kept current through Back, Forward and `go`. */
export function useRoute(): Route {
  return routeOf(useSyncExternalStore(subscribe, address, address));
}

/** Goes to another page of the back office, as a new history entry. */
export function go(path: string, replace = false): void {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  listeners.forEach((l) => l());
  if (!replace) window.scrollTo(0, 0);
}

/** A link's click followed in place (a new tab, a modified click, goes its own way). */
export function follow(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  go(event.currentTarget.getAttribute('href') ?? '/admin/');
}
