import { keptInMemory } from './storage';
import { basePath } from '@/lib/domain/paths';

/** The route of one of the store's own pages at this address, if it is one (before the base path). */
function storeRoute(url: URL): string | null {
  if (url.origin !== window.location.origin || !url.pathname.startsWith(`${basePath}/`)) return null;
  return `${url.pathname.slice(basePath.length)}${url.search}${url.hash}`;
}

/**
 * While something lives only in this tab's memory, follows a link to one of the store's pages (a toast's "View
 * cart" included: lib/browser/notify.ts follows it as a click) or a search sent from a form in place, with
 * `router`, so what is kept goes with the shopper. The router reads the next page's data from that page's HTML
 * (lib/browser/page-data.ts), loaded with the first such link. Returns the way to stop.
 */
export function followLinksInTab(router: { push(route: string): void }): () => void {
  const follow = (route: string) =>
    import('./page-data')
      .then(({ answerPageDataFromHtml }) => answerPageDataFromHtml())
      // Without it (the connection lost) the router loads the page whole, as a link would.
      .catch(() => undefined)
      .then(() => router.push(route));
  const onClick = (event: MouseEvent) => {
    if (!keptInMemory() || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || link.target || link.hasAttribute('download')) return;
    const route = storeRoute(new URL(link.href));
    if (route === null) return;
    event.preventDefault();
    void follow(route);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!keptInMemory() || event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    if (form.method !== 'get' || form.target) return;
    const url = new URL(form.action);
    const fields = [...new FormData(form, event.submitter)].map(([name, value]) => [name, String(value)]);
    url.search = new URLSearchParams(fields).toString();
    const route = storeRoute(url);
    if (route === null) return;
    event.preventDefault();
    void follow(route);
  };
  document.addEventListener('click', onClick);
  document.addEventListener('submit', onSubmit);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('submit', onSubmit);
  };
}
