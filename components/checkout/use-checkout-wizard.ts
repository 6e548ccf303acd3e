import { useCallback, useEffect, useReducer } from 'react';
import { pushSearch } from '@/components/ui/use-location-search';
import { stepFromSearch, stepSearch, type CheckoutStep } from './checkout-steps';
import { initialWizardState, wizardReducer } from './wizard-state';

/**
 * The wizard's state (wizard-state.ts) and its one tie to the outside: the step lives in the address bar
 * (`?step=shipping`), so Back, Forward and a reload land on it. A step the wizard moves to is written there as a
 * new history entry; a step the browser moves to (Back, Forward) comes back as `popped`. Whatever is to have focus
 * gets it once it is on screen (`focusPending`, also run when a step's code arrives).
 */
export function useCheckoutWizard() {
  const [state, dispatch] = useReducer(wizardReducer, window.location.search, (search) =>
    initialWizardState(stepFromSearch(search)),
  );

  useEffect(() => {
    const onPopState = () => dispatch({ type: 'popped', step: stepFromSearch(window.location.search) });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    const inBar = stepFromSearch(window.location.search);
    // Remembering where the entry came from lets Back go back through history when it can.
    if (state.step !== inBar) pushSearch(stepSearch(state.step), { checkoutFrom: inBar });
  }, [state.step]);

  /** Back: through the browser's history when the step before is the entry before, else a move of its own. */
  const back = useCallback((current: CheckoutStep) => {
    const previous = (current - 1) as CheckoutStep;
    const history = window.history.state as { checkoutFrom?: unknown } | null;
    if (history?.checkoutFrom === previous) window.history.back();
    else dispatch({ type: 'go', step: previous });
  }, []);

  const focusPending = useCallback(() => {
    const target = state.focus && document.getElementById(state.focus);
    if (!target) return;
    target.focus();
    dispatch({ type: 'focused' });
  }, [state.focus]);
  useEffect(focusPending, [focusPending]);

  return { state, dispatch, back, focusPending };
}
