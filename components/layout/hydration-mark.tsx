'use client';

import { useEffect } from 'react';

/**
 * The layout's last island: once it has hydrated, so has the page before it, and it says so on the document
 * (`<html data-hydrated>`). The end-to-end tests wait for it rather than for React's private properties.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
