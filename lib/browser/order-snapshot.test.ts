/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/jsdom
 */
import type { PlacedOrder } from '@/lib/domain/placed-order';
import { readOrderSnapshot } from './order-snapshot';
import { ORDER_SNAPSHOT_KEY, dropOrderSnapshot, saveOrderSnapshot } from './order-snapshot-storage';

const order: PlacedOrder = {
  orderNumber: 'JMS-7KQ4M-X9WPT',
  placedAt: '2026-11-24T15:02:11.000Z',
  lines: [
    {
      id: 1,
      name: 'ResMed AirSense 10 AutoSet CPAP',
      quantity: 1,
      price: 89900,
      medicareEligible: true,
      taxable: false,
    },
  ],
  totals: {
    subtotal: 89900,
    shipping: 0,
    taxable: 0,
    tax: 0,
    billedToMedicare: 89900,
    medicareApproved: 8900,
    medicarePays: 7120,
    patientShare: 1780,
    total: 1780,
  },
  paymentMethod: 'medicare',
  deductible: 'yes',
  rentals: [{ name: 'ResMed AirSense 10 AutoSet CPAP', months: 13, monthlyShare: 1780 }],
  schedule: { steps: [{ from: 1, to: 13, share: 1780 }], lastMonth: 13, owns: 'all', unconfirmed: false },
  shippingName: 'Mary',
  shipTo: ['Mary Parsons', '90-15 Parsons Blvd', 'Jamaica, NY 11432'],
  shippingMethod: 'Standard Shipping',
  emailed: false,
  dueNow: 0,
  payOnline: false,
  receipt: 'pGq9v1Zq3mJ0u8uH2L5e0A',
};

describe('the confirmation kept for a reload', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads back what was saved, from session storage only, without the address it ships to', () => {
    saveOrderSnapshot(order);
    // The address is asked of the intake again: the browser keeps none once the order is placed.
    expect(readOrderSnapshot()).toEqual({ ...order, shipTo: [] });
    expect(sessionStorage.getItem('medical-supply-last-order')).not.toContain('Parsons Blvd');
    expect(localStorage.length).toBe(0);
  });

  it('keeps a name of exactly 200 characters', () => {
    const long = { ...order, shippingName: 'x'.repeat(200) };
    saveOrderSnapshot(long);
    expect(readOrderSnapshot()).toEqual({ ...long, shipTo: [] });
  });

  it('is gone once dropped', () => {
    saveOrderSnapshot(order);
    dropOrderSnapshot();
    expect(readOrderSnapshot()).toBeNull();
  });

  it('believes nothing that is not in the shape it writes', () => {
    const tampered = [
      'not json',
      JSON.stringify({ ...order, lines: [] }),
      JSON.stringify({ ...order, lines: [{ ...order.lines[0], price: '1.00' }] }),
      JSON.stringify({ ...order, totals: { ...order.totals, total: 1.5 } }),
      JSON.stringify({ ...order, paymentMethod: 'financing' }),
      JSON.stringify({ ...order, shippingName: 'x'.repeat(201) }),
      JSON.stringify({ ...order, orderNumber: 'MED-2026-000123' }),
      JSON.stringify({ ...order, lines: 'one CPAP' }),
      JSON.stringify({ ...order, lines: [order.lines[0], { ...order.lines[0], id: '2' }] }),
      JSON.stringify({ ...order, lines: [{ ...order.lines[0], name: 7 }] }),
      JSON.stringify({ ...order, lines: [{ ...order.lines[0], quantity: 1.5 }] }),
      JSON.stringify({ ...order, lines: [{ ...order.lines[0], medicareEligible: 'yes' }] }),
      JSON.stringify({ ...order, totals: undefined }),
      JSON.stringify({ ...order, shippingName: null }),
      JSON.stringify({ ...order, shippingMethod: 3 }),
      'null',
    ];
    for (const raw of tampered) {
      sessionStorage.setItem(ORDER_SNAPSHOT_KEY, raw);
      expect(readOrderSnapshot()).toBeNull();
    }
  });
});
