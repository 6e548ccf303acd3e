'use client';

import { useEffect } from 'react';

const LEADID_SCRIPT_ID = 'LeadiDscript_campaign';

/** The lead-tracking script runs on the contact page only and is removed when the shopper leaves. */
export function LeadIdScript() {
  useEffect(() => {
    const url = process.env.NEXT_PUBLIC_LEADID_SCRIPT_URL;
    if (!url) return;
    const script = document.createElement('script');
    script.id = LEADID_SCRIPT_ID;
    script.src = url;
    script.async = true;
    document.body.appendChild(script);
    return () => script.remove();
  }, []);
  return null;
}
