import type {
  Claim,
  EligibilityCheck,
  OrderDetail,
  OrderDocument,
  OrderQuery,
  OrderRow,
  Remittance,
  TimelineEntry,
} from '@/lib/domain/admin-contract';
import type { PaymentSchedule, RentalShare } from '@/lib/domain/estimate';
import type { OrderTotals } from '@/lib/domain/intake-contract';
import type { PaymentMethod } from '@/lib/domain/payment-methods';
import { formatMoney } from '@/lib/domain/money';
import {
  allowedMoves,
  carriers,
  rentalBillingDate,
  statusLabels,
  trackingLink,
  type Carrier,
  type OrderStatus,
  type PathState,
} from '@/lib/domain/order-path';
import { searchTerms } from '@/lib/domain/order-search';
import { rentalItems } from '@/lib/domain/rentals';
import { formatDay, storeDay, storeDayEnd, storeDayStart } from '@/lib/domain/store-time';

/** An order's row as D1 holds it. */
export interface OrderRecord {
  number: string;
  idempotency_key: string;
  status: OrderStatus;
  placed_at: string;
  shipping_json: string;
  zip5: string;
  shipping_method: string;
  payment_method: PaymentMethod;
  totals_json: string;
  sealed_medicare: string | null;
  tracking_number: string | null;
  due_now_cents: number;
  receipt: string | null;
  checkout_session: string | null;
  checkout_url: string | null;
  checkout_expires: string | null;
  checkout_count: number;
  checkout_return: string | null;
  schedule_json: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone_digits: string;
  carrier: Carrier | null;
  paid_cents: number;
  refunded_cents: number;
  bill_cents: number | null;
  rental_months: number | null;
  rental_month: number | null;
  delivered_at: string | null;
  deductible: OrderDetail['deductible'];
  rentals_json: string;
  /** The language she ordered in (migrations/0005). */
  language: 'en' | 'es';
  /** What Medicare paid for the month being billed; whether staff set the order aside as junk (migrations/0006). */
  medicare_paid_cents: number | null;
  junk: number;
  /** A rental ended early: the day, why, and the note (migrations/0011). */
  rental_ended_on: string | null;
  rental_end_reason: 'returned' | 'hospital' | 'death' | 'other' | null;
  rental_end_note: string | null;
  /** Her patient record (migrations/0012). */
  patient_id: number | null;
  search_text: string;
  /** A refill order: the cycle it answers and the first day it may ship (migrations/0017). */
  refill_id: number | null;
  ship_from: string | null;
  /** When it left with its carrier (migrations/0018). */
  shipped_at: string | null;
}

/** A claim's row as D1 holds it (migrations/0009, states from 0010). */
export interface ClaimRecord {
  id: number;
  order_number: string;
  month: number;
  patient_control_number: string;
  state: Claim['state'];
  charge_cents: number;
  payer_id: string;
  lines_json: string;
  staff: string;
  submitted_at: string;
  correlation_id: string | null;
  answered_at: string | null;
  words_json: string;
}

export interface EventRecord {
  kind: TimelineEntry['kind'];
  status: OrderStatus | null;
  at: string;
  staff: string | null;
  detail_json: string | null;
  month: number | null;
}

/** What an event carried: a reason, an amount, a carrier and tracking number, a note. */
export interface EventDetail {
  reason?: string;
  amount?: number;
  carrier?: Carrier;
  trackingNumber?: string;
  text?: string;
  /** Medicare's proof of delivery kept: the signed delivery ticket (true), or the carrier's record of delivery. */
  proofOfDelivery?: boolean | 'carrier';
  /** The date of service a delivery gave (`YYYY-MM-DD`). */
  serviceDate?: string;
  email?: string;
}

/** Where the order stands, as its path sees it. */
export function pathState(o: OrderRecord): PathState {
  return {
    payer: o.payment_method,
    status: o.status,
    paidCents: o.paid_cents,
    refundedCents: o.refunded_cents,
    rental: o.rental_months
      ? { month: o.rental_month ?? 1, months: o.rental_months, ended: o.rental_ended_on !== null }
      : null,
  };
}

/** The list's filters as SQL: a WHERE clause and its bound values, shared by a page, its count and the CSV. */
export function orderFilter(query: OrderQuery): { where: string; values: unknown[] } {
  const clauses: string[] = [];
  const values: unknown[] = [];
  const bind = (value: unknown) => {
    values.push(value);
    return `?${values.length}`;
  };
  // Any length answers: each term is looked for with instr in the order's searchable line (no LIKE pattern limit).
  const terms = searchTerms(query.q);
  if (terms.length) clauses.push(`(${terms.map((t) => `instr(search_text, ${bind(t)}) > 0`).join(' OR ')})`);
  // Junk set aside is hidden unless asked for.
  if (query.junk === 'hide') clauses.push('junk = 0');
  if (query.junk === 'only') clauses.push('junk = 1');
  if (query.status) clauses.push(`status = ${bind(query.status)}`);
  if (query.payer) clauses.push(`payment_method = ${bind(query.payer)}`);
  if (query.from) clauses.push(`placed_at >= ${bind(storeDayStart(query.from))}`);
  if (query.to) clauses.push(`placed_at < ${bind(storeDayEnd(query.to))}`);
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', values };
}

