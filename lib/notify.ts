/**
 * Toasts. The toast library is loaded on the first interaction with the page (or the first toast), not with
 * the page itself: most visitors read and leave, and need none of it.
 */
type ToastKind = 'success' | 'error' | 'info';

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

/** One toast at a time: a new message replaces whatever is showing. */
function show(kind: ToastKind, title: string, description: string): void {
  void Promise.all([import('sonner'), requestToaster()]).then(([{ toast }]) => {
    toast.dismiss();
    toast[kind](title, { description });
  });
}

export const notify = (title: string, description: string) => show('success', title, description);
export const notifyError = (title: string, description: string) => show('error', title, description);
export const notifyInfo = (title: string, description: string) => show('info', title, description);
