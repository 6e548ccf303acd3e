import type { Metadata } from 'next';
import { site } from '@/data/site';
import { pageMetadata } from '@/lib/seo';
import { UnderConstruction } from '@/components/layout/under-construction';

export const metadata: Metadata = pageMetadata({
  title: 'Shipping Info',
  description: `The shipping info page of ${site.name}, a home medical equipment supplier in Jamaica, NY.`,
  path: '/shipping-info/',
  index: false,
});

export default function ShippingInfoPage() {
  return <UnderConstruction title="Shipping Info" />;
}
