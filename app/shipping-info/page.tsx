import type { Metadata } from 'next';
import { UnderConstruction } from '@/components/layout/under-construction';

export const metadata: Metadata = { title: 'Shipping Info', robots: { index: false } };

export default function ShippingInfoPage() {
  return <UnderConstruction title="Shipping Info" />;
}
