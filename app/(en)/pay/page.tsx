import { Pay, payMetadata } from '@/app/_pages/pay';

export const metadata = payMetadata('en');

export default function EnglishPay() {
  return <Pay locale="en" />;
}
