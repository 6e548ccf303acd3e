import { formatAddress } from '@/data/facts';
import { contact } from '@/data/contact';
import { site } from '@/data/site';
import type { PaymentStatus } from '@/lib/domain/intake-contract';
import type { Locale } from '@/lib/domain/locale';
import { formatMoney } from '@/lib/domain/money';
import { formatStoreTime } from '@/lib/domain/store-time';
import { fill } from '@/lib/domain/fill';
import type { CheckoutWords } from './checkout-words';

export type ReceiptWords = CheckoutWords['receipt'];

/** Whose receipt it is and where to call: the store's name, address and phone on one line. */
export function storeLine(): string {
  return `${site.name} · ${formatAddress()} · ${contact.phone}`;
}

/**
 * A receipt for what she has paid on an order, as the intake recorded it: each payment, when she made it (on the
 * store's clock) and how, under the store's name, address and phone, so it prints as a receipt. Shown on the
 * confirmation once Stripe's word has arrived, and on Pay a Bill.
 */
export function PaymentReceipt({
  orderNumber,
  payments,
  words,
  locale,
}: {
  orderNumber: string;
  payments: PaymentStatus['payments'];
  words: ReceiptWords;
  locale: Locale;
}) {
  if (payments.length === 0) return null;
  const total = payments.reduce((sum, p) => sum + p.amount, 0);
  return (
    <section
      aria-labelledby={`receipt-${orderNumber}`}
      className="mt-4 rounded-lg border border-slate-300 bg-white p-4 text-base"
      data-testid="payment-receipt"
    >
      <h4 id={`receipt-${orderNumber}`} className="text-lg font-bold">
        {fill(words.title, { number: orderNumber })}
      </h4>
      <p className="text-slate-700">{storeLine()}</p>
      <ul className="mt-2 space-y-1">
        {payments.map((p) => (
          <li key={`${p.at}-${p.amount}`}>
            {fill(p.how === 'online' ? words.paidOnline : words.paidPhone, {
              amount: formatMoney(p.amount),
              time: formatStoreTime(p.at, locale),
            })}{' '}
            {p.for === 'share'
              ? p.month
                ? fill(words.forMonth, { month: p.month })
                : words.forShare
              : words.forOrder}
          </li>
        ))}
      </ul>
      {payments.length > 1 ? (
        <p className="mt-1 font-semibold">{fill(words.total, { amount: formatMoney(total) })}</p>
      ) : null}
    </section>
  );
}
