import {
  allowedMoves,
  canMove,
  rentalBillingDate,
  refusedMove,
  trackingLink,
  type OrderStatus,
  type PathState,
} from './order-path';

const card = (status: OrderStatus, paid = 0, refunded = 0): PathState => ({
  payer: 'card',
  status,
  paidCents: paid,
  refundedCents: refunded,
  rental: null,
});
const medicare = (status: OrderStatus, rental: PathState['rental'] = null, paid = 0): PathState => ({
  payer: 'medicare',
  status,
  paidCents: paid,
  refundedCents: 0,
  rental,
});

describe('a card order’s path', () => {
  it('goes received → confirmed → paid → shipped → delivered, one step at a time', () => {
    expect(allowedMoves(card('received'))).toEqual(['confirmed', 'cancelled']);
    expect(allowedMoves(card('confirmed'))).toEqual(['paid', 'cancelled']);
    expect(allowedMoves(card('paid', 96_900))).toEqual(['shipped', 'cancelled', 'refunded']);
    expect(allowedMoves(card('shipped', 96_900))).toEqual(['delivered', 'refunded']);
    expect(allowedMoves(card('delivered', 96_900))).toEqual(['refunded']);
  });

  it('cannot skip a step, go back, or be cancelled once shipped', () => {
    expect(canMove(card('received'), 'shipped')).toBe(false);
    expect(canMove(card('paid', 100), 'confirmed')).toBe(false);
    expect(canMove(card('shipped', 100), 'cancelled')).toBe(false);
    expect(canMove(card('delivered', 100), 'paid')).toBe(false);
  });

  it('is refunded only while money is left to return', () => {
    expect(canMove(card('received'), 'refunded')).toBe(false);
    expect(canMove(card('cancelled', 5_000), 'refunded')).toBe(true);
    expect(canMove(card('delivered', 5_000, 2_000), 'refunded')).toBe(true);
    expect(canMove(card('delivered', 5_000, 5_000), 'refunded')).toBe(false);
    expect(allowedMoves(card('refunded', 5_000, 5_000))).toEqual([]);
  });

  it('refuses a move with a sentence that says what is allowed instead', () => {
    expect(refusedMove(card('received'), 'JMS-AAAAA-BBBBB', 'shipped')).toBe(
      'Order JMS-AAAAA-BBBBB is received: it cannot be marked shipped. From here it can be marked confirmed, or cancelled.',
    );
    expect(refusedMove(card('refunded', 10, 10), 'JMS-AAAAA-BBBBB', 'paid')).toBe(
      'Order JMS-AAAAA-BBBBB is refunded: it cannot be marked paid. It has no step left.',
    );
  });
});

describe('a Medicare order’s path', () => {
  it('goes through paperwork and coverage to delivery, never through a payment first', () => {
    expect(allowedMoves(medicare('received'))).toEqual(['paperwork', 'cancelled']);
    expect(allowedMoves(medicare('paperwork'))).toEqual(['confirmed', 'cancelled']);
    // Delivered by the store's van and signed for, or shipped by a carrier and then delivered.
    expect(allowedMoves(medicare('confirmed'))).toEqual(['delivered', 'shipped', 'cancelled']);
    expect(allowedMoves(medicare('shipped'))).toEqual(['delivered']);
    // Delivered without being paid: Medicare pays after the claim.
    expect(allowedMoves(medicare('delivered'))).toEqual(['claim-submitted']);
  });

  it('then claim, Medicare’s payment, the share’s bill, its payment, and closed', () => {
    expect(allowedMoves(medicare('claim-submitted'))).toEqual(['medicare-paid']);
    // With nothing left for the patient to pay, the bill is skipped.
    expect(allowedMoves(medicare('medicare-paid'))).toEqual(['share-billed', 'paid']);
    expect(allowedMoves(medicare('share-billed'))).toEqual(['paid']);
    expect(allowedMoves(medicare('paid', null, 1_780))).toEqual(['closed', 'refunded']);
    expect(allowedMoves(medicare('closed', null, 1_780))).toEqual(['refunded']);
  });

  it('repeats claim, payment and bill each month of a rental, and closes after the last', () => {
    expect(allowedMoves(medicare('paid', { month: 1, months: 13 }))).toEqual(['claim-submitted']);
    expect(allowedMoves(medicare('paid', { month: 12, months: 13 }))).toEqual(['claim-submitted']);
    expect(allowedMoves(medicare('paid', { month: 13, months: 13 }))).toEqual(['closed']);
    expect(allowedMoves(medicare('paid', { month: 35, months: 36 }))).toEqual(['claim-submitted']);
  });

  it('is cancelled only before it is delivered or shipped', () => {
    expect(canMove(medicare('confirmed'), 'cancelled')).toBe(true);
    expect(canMove(medicare('delivered'), 'cancelled')).toBe(false);
    expect(canMove(medicare('shipped'), 'cancelled')).toBe(false);
    expect(canMove(medicare('shipped'), 'claim-submitted')).toBe(false);
    expect(canMove(medicare('cancelled'), 'paperwork')).toBe(false);
  });
});

describe('carriers and rentals', () => {
  it('links a tracking number to its carrier’s page, and nothing for the store’s own van', () => {
    expect(trackingLink('ups', '1Z 999')).toBe('https://www.ups.com/track?tracknum=1Z%20999');
    expect(trackingLink('usps', '9400')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400');
    expect(trackingLink('fedex', '7700')).toBe('https://www.fedex.com/fedextrack/?trknbr=7700');
    expect(trackingLink('van', 'ROUTE 3')).toBeNull();
    expect(trackingLink('ups', null)).toBeNull();
  });

  it('bills each rental month on the delivery day of the month, or the last day of a shorter month', () => {
    const delivered = new Date('2026-01-31T15:00:00Z');
    expect(rentalBillingDate(delivered, 1).toISOString().slice(0, 10)).toBe('2026-01-31');
    expect(rentalBillingDate(delivered, 2).toISOString().slice(0, 10)).toBe('2026-02-28');
    expect(rentalBillingDate(delivered, 3).toISOString().slice(0, 10)).toBe('2026-03-31');
    expect(rentalBillingDate(delivered, 13).toISOString().slice(0, 10)).toBe('2027-01-31');
  });
});
