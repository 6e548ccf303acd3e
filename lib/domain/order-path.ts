import { addMonths } from './calendar-days';

/**
 * The steps an order goes through, by how it is paid (`../shared` decisions, "The back office"): the back office
 * offers only the moves an order's own path allows, the intake refuses any other, and Track Order tells the
 * patient what each step means for her (order-words.ts).
 *
 *   Card (private pay): received → confirmed → paid → shipped → delivered
 *   Medicare:           received → paperwork → confirmed → [shipped →] delivered → claim submitted → Medicare paid
 *                       → share billed → paid → closed; a rental repeats claim, payment and bill each month
 *
 * A Medicare order is delivered by the store's own people (the patient signs the delivery ticket), or shipped by a
 * carrier (a refill of supplies, usually) and then marked delivered once the carrier's record shows it arrived: its
 * date of service is then the ship date, as CMS allows for an item sent by a delivery service.
 *
 * Any order may be cancelled before it ships (a Medicare order: before it is delivered or shipped), and refunded once money
 * has been taken. A payment taken before the order is confirmed (online, at checkout) is kept on the order, and
 * confirming it then moves it on to paid.
 */

export const orderStatuses = [
  'received',
  'paperwork',
  'confirmed',
  'paid',
  'shipped',
  'delivered',
  'claim-submitted',
  'medicare-paid',
  'share-billed',
  'closed',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export type Payer = 'card' | 'medicare';

/** Each path's steps, in order. */
const paths: Record<Payer, readonly OrderStatus[]> = {
  card: ['received', 'confirmed', 'paid', 'shipped', 'delivered'],
  medicare: [
    'received',
    'paperwork',
    'confirmed',
    'shipped',
    'delivered',
    'claim-submitted',
    'medicare-paid',
    'share-billed',
    'paid',
    'closed',
  ],
};

/** A step as staff name it in the back office. */
export const statusLabels: Record<OrderStatus, string> = {
  received: 'Received',
  paperwork: 'Paperwork',
  confirmed: 'Confirmed',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  'claim-submitted': 'Claim submitted',
  'medicare-paid': 'Medicare paid',
  'share-billed': 'Share billed',
  closed: 'Closed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** What the back office knows of an order when it decides which moves it allows. */
export interface PathState {
  payer: Payer;
  status: OrderStatus;
  /** Money taken from the patient so far, in cents, and how much of it has been returned. */
  paidCents: number;
  refundedCents: number;
  /** For a Medicare rental: the month being billed (1-based) and how many months Medicare rents it for. */
  rental: { month: number; months: number; ended?: boolean } | null;
}

/** The moves staff may make from where an order stands, in the order the back office offers them. */
export function allowedMoves(order: PathState): OrderStatus[] {
  const { payer, status } = order;
  const moves: OrderStatus[] = [];
  const steps = paths[payer];
  const at = steps.indexOf(status);
  const next = at >= 0 ? steps[at + 1] : undefined;
  if (next) moves.push(next);
  // Delivered by the store's own people, or shipped by a carrier first.
  if (payer === 'medicare' && status === 'confirmed') moves.unshift('delivered');
  // A rental's month paid: the next month's claim, until the last month closes it.
  // Ended early, it closes once the months it was rented are paid.
  if (payer === 'medicare' && status === 'paid' && order.rental && order.rental.month < order.rental.months) {
    moves.splice(0, moves.length, 'claim-submitted');
    if (order.rental.ended) moves.push('closed');
  }
  if (payer === 'medicare' && status === 'medicare-paid') moves.push('paid');
  if (cancellable(order)) moves.push('cancelled');
  if (order.paidCents > order.refundedCents && status !== 'refunded') moves.push('refunded');
  return moves;
}

/** Before it ships (a Medicare order: before it is delivered) an order can still be cancelled. */
function cancellable({ payer, status }: PathState): boolean {
  const last = payer === 'card' ? 'paid' : 'confirmed';
  const steps = paths[payer];
  const at = steps.indexOf(status);
  return at >= 0 && at <= steps.indexOf(last);
}

/** Whether staff may move an order from where it stands to `to`. */
export function canMove(order: PathState, to: OrderStatus): boolean {
  return allowedMoves(order).includes(to);
}

/** The sentence the intake refuses a move with. */
export function refusedMove(order: PathState, number: string, to: OrderStatus): string {
  const allowed = allowedMoves(order).map((s) => statusLabels[s].toLowerCase());
  return `Order ${number} is ${statusLabels[order.status].toLowerCase()}: it cannot be marked ${statusLabels[to].toLowerCase()}. ${
    allowed.length ? `From here it can be marked ${allowed.join(', or ')}.` : 'It has no step left.'
  }`;
}

/** The paths' carriers, and where each one's tracking page is. */
export const carriers = {
  ups: { name: 'UPS', track: (n: string) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}` },
  usps: {
    name: 'USPS',
    track: (n: string) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`,
  },
  fedex: {
    name: 'FedEx',
    track: (n: string) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}`,
  },
  van: { name: 'our van', track: null },
} as const satisfies Record<string, { name: string; track: ((n: string) => string) | null }>;
export type Carrier = keyof typeof carriers;
export const carrierIds = Object.keys(carriers) as Carrier[];

/** The carrier's page for a tracking number; none for the store's own van. */
export function trackingLink(carrier: Carrier, tracking: string | null): string | null {
  const track = carriers[carrier].track;
  return track && tracking ? track(tracking) : null;
}

/**
 * Each month's billing date of a rental: month 1 is the delivery date, each next month the same day after it (the 31st
 * of a short month bills on its last day), at the same time of day.
 */
export function rentalBillingDate(delivered: Date, month: number): Date {
  const iso = delivered.toISOString();
  return new Date(`${addMonths(iso.slice(0, 10), month - 1)}${iso.slice(10)}`);
}
