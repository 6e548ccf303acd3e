'use client';

import { useEffect } from 'react';

const LEADID_SCRIPT_ID = 'LeadiDscript_campaign';

/**
 * The lead-tracking script, when the supplier names one (LEADID_SCRIPT_URL): it runs on the contact page
 * only. A script's code outlives its <script> element, so once it has run, leaving the page is a full page
 * load: links are followed by the browser, and any other way out (a search, Back) reloads at the new address
 * before the next page can be used. Nothing of it can then run on the checkout.
 */
export function LeadIdScript() {
  useEffect(() => {
    const url = process.env.NEXT_PUBLIC_LEADID_SCRIPT_URL;
    if (!url) return;
    const contactPath = window.location.pathname;
    const script = document.createElement('script');
    script.id = LEADID_SCRIPT_ID;
    script.src = url;
    script.async = true;
    document.body.appendChild(script);

    const followByBrowser = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if (link.pathname === contactPath || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      window.location.assign(link.href);
    };
    document.addEventListener('click', followByBrowser, true);
    return () => {
      document.removeEventListener('click', followByBrowser, true);
      script.remove();
      if (window.location.pathname !== contactPath) window.location.replace(window.location.href);
    };
  }, []);
  return null;
}
