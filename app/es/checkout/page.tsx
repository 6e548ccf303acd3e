import { CheckoutPage, checkoutMetadata } from '@/app/_pages/checkout';

export const metadata = checkoutMetadata('es');

export default function SpanishCheckout() {
  return <CheckoutPage locale="es" />;
}
