import { formatMoney, type Cents } from './money';
import { carriers, type Carrier, type OrderStatus, type Payer } from './order-path';
import type english from '@/data/messages/en.json';
import { fill } from './fill';

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
  rental: {
    month: number;
    months: number;
    nextBillingDate: string | null;
    serviceUntil?: string | null;
  } | null;
  /** The bill for her share that is open, if any. */
  bill: { amount: Cents; month: number | null } | null;
  paid: Cents;
  refunded: Cents;
  /** What Medicare paid for the month last claimed, once it has. */
  medicarePaid?: Cents | null;
  /** The payments she made for the order itself (not her share), each when she made it. */
  payments?: readonly { amount: Cents; at: string; for: 'order' | 'share' }[];
}

/** An order's words in the patient's language: the Order messages (data/messages/), filled in here. */
export type OrderWords = (typeof english)['Order'];

const month = (o: Pick<TrackedOrder, 'rental'>, words: OrderWords, n?: number | null) =>
  o.rental && n ? fill(words.month, { month: n, months: o.rental.months }) : '';

/** A step as the patient's timeline names it. */
function stepLabel(payer: Payer, status: OrderStatus, words: OrderWords): string {
  if (status === 'confirmed')
    return payer === 'medicare' ? words.steps.confirmedMedicare : words.steps.confirmed;
  if (status === 'paid') return payer === 'medicare' ? words.steps.paidMedicare : words.steps.paid;
  return words.steps[status];
}

