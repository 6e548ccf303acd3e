import { CheckoutPage, checkoutMetadata } from '@/app/_pages/checkout';

export const metadata = checkoutMetadata('en');

export default function EnglishCheckout() {
  return <CheckoutPage locale="en" />;
}
