import type { Metadata } from 'next';
import { CheckoutWizard } from '@/components/checkout/checkout-wizard';
import { getProducts, toPricedProduct } from '@/lib/catalog';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Checkout',
  description: 'Review your cart, choose shipping and pay by card, Medicare Part B or financing.',
  path: '/checkout/',
});

export default function CheckoutPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold">Checkout</h1>
      <CheckoutWizard catalog={getProducts().map(toPricedProduct)} />
    </div>
  );
}
