'use client';

import { Suspense, lazy, useEffect, useLayoutEffect } from 'react';
import { fetchPriceFile } from '@/lib/browser/price-files';
import { checkoutTitle, stepFromSearch } from './checkout-steps';
import { useLocationSearch } from '@/components/ui/use-location-search';
import { useCartStore } from '@/store/cart-store';
import { EmptyCartShown, showEmptyCart } from './empty-cart-shown';
import { StepBoundary } from './step-boundary';
import { useCheckoutWords } from './checkout-words';

const CheckoutWizard = lazy(() => import('./checkout-wizard').then((m) => ({ default: m.CheckoutWizard })));

/**
 * The checkout page's island. An empty cart is answered at once, with none of the wizard's code: the page draws it
 * (empty-cart.tsx) and often shows it before this code has come. A cart with something in it loads the wizard and,
 * alongside it, the lines' price files (kept by lib/browser/price-files.ts for the wizard, which reads them), so the
 * wizard's code costs no extra wait. The order the wizard places empties the cart only once the address bar shows
 * its confirmation (checkout-wizard.tsx), so the wizard stays for it.
 */
export function Checkout() {
  const hydrated = useCartStore((s) => s.hydrated);
  const ids = useCartStore((s) => s.lines.map((l) => l.id).join(','));
  const search = useLocationSearch();
  const { words } = useCheckoutWords();
  // A confirmation is shown from what the tab kept of the order, with the cart already empty.
  const wanted = hydrated && search !== null && (ids !== '' || stepFromSearch(search) === 4);

  // The page's empty cart goes when there is something to check out (a line added in another tab after the page's
  // script looked); the wizard's own empty cart (EmptyCartShown, a passive effect) comes after this one.
  useLayoutEffect(() => {
    if (wanted) showEmptyCart(false);
  }, [wanted]);

  useEffect(() => {
    // A price that fails here is tried again by the wizard.
    if (ids !== '') for (const id of ids.split(',')) fetchPriceFile(Number(id)).catch(() => {});
  }, [ids]);

  const title = <title>{checkoutTitle(search === null ? 1 : stepFromSearch(search), words)}</title>;
  const busy = <div aria-busy="true">{title}</div>;
  if (wanted)
    return (
      <StepBoundary>
        <Suspense fallback={busy}>
          <CheckoutWizard />
        </Suspense>
      </StepBoundary>
    );
  if (!hydrated || search === null) return busy;
  return <EmptyCartShown title={title} />;
}
