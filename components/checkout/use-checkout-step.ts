import { useCallback, useEffect, useRef, useState } from 'react';
import { checkoutSteps, stepFromSearch, stepSearch, type CheckoutStep } from '@/lib/checkout';
import { pushSearch, useLocationSearch } from '@/lib/use-location-search';

export const HEADING_ID = 'step-heading';

/**
 * The checkout's step lives in the address bar (`?step=shipping`), so Back, Forward and a reload land on it.
 * Every move is announced to screen readers and puts the shopper at the step's heading (or a field).
 */
export function useCheckoutStep() {
  const search = useLocationSearch();
  const step = search === null ? null : stepFromSearch(search);
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const onPopState = () => {
      const next = stepFromSearch(window.location.search);
      setAnnouncement(`Step ${next} of 4: ${checkoutSteps[next - 1]}`);
      focusNext.current = HEADING_ID;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // A step's code may still be on its way (each loads when first shown): what is to have focus gets it when it
  // is there, after this render or once the step appears (`focusPending`).
  const focusPending = useCallback(() => {
    const target = focusNext.current && document.getElementById(focusNext.current);
    if (!target) return;
    target.focus();
    focusNext.current = null;
  }, []);
  useEffect(focusPending);

  function go(target: CheckoutStep, focusId = HEADING_ID) {
    if (target !== step) {
      // Remembering where the entry came from lets the Back button go back through history when it can.
      pushSearch(stepSearch(target), { checkoutFrom: step });
      setAnnouncement(`Step ${target} of 4: ${checkoutSteps[target - 1]}`);
    }
    focusNext.current = focusId;
  }

  function back(current: CheckoutStep) {
    const previous = (current - 1) as CheckoutStep;
    const state = window.history.state as { checkoutFrom?: unknown } | null;
    if (state?.checkoutFrom === previous) window.history.back();
    else go(previous);
  }

  return { step, go, back, announcement, announce: setAnnouncement, focusPending };
}
