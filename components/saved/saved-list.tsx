'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { loadPricedProduct } from '@/lib/browser/cart-prices';
import type { PricedProduct } from '@/lib/domain/priced-product';
import { formatMoney } from '@/lib/domain/money';
import { assetPath, productPath } from '@/lib/domain/paths';
import { useSavedHydrated, useSavedStore } from '@/store/saved-store';
import { AddToCartButton } from '@/components/product/add-to-cart-button';
import { ProductImage } from '@/components/product/product-image';
import { Button, ButtonLink } from '@/components/ui/button';
import { Link } from '@/components/ui/link';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; products: PricedProduct[] };

/** The products saved on this device, each priced from its catalogue file; one the store no longer sells leaves. */
export function SavedList({ emptyIcon }: { emptyIcon: ReactNode }) {
  const ids = useSavedStore((s) => s.ids);
  const hydrated = useSavedHydrated();
  const remove = useSavedStore((s) => s.remove);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = ids.join(',');

  useEffect(() => {
    void useSavedStore.persist.rehydrate();
  }, []);

  useEffect(() => {
    if (!hydrated) return;
    let current = true;
    const wanted = key === '' ? [] : key.split(',').map(Number);
    Promise.all(wanted.map((id) => loadPricedProduct(id))).then(
      (found) => {
        if (!current) return;
        wanted.forEach((id, i) => found[i] === null && remove(id));
        setLoaded({ status: 'ready', products: found.filter((p): p is PricedProduct => p !== null) });
      },
      () => current && setLoaded({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [hydrated, key, attempt, remove]);

  if (loaded.status === 'loading') return <div aria-busy="true" />;
  if (loaded.status === 'failed')
    return (
      <div role="alert" className="py-10 text-center">
        <p className="text-lg">We couldn’t load your saved products. Check your connection and try again.</p>
        <Button className="mt-4" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    );
  if (loaded.products.length === 0)
    return (
      <div className="py-10 text-center">
        {emptyIcon}
        <p className="mt-3 text-lg">Nothing saved yet.</p>
        <p className="mt-1 text-slate-700">
          Tap the heart on a product’s page to keep it here on this device.
        </p>
        <ButtonLink locale="en" href="/products/" size="lg" className="mt-6">
          Browse products
        </ButtonLink>
      </div>
    );
  return (
    <ul aria-label="Saved products" className="divide-y divide-slate-200">
      {loaded.products.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center gap-4 py-4">
          <ProductImage
            src={p.image}
            alt={p.imageAlt}
            width={96}
            height={72}
            sizes="96px"
            className="h-18 w-24 rounded-lg object-cover"
          />
          <div className="min-w-40 flex-1">
            <Link locale="en" href={productPath(p.id)} className="text-brand-700 font-semibold underline">
              {p.name}
            </Link>
            <p className="text-slate-700">{formatMoney(p.price)}</p>
            {p.medicareEligible ? (
              <p className="text-sm font-semibold text-emerald-800">Medicare eligible</p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <AddToCartButton
              id={p.id}
              name={p.name}
              words={{
                label: 'Add to Cart',
                added: '{name} has been added to your cart.',
                addedTitle: 'Added to Cart',
                viewCart: 'View cart',
              }}
              cartHref={assetPath('/checkout/')}
            />
            <Button variant="secondary" onClick={() => remove(p.id)}>
              Remove<span className="sr-only"> {p.name}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
