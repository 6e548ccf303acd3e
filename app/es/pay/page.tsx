import { Pay, payMetadata } from '@/app/_pages/pay';

export const metadata = payMetadata('es');

export default function SpanishPay() {
  return <Pay locale="es" />;
}
