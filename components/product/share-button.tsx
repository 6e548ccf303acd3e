'use client';

import type { ReactNode } from 'react';
import { notify, notifyError } from '@/lib/browser/notify';

/** The device's share sheet where there is one (phones); elsewhere the page's link is copied, and it says so. */
export function ShareButton({
  title,
  className,
  icon,
}: {
  title: string;
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
      notify('Link copied', 'The link to this product is ready to paste into a message or an e-mail.');
    } catch {
      notifyError('The link could not be copied', `Copy it from the address bar: ${url}`);
    }
  }
  return (
    <button type="button" className={className} aria-label="Share" onClick={() => void share()}>
      {icon}
    </button>
  );
}
