'use client';

import { Suspense, lazy, useEffect, useState } from 'react';
import { loadPricedProduct } from '@/lib/cart-prices';
import { checkoutTitle, stepFromSearch } from '@/lib/checkout';
import { useLocationSearch } from '@/lib/use-location-search';
import { useCartStore } from '@/store/cart-store';
import { EmptyCart } from './empty-cart';
import { StepBoundary } from './step-boundary';

const CheckoutWizard = lazy(() => import('./checkout-wizard').then((m) => ({ default: m.CheckoutWizard })));

/**
 * The checkout page's island. An empty cart is answered at once, with none of the wizard's code; a cart with
 * something in it loads the wizard and, alongside it, the lines' prices (kept by lib/cart-prices.ts for the
 * wizard), so the wizard's code costs no extra wait. Once shown, the wizard stays: it has its own answer for a
 * cart emptied on the way, and the order it has just placed empties the cart.
 */
export function Checkout() {
  const hydrated = useCartStore((s) => s.hydrated);
  const ids = useCartStore((s) => s.lines.map((l) => l.id).join(','));
  const search = useLocationSearch();
  const [wizard, setWizard] = useState(false);
  // A confirmation is shown from what the tab kept of the order, with the cart already empty.
  const wanted = hydrated && search !== null && (ids !== '' || stepFromSearch(search) === 4);
  if (wanted && !wizard) setWizard(true);

  useEffect(() => {
    // A price that fails here is tried again by the wizard.
    if (ids !== '') for (const id of ids.split(',')) loadPricedProduct(Number(id)).catch(() => {});
  }, [ids]);

  const title = <title>{checkoutTitle(search === null ? 1 : stepFromSearch(search))}</title>;
  const busy = <div aria-busy="true">{title}</div>;
  if (wizard)
    return (
      <StepBoundary>
        <Suspense fallback={busy}>
          <CheckoutWizard />
        </Suspense>
      </StepBoundary>
    );
  if (!hydrated || search === null) return busy;
  return <EmptyCart title={title} />;
}
