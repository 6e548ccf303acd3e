'use client';

import type { ReactNode } from 'react';
import { notify, notifyError } from '@/lib/browser/notify';

/** The device's share sheet where there is one (phones); elsewhere the page's link is copied, and it says so. */
export function ShareButton({
  title,
  className,
  icon,
  words,
}: {
  title: string;
  words: { share: string; copiedTitle: string; copied: string; notCopiedTitle: string; notCopied: string };
  className: string;
  icon: ReactNode;
}) {
  async function share() {
    const url = window.location.href.split('#')[0] ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify(words.copiedTitle, words.copied);
    } catch {
      notifyError(words.notCopiedTitle, words.notCopied.replace('{url}', url));
    }
  }
  return (
    <button type="button" className={className} aria-label={words.share} onClick={() => void share()}>
      {icon}
    </button>
  );
}