export function orderRow(o: OrderRecord): OrderRow {
  const shipping = JSON.parse(o.shipping_json) as OrderDetail['shipping'];
  return {
    orderNumber: o.number,
    placedAt: o.placed_at,
    status: o.status,
    payer: o.payment_method,
    firstName: o.first_name,
    lastName: o.last_name,
    email: o.email,
    phone: shipping.phone,
    total: (JSON.parse(o.totals_json) as OrderTotals).total,
    junk: o.junk === 1,
    language: o.language,
  };
}

/** An event's detail in words, as the timeline shows it. */
function detailWords(e: EventRecord): string | null {
  if (!e.detail_json) return null;
  const d = JSON.parse(e.detail_json) as EventDetail;
  const parts: string[] = [];
  if (d.carrier) parts.push(`${carriers[d.carrier].name}${d.trackingNumber ? ` ${d.trackingNumber}` : ''}`);
  if (d.amount !== undefined) parts.push(formatMoney(d.amount));
  if (d.serviceDate) parts.push(`date of service ${formatDay(d.serviceDate)}`);
  if (d.proofOfDelivery)
    parts.push(
      d.proofOfDelivery === 'carrier'
        ? 'the carrier’s record of delivery kept'
        : 'signed delivery ticket kept',
    );
  if (d.email) parts.push(d.email);
  if (d.reason) parts.push(d.reason);
  if (d.text) parts.push(d.text);
  return parts.join(' · ') || null;
}

/** The order as its page in the back office shows it. */
export function orderDetail(
  o: OrderRecord,
  lines: OrderDetail['lines'],
  events: readonly EventRecord[],
  documents: OrderDocument[],
  eligibility: EligibilityCheck | null,
  claims: Claim[],
  remittances: Remittance[],
  claimDue: OrderDetail['claimDue'],
  patient: OrderDetail['patient'],
  adherence: OrderDetail['adherence'] = null,
  refill: OrderDetail['refill'] = null,
): OrderDetail {
  const delivered = o.delivered_at;
  const rental = o.rental_months
    ? {
        month: o.rental_month ?? 1,
        months: o.rental_months,
        deliveredAt: delivered,
        nextBillingDate:
          delivered && (o.rental_month ?? 1) < o.rental_months && !o.rental_ended_on
            ? rentalBillingDate(new Date(delivered), (o.rental_month ?? 1) + 1).toISOString()
            : null,
        ended: o.rental_ended_on
          ? { on: o.rental_ended_on, reason: o.rental_end_reason!, note: o.rental_end_note }
          : null,
        items: rentalItems(
          {
            status: o.status,
            month: o.rental_month ?? 1,
            deliveredAt: delivered,
            endedOn: o.rental_ended_on,
          },
          JSON.parse(o.rentals_json) as RentalShare[],
        ),
      }
    : null;
  return {
    orderNumber: o.number,
    placedAt: o.placed_at,
    status: o.status,
    payer: o.payment_method,
    shipping: JSON.parse(o.shipping_json) as OrderDetail['shipping'],
    language: o.language,
    shippingMethod: o.shipping_method,
    lines,
    totals: JSON.parse(o.totals_json) as OrderTotals,
    deductible: o.deductible,
    rentals: JSON.parse(o.rentals_json) as RentalShare[],
    schedule: o.schedule_json ? (JSON.parse(o.schedule_json) as PaymentSchedule) : null,
    paid: o.paid_cents,
    refunded: o.refunded_cents,
    bill: o.bill_cents,
    rental,
    carrier: o.carrier,
    trackingNumber: o.tracking_number,
    trackingUrl: o.carrier ? trackingLink(o.carrier, o.tracking_number) : null,
    shippedOn: o.shipped_at ? storeDay(new Date(o.shipped_at)) : null,
    documents,
    eligibility,
    claims,
    remittances,
    claimDue,
    adherence,
    refill,
    patient,
    // A claim is sent, and Medicare's payment posted from its remittance, in the Claims section: never a bare move.
    moves: allowedMoves(pathState(o)).filter((m) => m !== 'claim-submitted' && m !== 'medicare-paid'),
    sealed: { medicare: o.sealed_medicare !== null },
    timeline: events.map((e) => ({
      kind: e.kind,
      status: e.status,
      at: e.at,
      staff: e.staff,
      detail: detailWords(e),
      month: e.month,
    })),
  };
}

/** A spreadsheet cell: quoted when it must be, and never read as a formula (`=`, `+`, `-`, `@`, tab, return). */
function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvHeader = [
  'Order',
  'Placed (New York)',
  'Status',
  'Paid by',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Address',
  'City',
  'State',
  'ZIP',
  'Total',
];

/** One order as a row of the export: no sealed detail, nothing of what was ordered. */
export function csvRow(o: OrderRecord, placed: string): string {
  const s = JSON.parse(o.shipping_json) as OrderDetail['shipping'];
  const total = (JSON.parse(o.totals_json) as OrderTotals).total;
  return [
    o.number,
    placed,
    statusLabels[o.status],
    o.payment_method === 'medicare' ? 'Medicare' : 'Card',
    s.firstName,
    s.lastName,
    s.email,
    s.phone,
    s.address,
    s.city,
    s.state,
    s.zipCode,
    (total / 100).toFixed(2),
  ]
    .map(csvCell)
    .join(',');
}
