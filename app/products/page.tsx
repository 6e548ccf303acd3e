import type { Metadata } from 'next';
import { ListingPage } from '@/components/listing/listing-page';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'All Medical Equipment',
  description:
    'Shop CPAP machines, oxygen concentrators, wheelchairs, walkers, hospital beds and braces. Medicare Part B accepted, free standard shipping.',
  path: '/products/',
});

export default function ProductsPage() {
  return <ListingPage />;
}
