import type { Metadata } from 'next';
import { site } from '@/data/site';
import { pageMetadata } from '@/lib/domain/seo';
import { InboxPage } from '@/components/inbox/inbox-page';

// The supplier's inbox: not linked, not in the sitemap, never indexed.
export const metadata: Metadata = pageMetadata({
  title: 'Orders and messages',
  description: `The inbox of ${site.name}: orders, messages and reviews sent through the website.`,
  path: '/orders/',
  index: false,
});

export default function OrdersPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">Orders and messages</h1>
      <InboxPage />
    </div>
  );
}
