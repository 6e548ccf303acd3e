import type { Metadata } from 'next';
import { CheckCircle2, Search } from '@/components/ui/icons';
import { site } from '@/data/site';
import { pageMetadata } from '@/lib/domain/seo';
import { TrackOrderForm } from '@/components/track-order/track-order-form';

export const metadata: Metadata = pageMetadata({
  title: 'Track Your Order',
  description: `See where your ${site.name} order is: enter the order number from your confirmation and your ZIP code.`,
  path: '/track-order/',
  index: false,
});

export default function TrackOrderPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">Track Your Order</h1>
      <p className="mt-2 text-lg text-slate-700">
        Enter the order number from your confirmation and the ZIP code the order ships to.
      </p>
      <TrackOrderForm
        icons={{
          search: <Search aria-hidden className="size-5" />,
          done: <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />,
        }}
      />
    </div>
  );
}
