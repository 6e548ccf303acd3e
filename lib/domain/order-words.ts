import { formatMoney, type Cents } from './money';
import { carriers, type Carrier, type OrderStatus, type Payer } from './order-path';
import { formatStoreDate } from './store-time';

/**
 * What an order's steps mean to the patient, in her words: Track Order shows them, and the e-mails use the same
 * sentences. Nothing here says "paid" before she has paid, and nothing names a product, a condition or a Medicare
 * detail beyond the month of a rental and the amounts that are hers.
 */

/** What Track Order knows of an order (the intake's answer, lib/domain/intake-contract.ts). */
export interface TrackedOrder {
  payer: Payer;
  status: OrderStatus;
  steps: readonly { status: OrderStatus; at: string; month?: number | null }[];
  carrier: Carrier | null;
  trackingNumber: string | null;
  /** A rental's month being billed, how many Medicare rents it for, and the next month's billing date. */
  rental: { month: number; months: number; nextBillingDate: string | null } | null;
  /** The bill for her share that is open, if any. */
  bill: { amount: Cents; month: number | null } | null;
  paid: Cents;
  refunded: Cents;
}

const month = (o: Pick<TrackedOrder, 'rental'>, n?: number | null) =>
  o.rental && n ? ` (month ${n} of ${o.rental.months})` : '';

/** A step as the patient's timeline names it. */
function stepLabel(payer: Payer, status: OrderStatus): string {
  switch (status) {
    case 'received':
      return 'Order received';
    case 'paperwork':
      return 'Getting your prescription';
    case 'confirmed':
      return payer === 'medicare' ? 'Medicare coverage checked' : 'Confirmed with you';
    case 'paid':
      return payer === 'medicare' ? 'Your share paid' : 'Payment received';
    case 'shipped':
      return 'Shipped';
    case 'delivered':
      return 'Delivered';
    case 'claim-submitted':
      return 'Claim sent to Medicare';
    case 'medicare-paid':
      return 'Medicare paid its part';
    case 'share-billed':
      return 'Bill for your share sent';
    case 'closed':
      return 'Completed';
    case 'cancelled':
      return 'Cancelled';
    case 'refunded':
      return 'Refunded';
  }
}

/** The timeline's entries, oldest first: what happened, with the rental month where there is one. */
export function timeline(o: TrackedOrder): { label: string; at: string }[] {
  return o.steps.map((s) => ({ label: `${stepLabel(o.payer, s.status)}${month(o, s.month)}`, at: s.at }));
}

/** Where the order is, what that means for her, and what happens next. */
export function orderStory(o: TrackedOrder): { now: string; meaning: string; next: string } {
  const rentalMonth = o.rental ? month(o, o.rental.month) : '';
  const carrier = o.carrier ? carriers[o.carrier].name : null;
  const refunded = o.refunded > 0 ? ` We refunded ${formatMoney(o.refunded)}.` : '';
  switch (o.status) {
    case 'received':
      if (o.payer === 'medicare')
        return {
          now: 'We have your order',
          meaning: `${
            o.paid > 0
              ? `Your payment of ${formatMoney(o.paid)} for the items Medicare does not cover is received; for the rest you pay nothing now.`
              : 'You pay nothing now.'
          } Medicare needs a written order from your doctor before we can deliver.`,
          next: 'We ask your doctor’s office for the prescription, and call you if we need anything from you.',
        };
      return o.paid > 0
        ? {
            now: 'We have your order and your payment',
            meaning: `Your payment of ${formatMoney(o.paid)} is received.`,
            next: 'A specialist calls you within one business day to confirm the details, then we ship.',
          }
        : {
            now: 'We have your order',
            meaning: 'Nothing has been charged yet.',
            next: 'A specialist calls you within one business day to confirm the details and take payment.',
          };
    case 'paperwork':
      return {
        now: 'We are getting your prescription',
        meaning: 'We have asked your doctor’s office for the written order Medicare needs.',
        next: 'Once it arrives we check your Medicare coverage and call you to arrange delivery.',
      };
    case 'confirmed':
      return o.payer === 'medicare'
        ? {
            now: 'Your coverage is checked',
            meaning: 'Your prescription is in and Medicare coverage is confirmed. You still pay nothing now.',
            next: 'We deliver your equipment and show you how to use it. You sign a delivery ticket when it arrives.',
          }
        : {
            now: 'Your order is confirmed',
            meaning: 'A specialist has gone through the order with you. Nothing has been charged yet.',
            next: 'We take payment as agreed on the call, then ship your order.',
          };
    case 'paid':
      if (o.payer === 'card')
        return {
          now: 'Your payment is received',
          meaning: `We received ${formatMoney(o.paid)}. Thank you.`,
          next: 'We pack your order and ship it within 1-2 business days.',
        };
      return {
        now: `Your share is paid${rentalMonth}`,
        meaning: 'Thank you: there is nothing to pay for this month.',
        next: o.rental?.nextBillingDate
          ? `Next month’s claim goes to Medicare on ${formatStoreDate(o.rental.nextBillingDate)}.`
          : 'Nothing more: this order is complete once we close it.',
      };
    case 'shipped':
      return {
        now: 'Your order is on its way',
        meaning: carrier
          ? `It ships with ${carrier}${o.trackingNumber ? `, tracking number ${o.trackingNumber}` : ''}.`
          : 'It is on its way to you.',
        next: 'Someone should be home to receive it. Call us if it has not arrived in the time given.',
      };
    case 'delivered':
      return o.payer === 'medicare'
        ? {
            now: 'Your equipment is delivered',
            meaning: 'You pay nothing now.',
            next: 'We send the claim to Medicare. After Medicare pays, we send you a bill for your share, if any.',
          }
        : {
            now: 'Your order is delivered',
            meaning: `Returns are accepted within 30 days.${refunded}`,
            next: 'Call us if anything is wrong or missing.',
          };
    case 'claim-submitted':
      return {
        now: `We sent the claim to Medicare${rentalMonth}`,
        meaning: 'You pay nothing now.',
        next: 'Medicare usually pays within 30 days. Then we send you a bill for your share, if any.',
      };
    case 'medicare-paid':
      return {
        now: `Medicare has paid its part${rentalMonth}`,
        meaning: 'The rest is your share, after your deductible and 20% coinsurance.',
        next: 'We send you a bill for your share, which you can pay online or by phone.',
      };
    case 'share-billed':
      return {
        now: `Your bill is ready${rentalMonth}`,
        meaning: o.bill
          ? `Your share is ${formatMoney(o.bill.amount)}.`
          : 'Your share is on the bill we sent.',
        next: 'Pay it online on our Pay a Bill page, or call us. A Medigap or Medicaid plan may pay it for you.',
      };
    case 'closed':
      return {
        now: 'Your order is complete',
        meaning: o.rental
          ? 'Medicare and your share are paid for every month. The equipment is yours to keep.'
          : 'Medicare and your share are paid.',
        next: 'Nothing more to do. Call us if you need supplies or service.',
      };
    case 'cancelled':
      return {
        now: 'Your order is cancelled',
        meaning: `Nothing more will be charged.${refunded}`,
        next:
          o.paid > o.refunded
            ? 'Your payment is returned to you.'
            : 'Call us if you would like to order again.',
      };
    case 'refunded':
      return {
        now: 'Your order is refunded',
        meaning: `We returned ${formatMoney(o.refunded)}.`,
        next: 'It reaches your account within 5-10 business days, depending on your bank.',
      };
  }
}
