'use client';

import { Suspense, lazy, useEffect, useLayoutEffect } from 'react';
import { fetchPriceFile } from '@/lib/browser/price-files';
import { checkoutTitle, stepFromSearch } from './checkout-steps';
import { replaceSearch, useLocationSearch } from '@/components/ui/use-location-search';
import { addressedAdd } from '@/lib/domain/addressed-add';
import { addressedNames } from '@/lib/domain/cart';
import { isKnownProduct, useCartStore } from '@/store/cart-store';
import { EmptyCartShown, showEmptyCart } from './empty-cart-shown';
import { StepBoundary } from './step-boundary';
import { useCheckoutWords } from './checkout-words';

const CheckoutWizard = lazy(() => import('./checkout-wizard').then((m) => ({ default: m.CheckoutWizard })));

/**
 * The checkout page's island. An empty cart is answered at once, with none of the wizard's code: the page draws it
 * (empty-cart.tsx) and often shows it before this code has come. A cart with something in it loads the wizard and,
 * alongside it, the lines' price files (kept by lib/browser/price-files.ts for the wizard, which reads them), so the
 * wizard's code costs no extra wait. The order the wizard places empties the cart only once the address bar shows
 * its confirmation (checkout-wizard.tsx), so the wizard stays for it. Add to Cart pressed before its page's code had
 * come arrives here as `?add=3&quantity=2` (lib/domain/cart.ts): the add is made once the saved cart is read, and
 * the address loses it, so a reload or Back does not add it again.
 */
export function Checkout() {
  const hydrated = useCartStore((s) => s.hydrated);
  const add = useCartStore((s) => s.add);
  const ids = useCartStore((s) => s.lines.map((l) => l.id).join(','));
  const search = useLocationSearch();
  const { words } = useCheckoutWords();
  const adding = search !== null && new URLSearchParams(search).has(addressedNames.id);
  // A confirmation is shown from what the tab kept of the order, with the cart already empty.
  const wanted = hydrated && search !== null && (ids !== '' || adding || stepFromSearch(search) === 4);

  // Before the first paint with the cart read, so the empty cart is never shown for a moment. The address is read
  // as it is now, so the add is made once, however often this runs.
  useLayoutEffect(() => {
    if (!hydrated || !adding) return;
    const addressed = addressedAdd(window.location.search, isKnownProduct);
    if (addressed === null) return;
    replaceSearch(addressed.rest);
    // Told to the other tabs as any add is.
    if (addressed.change?.type === 'add') add(addressed.change.id, addressed.change.quantity);
  }, [hydrated, adding, add]);

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
