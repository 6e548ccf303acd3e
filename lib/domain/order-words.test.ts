import { facts } from '@/data/facts';
import { fillAll } from './fill';
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
      meaning: 'You owe $17.80: your share, after what Medicare paid.',
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
      meaning: 'Usted debe $17.80: su parte, después de lo que pagó Medicare.',
      next: 'Páguela por internet en nuestra página para pagar facturas, o llámenos. Un plan Medigap o Medicaid puede pagarla por usted.',
    });
    const paid = { ...rental, status: 'paid' as const, bill: null };
    expect(orderStory(paid, spanish.Order, day).next).toBe(
      'La reclamación del mes que viene va a Medicare el 2026-12-20.',
    );
  });

  it('dates a card payment when she made it, not when a specialist confirmed the order she had paid for', () => {
    const paid: TrackedOrder = {
      ...rental,
      payer: 'card',
      status: 'paid',
      rental: null,
      bill: null,
      paid: 12_500 as Cents,
      steps: [
        { status: 'received', at: '2026-11-02T15:00:00.000Z' },
        { status: 'confirmed', at: '2026-11-03T14:00:00.000Z' },
        { status: 'paid', at: '2026-11-03T14:00:00.000Z' },
      ],
      payments: [{ amount: 12_500 as Cents, at: '2026-11-02T15:04:00.000Z', for: 'order' }],
    };
    expect(timeline(paid, english.Order)).toEqual([
      { label: 'Order received', at: '2026-11-02T15:00:00.000Z' },
      { label: 'Your payment of $125.00 received', at: '2026-11-02T15:04:00.000Z' },
      { label: 'Confirmed with you', at: '2026-11-03T14:00:00.000Z' },
    ]);
    expect(timeline(paid, spanish.Order)[1]?.label).toBe('Recibimos su pago de $125.00');
  });

  it('says what Medicare paid, in her words, once it has', () => {
    const medicarePaid: TrackedOrder = {
      ...rental,
      status: 'medicare-paid',
      bill: null,
      medicarePaid: 7120 as Cents,
    };
    expect(orderStory(medicarePaid, english.Order, day).now).toBe('Medicare paid $71.20 (month 2 of 13)');
    expect(orderStory(medicarePaid, spanish.Order, day).now).toBe('Medicare pagó $71.20 (mes 2 de 13)');
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

describe('every step of an order, as the patient reads it', () => {
  const card: TrackedOrder = {
    payer: 'card',
    status: 'received',
    steps: [{ status: 'received', at: '2026-11-02T15:00:00.000Z' }],
    carrier: null,
    trackingNumber: null,
    rental: null,
    bill: null,
    paid: 0 as Cents,
    refunded: 0 as Cents,
  };
  const medicare: TrackedOrder = { ...card, payer: 'medicare' };
  // Filled in with the store's facts, as the Track Order page fills them.
  const words = fillAll(english.Order, { within: facts.replyWithin });
  const story = (o: TrackedOrder) => orderStory(o, words, day);

  it('a card order: nothing charged until the call, then her payment, the parcel and the return window', () => {
    expect(story(card)).toEqual({
      now: 'We have your order',
      meaning: 'Nothing has been charged yet.',
      next: 'A specialist calls you within 2 business hours to confirm the details and take payment.',
    });
    expect(story({ ...card, paid: 4599 as Cents })).toEqual({
      now: 'We have your order and your payment',
      meaning: 'Your payment of $45.99 is received.',
      next: 'A specialist calls you within 2 business hours to confirm the details, then we ship.',
    });
    expect(story({ ...card, status: 'confirmed' })).toEqual({
      now: 'Your order is confirmed',
      meaning: 'A specialist has gone through the order with you. Nothing has been charged yet.',
      next: 'We take payment as agreed on the call, then ship your order.',
    });
    expect(story({ ...card, status: 'paid', paid: 4599 as Cents })).toEqual({
      now: 'Your payment is received',
      meaning: 'We received $45.99. Thank you.',
      next: 'We pack your order and ship it within 1-2 business days.',
    });
    expect(story({ ...card, status: 'delivered' })).toEqual({
      now: 'Your order is delivered',
      meaning: 'Returns are accepted within 30 days.',
      next: 'Call us if anything is wrong or missing.',
    });
    expect(story({ ...card, status: 'delivered', refunded: 1000 as Cents }).meaning).toBe(
      'Returns are accepted within 30 days. We refunded $10.00.',
    );
  });

  it('a cancelled or refunded order says what came back to her', () => {
    expect(story({ ...card, status: 'cancelled' })).toEqual({
      now: 'Your order is cancelled',
      meaning: 'Nothing more will be charged.',
      next: 'Call us if you would like to order again.',
    });
    // Paid and not yet all refunded: the payment is on its way back.
    expect(story({ ...card, status: 'cancelled', paid: 4599 as Cents, refunded: 2000 as Cents })).toEqual({
      now: 'Your order is cancelled',
      meaning: 'Nothing more will be charged. We refunded $20.00.',
      next: 'Your payment is returned to you.',
    });
    expect(story({ ...card, status: 'cancelled', paid: 4599 as Cents, refunded: 4599 as Cents }).next).toBe(
      'Call us if you would like to order again.',
    );
    expect(story({ ...card, status: 'refunded', paid: 4599 as Cents, refunded: 4599 as Cents })).toEqual({
      now: 'Your order is refunded',
      meaning: 'We returned $45.99.',
      next: 'It reaches your account within 5-10 business days, depending on your bank.',
    });
  });

  it('a Medicare order: she pays nothing now, through the prescription, the coverage, the delivery and the claim', () => {
    expect(story(medicare)).toEqual({
      now: 'We have your order',
      meaning: 'You pay nothing now. Medicare needs a written order from your doctor before we can deliver.',
      next: 'We ask your doctor’s office for the prescription, and call you if we need anything from you.',
    });
    // A mixed cart: the items Medicare does not cover were paid by card.
    expect(story({ ...medicare, paid: 1250 as Cents }).meaning).toBe(
      'Your payment of $12.50 for the items Medicare does not cover is received; for the rest you pay nothing now. Medicare needs a written order from your doctor before we can deliver.',
    );
    expect(story({ ...medicare, status: 'paperwork' })).toEqual({
      now: 'We are getting your prescription',
      meaning: 'We have asked your doctor’s office for the written order Medicare needs.',
      next: 'Once it arrives we check your Medicare coverage and call you to arrange delivery.',
    });
    expect(story({ ...medicare, status: 'confirmed' })).toEqual({
      now: 'Your coverage is checked',
      meaning: 'Your prescription is in and Medicare coverage is confirmed. You still pay nothing now.',
      next: 'We deliver your equipment and show you how to use it. You sign a delivery ticket when it arrives.',
    });
    expect(story({ ...medicare, status: 'delivered' })).toEqual({
      now: 'Your equipment is delivered',
      meaning: 'You pay nothing now.',
      next: 'We send the claim to Medicare. After Medicare pays, we send you a bill for your share, if any.',
    });
    expect(story({ ...medicare, status: 'claim-submitted' })).toEqual({
      now: 'We sent the claim to Medicare',
      meaning: 'You pay nothing now.',
      next: 'Medicare usually pays within 30 days. Then we send you a bill for your share, if any.',
    });
    expect(story({ ...medicare, status: 'medicare-paid' })).toEqual({
      now: 'Medicare has paid its part',
      meaning: 'The rest is your share, after your deductible and 20% coinsurance.',
      next: 'We send you a bill for your share, which you can pay online or by phone.',
    });
    expect(story({ ...medicare, status: 'share-billed' }).meaning).toBe('Your share is on the bill we sent.');
    expect(story({ ...medicare, status: 'paid' })).toEqual({
      now: 'Your share is paid',
      meaning: 'Thank you: there is nothing to pay for this month.',
      next: 'Nothing more: this order is complete once we close it.',
    });
    expect(story({ ...medicare, status: 'closed' })).toEqual({
      now: 'Your order is complete',
      meaning: 'Medicare and your share are paid.',
      next: 'Nothing more to do. Call us if you need supplies or service.',
    });
  });

  it('a rental names its month at every billing step, and is hers to keep when closed', () => {
    const month3 = { ...rental, rental: { month: 3, months: 13, nextBillingDate: null } };
    expect(story({ ...month3, status: 'claim-submitted' }).now).toBe(
      'We sent the claim to Medicare (month 3 of 13)',
    );
    expect(story({ ...month3, status: 'medicare-paid' }).now).toBe(
      'Medicare has paid its part (month 3 of 13)',
    );
    expect(story({ ...month3, status: 'paid' })).toMatchObject({
      now: 'Your share is paid (month 3 of 13)',
      next: 'Nothing more: this order is complete once we close it.',
    });
    expect(story({ ...month3, status: 'closed' }).meaning).toBe(
      'Medicare and your share are paid for every month. The equipment is yours to keep.',
    );
  });

  it('the timeline names each step by who pays, and a rental’s months only where a step has one', () => {
    const steps: TrackedOrder['steps'] = [
      { status: 'received', at: '2026-11-02T15:00:00.000Z' },
      { status: 'confirmed', at: '2026-11-03T15:00:00.000Z' },
      { status: 'paid', at: '2026-11-04T15:00:00.000Z', month: null },
    ];
    expect(timeline({ ...card, steps }, english.Order).map((s) => s.label)).toEqual([
      'Order received',
      'Confirmed with you',
      'Payment received',
    ]);
    expect(
      timeline({ ...rental, steps: [...steps.slice(1, 2), { ...steps[2]!, month: 4 }] }, english.Order),
    ).toEqual([
      { label: 'Medicare coverage checked', at: '2026-11-03T15:00:00.000Z' },
      { label: 'Your share paid (month 4 of 13)', at: '2026-11-04T15:00:00.000Z' },
    ]);
    // A month on a step of an order that is not a rental is not shown.
    expect(timeline({ ...medicare, steps: [{ ...steps[2]!, month: 4 }] }, english.Order)[0]!.label).toBe(
      'Your share paid',
    );
  });
});
