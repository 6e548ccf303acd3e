/**
 * Toasts. The toast library is loaded on the first interaction with the page (or the first toast), not with
 * the page itself: most visitors read and leave, and need none of it.
 */
type ToastKind = 'success' | 'error' | 'info';

/**
 * A link a toast offers, such as Add to Cart's "View cart": a page of the store (under the base path), followed in
 * place by Next's router, as the store's links are.
 */
interface ToastLink {
  label: string;
  href: string;
}

const listeners = new Set<() => void>();
let requested = false;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Asks the toast host to load its toaster; resolves once the toaster is on the page. */
export function requestToaster(): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return ready;
}

export function onToasterRequested(listener: () => void): () => void {
  if (requested) listener();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toasterMounted(): void {
  markReady();
}

/** The newest toast asked for, and whether it is still showing (or about to). */
let latest = 0;
let showing = false;
const waiting: (() => void)[] = [];

/** Next's router, as the toaster hands it over (`setToastNavigator`); until then a link is followed by the browser. */
let navigate: ((href: string) => void) | null = null;
export function setToastNavigator(next: ((href: string) => void) | null): void {
  navigate = next;
}

function follow(href: string): void {
  if (navigate) return navigate(href);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** One toast at a time: a new message replaces whatever is showing. */
function show(kind: ToastKind, title: string, description: string, link?: ToastLink): void {
  const token = ++latest;
  showing = true;
  const closed = () => {
    if (token !== latest) return;
    showing = false;
    waiting.shift()?.();
  };
  void Promise.all([import('sonner'), requestToaster()]).then(([{ toast }]) => {
    toast.dismiss();
    toast[kind](title, {
      description,
      onAutoClose: closed,
      onDismiss: closed,
      ...(link ? { action: { label: link.label, onClick: () => follow(link.href) } } : {}),
    });
  });
}

/**
 * A notice that must not hide the answer to what the shopper just did: it waits for the current task to
 * finish (so a toast the same click asks for comes first) and then for any toast on screen to close.
 */
export function notifyWhenFree(kind: ToastKind, title: string, description: string): void {
  setTimeout(() => {
    if (showing) waiting.push(() => show(kind, title, description));
    else show(kind, title, description);
  }, 0);
}

export const notify = (title: string, description: string) => show('success', title, description);
/** Added to the cart (or another list): the toast offers the way to it. */
export const notifyAdded = (
  description: string,
  href: string,
  title = 'Added to Cart',
  label = 'View cart',
) => show('success', title, description, { label, href });
export const notifyError = (title: string, description: string) => show('error', title, description);
export const notifyInfo = (title: string, description: string) => show('info', title, description);
