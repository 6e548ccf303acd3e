'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { fetchPriceFile } from '@/lib/browser/price-files';
import type { PricedProduct } from '@/lib/domain/priced-product';
import { inLanguage } from '@/lib/domain/in-language';
import { localizedHref, type Locale } from '@/lib/domain/locale';
import type english from '@/data/messages/en.json';
import { formatMoney } from '@/lib/domain/money';
import { productPath } from '@/lib/domain/paths';
import { useSavedHydrated, useSavedStore } from '@/store/saved-store';
import { AddToCartButton } from '@/components/product/add-to-cart-button';
import { ProductImage } from '@/components/product/product-image';
import { Button, ButtonLink } from '@/components/ui/button';
import { Link } from '@/components/ui/link';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; products: PricedProduct[] };

/** The products saved on this device, each priced from its catalogue file; one the store no longer sells leaves. */
export function SavedList({
  emptyIcon,
  words,
  locale,
}: {
  emptyIcon: ReactNode;
  /** The `Saved` messages of the page's language. */
  words: (typeof english)['Saved'];
  locale: Locale;
}) {
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
    // The price files are asked for at once and the code that reads them arrives beside them; a list with nothing
    // saved loads neither.
    const priced =
      wanted.length === 0
        ? Promise.resolve([])
        : Promise.all([import('@/lib/browser/cart-prices'), ...wanted.map(fetchPriceFile)]).then(
            ([{ loadPricedProduct }]) => Promise.all(wanted.map((id) => loadPricedProduct(id))),
          );
    priced.then(
      (found) => {
        if (!current) return;
        wanted.forEach((id, i) => found[i] === null && remove(id));
        setLoaded({
          status: 'ready',
          products: found.filter((p): p is PricedProduct => p !== null).map((p) => inLanguage(p, locale)),
        });
      },
      () => current && setLoaded({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [hydrated, key, attempt, remove, locale]);

  if (loaded.status === 'loading') return <div aria-busy="true" />;
  if (loaded.status === 'failed')
    return (
      <div role="alert" className="py-10 text-center">
        <p className="text-lg">{words.failed}</p>
        <Button className="mt-4" onClick={() => setAttempt((n) => n + 1)}>
          {words.tryAgain}
        </Button>
      </div>
    );
  if (loaded.products.length === 0)
    return (
      <div className="py-10 text-center">
        {emptyIcon}
        <p className="mt-3 text-lg">{words.empty}</p>
        <p className="mt-1 text-slate-700">{words.emptyHow}</p>
        <ButtonLink locale={locale} href="/products/" size="lg" className="mt-6">
          {words.browse}
        </ButtonLink>
      </div>
    );
  return (
    <ul aria-label={words.list} className="divide-y divide-slate-200">
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
            <Link locale={locale} href={productPath(p.id)} className="text-brand-700 font-semibold underline">
              {p.name}
            </Link>
            <p className="text-slate-700">{formatMoney(p.price)}</p>
            {p.medicareEligible ? (
              <p className="text-sm font-semibold text-emerald-800">{words.eligible}</p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <AddToCartButton
              id={p.id}
              name={p.name}
              words={{
                label: words.addToCart,
                added: words.added,
                addedTitle: words.addedTitle,
                viewCart: words.viewCart,
              }}
              cartHref={localizedHref(locale, '/checkout/').href}
            />
            <Button variant="secondary" onClick={() => remove(p.id)}>
              {words.remove}
              <span className="sr-only"> {p.name}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
