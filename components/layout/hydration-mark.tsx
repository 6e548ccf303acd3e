'use client';

import { useEffect } from 'react';
import { earlyTapKey } from './early-tap';

/**
 * The layout's last island: once it has hydrated, so has the page before it, and it says so on the document
 * (`<html data-hydrated>`). The end-to-end tests wait for it rather than for React's private properties. A button
 * pressed before the page's code came is pressed now (early-tap.ts).
 */
export function HydrationMark() {
  useEffect(() => {
    const root: HTMLElement & { [earlyTapKey]?: HTMLButtonElement | null } = document.documentElement;
    root.dataset.hydrated = '';
    const tap = root[earlyTapKey];
    root[earlyTapKey] = null;
    if (tap?.isConnected) tap.click();
  }, []);
  return null;
}
