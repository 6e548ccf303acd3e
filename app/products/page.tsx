import type { Metadata } from 'next';
import { ListingPage } from '@/components/listing/listing-page';
import { absoluteUrl } from '@/lib/paths';

export const metadata: Metadata = {
  title: 'All Medical Equipment',
  description:
    'Shop CPAP machines, oxygen concentrators, wheelchairs, walkers, hospital beds and braces. Medicare Part B accepted, free standard shipping.',
  alternates: { canonical: absoluteUrl('/products/') },
};

export default function ProductsPage() {
  return <ListingPage />;
}
