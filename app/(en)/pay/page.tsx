import type { Metadata } from 'next';
import { site } from '@/data/site';
import { pageMetadata } from '@/lib/domain/seo';
import { PayBillForm } from '@/components/pay/pay-bill-form';

export const metadata: Metadata = pageMetadata({
  title: 'Pay a Bill',
  description: `Pay your ${site.name} bill by card: enter the order number from your bill and your ZIP code.`,
  path: '/pay/',
  index: false,
});

export default function PayPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">Pay a Bill</h1>
      <p className="mt-2 text-lg text-slate-700">
        Enter the order number from your bill or confirmation and the ZIP code the order ships to.
      </p>
      <PayBillForm />
    </div>
  );
}