/** The timeline's entries, oldest first: what happened, with the rental month where there is one. */
export function timeline(o: TrackedOrder, words: OrderWords): { label: string; at: string }[] {
  // A payment for the order is dated when she made it; a card order's "paid" step, the moment a specialist confirmed
  // the order she had paid for already, is then not another payment.
  const payments = (o.payments ?? []).filter((p) => p.for === 'order');
  const steps = o.steps
    .filter((s) => !(o.payer === 'card' && s.status === 'paid' && payments.length > 0))
    .map((s) => ({ label: `${stepLabel(o.payer, s.status, words)}${month(o, words, s.month)}`, at: s.at }));
  const paid = payments.map((p) => ({
    label: fill(words.paymentMade, { amount: formatMoney(p.amount) }),
    at: p.at,
  }));
  return [...steps, ...paid].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/** Where the order is, what that means for her, and what happens next. `date` names a day in her language. */
export function orderStory(
  o: TrackedOrder,
  words: OrderWords,
  date: (iso: string) => string,
): { now: string; meaning: string; next: string } {
  const w = words;
  const rentalMonth = { month: o.rental ? month(o, w, o.rental.month) : '' };
  const carrier = o.carrier ? carriers[o.carrier].name : null;
  const refunded = { refunded: o.refunded > 0 ? fill(w.refunded, { amount: formatMoney(o.refunded) }) : '' };
  switch (o.status) {
    case 'received':
      if (o.payer === 'medicare')
        return {
          now: w.receivedNow,
          meaning: fill(w.receivedMedicareMeaning, {
            paid: o.paid > 0 ? fill(w.receivedMedicarePaid, { amount: formatMoney(o.paid) }) : w.payNothing,
          }),
          next: w.receivedMedicareNext,
        };
      return o.paid > 0
        ? {
            now: w.receivedPaidNow,
            meaning: fill(w.receivedPaidMeaning, { amount: formatMoney(o.paid) }),
            next: w.receivedPaidNext,
          }
        : { now: w.receivedNow, meaning: w.receivedMeaning, next: w.receivedNext };
    case 'paperwork':
      return { now: w.paperworkNow, meaning: w.paperworkMeaning, next: w.paperworkNext };
    case 'confirmed':
      return o.payer === 'medicare'
        ? { now: w.confirmedMedicareNow, meaning: w.confirmedMedicareMeaning, next: w.confirmedMedicareNext }
        : { now: w.confirmedNow, meaning: w.confirmedMeaning, next: w.confirmedNext };
    case 'paid':
      if (o.payer === 'card')
        return {
          now: w.paidCardNow,
          meaning: fill(w.paidCardMeaning, { amount: formatMoney(o.paid) }),
          next: w.paidCardNext,
        };
      return {
        now: fill(w.paidShareNow, rentalMonth),
        meaning: w.paidShareMeaning,
        next: o.rental?.nextBillingDate
          ? fill(w.paidShareNextMonth, { date: date(o.rental.nextBillingDate) })
          : w.paidShareNextNone,
      };
    case 'shipped':
      return {
        now: w.shippedNow,
        meaning: carrier
          ? o.trackingNumber
            ? fill(w.shippedWithTracking, { carrier, number: o.trackingNumber })
            : fill(w.shippedWith, { carrier })
          : w.shippedMeaning,
        next: w.shippedNext,
      };
    case 'delivered':
      return o.payer === 'medicare'
        ? { now: w.deliveredMedicareNow, meaning: w.payNothing, next: w.deliveredMedicareNext }
        : { now: w.deliveredNow, meaning: fill(w.deliveredMeaning, refunded), next: w.deliveredNext };
    case 'claim-submitted':
      return { now: fill(w.claimNow, rentalMonth), meaning: w.payNothing, next: w.claimNext };
    case 'medicare-paid':
      return {
        now:
          o.medicarePaid != null
            ? fill(w.medicarePaidAmount, { ...rentalMonth, amount: formatMoney(o.medicarePaid) })
            : fill(w.medicarePaidNow, rentalMonth),
        meaning: w.medicarePaidMeaning,
        next: w.medicarePaidNext,
      };
    case 'share-billed':
      return {
        now: fill(w.billNow, rentalMonth),
        meaning: o.bill ? fill(w.billMeaning, { amount: formatMoney(o.bill.amount) }) : w.billMeaningNone,
        next: w.billNext,
      };
    case 'closed':
      return {
        now: w.closedNow,
        meaning: o.rental?.serviceUntil ? w.closedOxygen : o.rental ? w.closedRental : w.closedMeaning,
        next: w.closedNext,
      };
    case 'cancelled':
      return {
        now: w.cancelledNow,
        meaning: fill(w.cancelledMeaning, refunded),
        next: o.paid > o.refunded ? w.cancelledReturned : w.cancelledAgain,
      };
    case 'refunded':
      return {
        now: w.refundedNow,
        meaning: fill(w.refundedMeaning, { amount: formatMoney(o.refunded) }),
        next: w.refundedNext,
      };
  }
}

/** The remittance's words in the patient's language (the Remittance messages). */
export type RemittanceWords = (typeof english)['Remittance'];

/**
 * Why her share is what it is, from Medicare's remittance: what Medicare approved and paid, then her share's parts
 * (her deductible, her 20% coinsurance, anything she agreed to pay on an ABN), joined as her language joins a list;
 * nothing owed for a Qualified Medicare Beneficiary, or when nothing is hers.
 */
export function remittanceStory(
  r: { allowed: Cents; paid: Cents; share: Cents; deductible: Cents; coinsurance: Cents; billed: Cents },
  w: RemittanceWords,
  locale: 'en' | 'es',
): string {
  const figures = { allowed: formatMoney(r.allowed), paid: formatMoney(r.paid) };
  if (r.share > 0 && r.billed === 0) return fill(w.qmb, figures);
  if (r.share === 0) return fill(w.nothing, figures);
  const other = r.share - r.deductible - r.coinsurance;
  const parts = [
    r.deductible > 0 && fill(w.deductible, { amount: formatMoney(r.deductible) }),
    r.coinsurance > 0 && fill(w.coinsurance, { amount: formatMoney(r.coinsurance) }),
    other > 0 && fill(w.abn, { amount: formatMoney(other) }),
  ].filter((p): p is string => Boolean(p));
  return fill(w.why, {
    ...figures,
    share: formatMoney(r.share),
    parts: new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts),
  });
}
