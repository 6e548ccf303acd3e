import * as z from 'zod/mini';
import {
  moveSchema,
  noteSchema,
  openedMedicareSchema,
  orderQuerySchema,
  sealedSchema,
  staffSchema,
  trackingSchema,
} from './admin-contract';

/** The first complaint a schema makes of a value, as the back office shows it, or null when it takes it. */
function refusal(schema: z.ZodMiniType, value: unknown): string | null {
  const result = z.safeParse(schema, value);
  return result.success ? null : result.error.issues[0]!.message;
}

describe('what the back office may ask of the intake', () => {
  it('a search is trimmed, empty when not given, and at most 100 characters', () => {
    expect(z.parse(orderQuerySchema, {})).toEqual({ q: '', junk: 'hide' });
    expect(z.parse(orderQuerySchema, { q: '  Alvarez ', status: 'shipped', payer: 'medicare' })).toEqual({
      q: 'Alvarez',
      status: 'shipped',
      payer: 'medicare',
      junk: 'hide',
    });
    expect(refusal(orderQuerySchema, { q: 'x'.repeat(101) })).toBe('A search is at most 100 characters.');
    expect(refusal(orderQuerySchema, { q: 'x'.repeat(100) })).toBeNull();
  });

  it('filters by a step and a payer the store knows, and by days written as dates', () => {
    expect(refusal(orderQuerySchema, { status: 'lost' })).not.toBeNull();
    expect(refusal(orderQuerySchema, { payer: 'cash' })).not.toBeNull();
    expect(z.parse(orderQuerySchema, { from: '2026-11-01', to: '2026-11-27' })).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-27',
    });
    expect(refusal(orderQuerySchema, { from: '11/01/2026' })).toBe('From must be a date like 2026-11-27.');
    expect(refusal(orderQuerySchema, { to: '2026-13-01' })).toBe('To must be a date like 2026-11-27.');
    expect(refusal(orderQuerySchema, { after: 'x'.repeat(81) })).not.toBeNull();
  });

  it('a move names a step, and its reason, tracking number and amount stay within bounds', () => {
    expect(z.parse(moveSchema, { to: 'cancelled', reason: '  She changed her mind  ' })).toEqual({
      to: 'cancelled',
      reason: 'She changed her mind',
    });
    expect(refusal(moveSchema, { to: 'cancelled', reason: 'x'.repeat(501) })).toBe(
      'A reason is at most 500 characters.',
    );
    expect(refusal(moveSchema, { to: 'shipped', carrier: 'ups', trackingNumber: '1'.repeat(61) })).toBe(
      'A tracking number is at most 60 characters.',
    );
    expect(refusal(moveSchema, { to: 'shipped', carrier: 'pony-express' })).not.toBeNull();
    expect(refusal(moveSchema, { to: 'refunded', amount: -100 })).not.toBeNull();
    expect(refusal(moveSchema, { to: 'refunded', amount: 12.5 })).not.toBeNull();
    expect(refusal(moveSchema, { to: 'refunded', amount: 1250 })).toBeNull();
    expect(refusal(moveSchema, { to: 'teleported' })).not.toBeNull();
  });

  it('a note is written first and kept to 2,000 characters; tracking needs its carrier', () => {
    expect(refusal(noteSchema, { text: '   ' })).toBe('Write the note first.');
    expect(refusal(noteSchema, { text: 'x'.repeat(2001) })).toBe('A note is at most 2,000 characters.');
    expect(z.parse(noteSchema, { text: ' Called her back. ' })).toEqual({ text: 'Called her back.' });
    expect(refusal(trackingSchema, { trackingNumber: '1Z999' })).not.toBeNull();
    expect(z.parse(trackingSchema, { carrier: 'usps', trackingNumber: ' 9400 ' })).toEqual({
      carrier: 'usps',
      trackingNumber: '9400',
    });
  });
});

describe('what the back office believes of an opened Medicare detail', () => {
  const opened = {
    medicareNumber: '1EG4TE5MK73',
    physicianName: 'Dr. Ana Ruiz',
    physicianPhone: '718-555-0100',
  };

  it('takes a Medicare number of the card’s form with the physician named and reachable', () => {
    expect(z.parse(openedMedicareSchema, opened)).toEqual(opened);
  });

  it('shows nothing that is not of that form, nor anything added to it', () => {
    // Letters Medicare never uses (S, L, O, I, B, Z), a number cut short, a first digit 0.
    for (const medicareNumber of ['1SG4TE5MK73', '1EG4TE5MK7', '0EG4TE5MK73', '1EG4TE5MK73X', '1eg4te5mk73'])
      expect(refusal(openedMedicareSchema, { ...opened, medicareNumber })).not.toBeNull();
    expect(refusal(openedMedicareSchema, { ...opened, physicianName: '' })).not.toBeNull();
    expect(refusal(openedMedicareSchema, { ...opened, physicianPhone: '5'.repeat(41) })).not.toBeNull();
    expect(refusal(openedMedicareSchema, { ...opened, diagnosis: 'sleep apnea' })).not.toBeNull();
  });

  it('sealed details come with their order’s key, and may hold no Medicare part', () => {
    expect(z.parse(sealedSchema, { orderKey: 'k1', medicare: null, documents: [] })).toEqual({
      orderKey: 'k1',
      medicare: null,
      documents: [],
    });
    expect(
      z.parse(sealedSchema, {
        orderKey: 'k1',
        medicare: 'sealed',
        documents: [{ kind: 'written-order', request: null, receipt: 'sealed' }],
      }).documents,
    ).toEqual([{ kind: 'written-order', request: null, receipt: 'sealed' }]);
    expect(refusal(sealedSchema, { medicare: 'sealed' })).not.toBeNull();
  });

  it('staff sign in through Access or npm start’s page, and nothing else', () => {
    const staff = { email: 'maria@example.com', signIn: 'access', signOut: '/cdn-cgi/access/logout' };
    expect(z.parse(staffSchema, staff)).toEqual(staff);
    expect(refusal(staffSchema, { ...staff, signIn: 'password' })).not.toBeNull();
  });
});
