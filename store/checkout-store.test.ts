/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/jsdom
 */
import { readSavedCheckout } from './saved-checkout';
import { CHECKOUT_SESSION_KEY, useCheckoutStore } from './checkout-store';

const saved = () => JSON.parse(sessionStorage.getItem(CHECKOUT_SESSION_KEY) ?? 'null');

describe('checkout store', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useCheckoutStore.getState().reset();
  });

  it('keeps shipping details and choices for the tab, and no payment detail at all', () => {
    const s = useCheckoutStore.getState();
    s.setShipping({ firstName: 'Mary', city: 'Jamaica' });
    s.setShippingMethod('overnight');
    s.setPaymentMethod('medicare');
    s.setPayment({
      medicareNumber: '1EG4TE5MK73',
      physicianName: 'Dr. Anita Patel',
      physicianPhone: '7185550199',
    });
    const stored = sessionStorage.getItem(CHECKOUT_SESSION_KEY) ?? '';
    expect(saved().state).toMatchObject({
      shipping: { firstName: 'Mary', city: 'Jamaica' },
      shippingMethod: 'overnight',
      paymentMethod: 'medicare',
    });
    expect(saved().state.payment).toBeUndefined();
    for (const secret of ['1EG4TE5MK73', 'Patel', '7185550199']) expect(stored).not.toContain(secret);
    expect(localStorage.length).toBe(0);
  });

  it('reads the tab’s details back on hydration', async () => {
    sessionStorage.setItem(
      CHECKOUT_SESSION_KEY,
      JSON.stringify({ state: { shipping: { lastName: 'Jones' }, shippingMethod: 'expedited' }, version: 1 }),
    );
    await useCheckoutStore.persist.rehydrate();
    expect(useCheckoutStore.getState().shipping.lastName).toBe('Jones');
    expect(useCheckoutStore.getState().shippingMethod).toBe('expedited');
  });

  it('forgets everything, payment included, on reset', () => {
    const s = useCheckoutStore.getState();
    s.setShipping({ firstName: 'Mary' });
    s.setPayment({ medicareNumber: '1EG4TE5MK73' });
    s.reset();
    expect(useCheckoutStore.getState().payment.medicareNumber).toBe('');
    expect(saved().state.shipping.firstName).toBe('');
  });

  it('believes only known fields of the right type from storage', () => {
    expect(
      readSavedCheckout({
        shipping: { firstName: 'Mary', lastName: 42, cardNumber: '4111', city: 'x'.repeat(500) },
        shippingMethod: 'teleport',
        paymentMethod: 'financing',
      }),
    ).toEqual({
      shipping: {
        firstName: 'Mary',
        lastName: '',
        email: '',
        phone: '',
        address: '',
        city: 'x'.repeat(200),
        state: '',
        zipCode: '',
      },
      shippingMethod: 'standard',
      paymentMethod: 'card',
      paymentChosen: false,
    });
    const nothingSaved = {
      shipping: useCheckoutStore.getState().shipping,
      shippingMethod: 'standard',
      paymentMethod: 'card',
      paymentChosen: false,
    };
    for (const raw of [null, undefined, 'Mary', 42, ['Mary']])
      expect(readSavedCheckout(raw)).toEqual(nothingSaved);
  });

  it('remembers that she chose how to pay, so Cart Review never marks a choice she has not made', () => {
    useCheckoutStore.getState().reset();
    expect(useCheckoutStore.getState().paymentChosen).toBe(false);
    useCheckoutStore.getState().setPaymentMethod('card');
    expect(useCheckoutStore.getState()).toMatchObject({ paymentMethod: 'card', paymentChosen: true });
    expect(saved().state.paymentChosen).toBe(true);
    expect(readSavedCheckout({ paymentChosen: 'yes' }).paymentChosen).toBe(false);
    useCheckoutStore.getState().reset();
    expect(useCheckoutStore.getState().paymentChosen).toBe(false);
  });

  it('takes back each payment choice, and nothing else', () => {
    for (const paymentMethod of ['card', 'medicare'])
      expect(readSavedCheckout({ paymentMethod }).paymentMethod).toBe(paymentMethod);
    for (const paymentMethod of ['cash', 'financing', 1])
      expect(readSavedCheckout({ paymentMethod }).paymentMethod).toBe('card');
  });

  it('reads a tab saved before Medicare became one choice, leaving its checkbox behind', async () => {
    sessionStorage.setItem(
      CHECKOUT_SESSION_KEY,
      JSON.stringify({
        state: { shipping: { firstName: 'Ana' }, paymentMethod: 'medicare', medicarePartB: true },
        version: 1,
      }),
    );
    await useCheckoutStore.persist.rehydrate();
    const state = useCheckoutStore.getState() as unknown as Record<string, unknown>;
    expect(state.paymentMethod).toBe('medicare');
    expect((state.shipping as { firstName: string }).firstName).toBe('Ana');
    expect(state.medicarePartB).toBeUndefined();
  });

  it('keeps the payment fields typed so far when another is typed', () => {
    const s = useCheckoutStore.getState();
    s.setPayment({ medicareNumber: '1EG4TE5MK73' });
    s.setPayment({ physicianName: 'Dr. Anita Patel' });
    expect(useCheckoutStore.getState().payment).toMatchObject({
      medicareNumber: '1EG4TE5MK73',
      physicianName: 'Dr. Anita Patel',
    });
  });

  it('keeps what the shopper has typed when the tab has nothing saved, or nothing readable', async () => {
    for (const stored of [null, '{"state":', 'null', '{"version":2}']) {
      useCheckoutStore.getState().setShipping({ firstName: 'Mary' });
      sessionStorage.clear();
      if (stored !== null) sessionStorage.setItem(CHECKOUT_SESSION_KEY, stored);
      await useCheckoutStore.persist.rehydrate();
      expect(useCheckoutStore.getState().shipping.firstName).toBe('Mary');
    }
  });

  it('forgets the payment details after an order, and keeps the rest', () => {
    const s = useCheckoutStore.getState();
    s.setShipping({ firstName: 'Mary' });
    s.setPaymentMethod('medicare');
    s.setPayment({ medicareNumber: '1EG4TE5MK73', physicianName: 'Dr. Patel' });
    s.clearPayment();
    const after = useCheckoutStore.getState();
    expect(Object.values(after.payment).every((v) => v === '')).toBe(true);
    expect(after.shipping.firstName).toBe('Mary');
    expect(after.paymentMethod).toBe('medicare');
  });
});
