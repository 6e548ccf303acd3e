import { ShoppingCart } from '@/components/ui/icons';
import { ButtonLink } from '@/components/ui/button';
import { addressedNames } from '@/lib/domain/cart';
import { storageKeys } from '@/lib/domain/storage-keys';
import type { Locale } from '@/lib/domain/locale';
import type { CheckoutWords } from './checkout-words';

const EMPTY_CART_ID = 'empty-cart';

// Run as the page is read, before its first paint: a browser that keeps no cart line, off a confirmation's address,
// sees its empty cart at once, not after the checkout's code has come. Anything it cannot read is left to the island.
// Nor does one that comes to add a product (Add to Cart pressed before its page was ready: lib/domain/cart.ts).
const showEmptyCart = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(storageKeys.cart)})||'null'),q=new URLSearchParams(location.search);if(!(c&&c.state&&c.state.lines&&c.state.lines.length)&&q.get('step')!=='confirmation'&&!q.has(${JSON.stringify(addressedNames.id)}))document.getElementById(${JSON.stringify(EMPTY_CART_ID)}).hidden=false}catch(e){}`;

/**
 * The checkout with nothing in the cart: a way back to the products. It is part of the page's HTML, hidden until
 * shown by the script after it when the browser keeps no cart, and by the checkout's island whenever it finds the
 * cart empty (EmptyCartShown), which hides it again when the cart is not.
 */
export function EmptyCart({ words, locale }: { words: CheckoutWords; locale: Locale }) {
  return (
    <>
      {/* The script shows it before React reads the page: React leaves the attribute as the script left it. */}
      <div id={EMPTY_CART_ID} hidden suppressHydrationWarning className="py-12 text-center">
        <ShoppingCart aria-hidden className="mx-auto size-14 text-slate-400" />
        <h2 className="mt-4 text-2xl font-bold">{words.emptyTitle}</h2>
        <p className="mt-2 text-slate-700">{words.emptyText}</p>
        <ButtonLink locale={locale} href="/products/" size="lg" className="mt-6">
          {words.continueShopping}
        </ButtonLink>
      </div>
      <script dangerouslySetInnerHTML={{ __html: showEmptyCart }} />
    </>
  );
}
