import english from '@/data/messages/en.json';
import spanish from '@/data/messages/es.json';
import { orderStory, timeline, type TrackedOrder } from './order-words';
import type { Cents } from './money';

const day = (iso: string) => iso.slice(0, 10);

const rental: TrackedOrder = {
  payer: 'medicare',
  status: 'share-billed',
  steps: [
    { status: 'received', at: '2026-11-02T15:00:00.000Z' },
    { status: 'share-billed', at: '2026-11-20T15:00:00.000Z', month: 2 },
  ],
  carrier: null,
  trackingNumber: null,
  rental: { month: 2, months: 13, nextBillingDate: '2026-12-20T05:00:00.000Z' },
  bill: { amount: 1780 as Cents, month: 2 },
  paid: 0 as Cents,
  refunded: 0 as Cents,
};

describe('an order’s story, as Track Order tells it', () => {
  it('tells a rental’s bill in English, with the month and her share', () => {
    expect(orderStory(rental, english.Order, day)).toEqual({
      now: 'Your bill is ready (month 2 of 13)',
      meaning: 'Your share is $17.80.',
      next: 'Pay it online on our Pay a Bill page, or call us. A Medigap or Medicaid plan may pay it for you.',
    });
    expect(timeline(rental, english.Order).map((s) => s.label)).toEqual([
      'Order received',
      'Bill for your share sent (month 2 of 13)',
    ]);
  });

  it('tells the same in Spanish, with the same figures', () => {
    expect(orderStory(rental, spanish.Order, day)).toEqual({
      now: 'Su factura está lista (mes 2 de 13)',
      meaning: 'Su parte es $17.80.',
      next: 'Páguela por internet en nuestra página para pagar facturas, o llámenos. Un plan Medigap o Medicaid puede pagarla por usted.',
    });
    const paid = { ...rental, status: 'paid' as const, bill: null };
    expect(orderStory(paid, spanish.Order, day).next).toBe(
      'El reclamo del mes que viene va a Medicare el 2026-12-20.',
    );
  });

  it('names the carrier and the tracking number only when it has them', () => {
    const shipped: TrackedOrder = { ...rental, payer: 'card', status: 'shipped', rental: null, bill: null };
    expect(orderStory(shipped, english.Order, day).meaning).toBe('It is on its way to you.');
    expect(orderStory({ ...shipped, carrier: 'ups' }, english.Order, day).meaning).toBe('It ships with UPS.');
    expect(
      orderStory({ ...shipped, carrier: 'ups', trackingNumber: '1Z999' }, spanish.Order, day).meaning,
    ).toBe('Va por UPS, con el número de seguimiento 1Z999.');
  });
});
