import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { useCheckoutWords } from './checkout-words';

/** The checkout with nothing in the cart: a way back to the products. `title` is the page's <title>. */
export function EmptyCart({ title }: { title: ReactNode }) {
  const { words, locale } = useCheckoutWords();
  return (
    <div className="py-12 text-center">
      {title}
      <SpriteIcon name="cart" className="mx-auto size-14 text-slate-400" />
      <h2 className="mt-4 text-2xl font-bold">{words.emptyTitle}</h2>
      <p className="mt-2 text-slate-700">{words.emptyText}</p>
      <ButtonLink locale={locale} href="/products/" size="lg" className="mt-6">
        {words.continueShopping}
      </ButtonLink>
    </div>
  );
}
