import english from '@/data/messages/en.json';
import spanish from '@/data/messages/es.json';
import {
  contactRequestSchema,
  orderRequestSchema,
  problemsOf,
  reviewRequestSchema,
  trackRequestSchema,
} from './intake-contract';

// Requests a page could send wrong (or a tampered one), each with what is wrong with it.
const shipping = {
  firstName: 'Rosa',
  lastName: 'Díaz',
  email: 'rosa@example.com',
  phone: '718-555-0100',
  address: '89-14 Parsons Blvd',
  city: 'Jamaica',
  state: 'NY',
  zipCode: '11432',
};
const totals = {
  subtotal: 0,
  shipping: 0,
  taxable: 0,
  tax: 0,
  billedToMedicare: 0,
  medicareApproved: 0,
  medicarePays: 0,
  patientShare: 0,
  total: 0,
};
const order = {
  idempotencyKey: 'attempt-0123456789abcdef',
  lines: [{ id: 1, quantity: 1 }],
  shipping,
  shippingMethod: 'standard',
  paymentMethod: 'card',
  deductible: 'unsure',
  sealed: {},
  shown: totals,
};

const cases = [
  {
    schema: contactRequestSchema,
    sent: { name: ' ', email: 'rosa@', subject: 'Walker', message: 'x'.repeat(5001) },
    es: [
      'Falta un dato: Nombre.',
      'Escriba un correo electrónico como nombre@ejemplo.com.',
      'Mensaje: escriba como máximo 5000 caracteres.',
    ],
  },
  {
    schema: orderRequestSchema,
    sent: {
      ...order,
      lines: [
        { id: 1, quantity: 0 },
        { id: 2, quantity: 1.5 },
      ],
      shipping: { ...shipping, state: 'New York', zipCode: '1143' },
      card: '4111111111111111',
    },
    es: [
      'La cantidad debe ser por lo menos 1.',
      'La cantidad debe ser un número entero.',
      'El estado debe ser un código de dos letras, como NY.',
      'Escriba un código postal de 5 números, como 11435.',
      'La tienda nunca recibe los datos de una tarjeta: la tarjeta se escribe en la página segura de Stripe, o se le da por teléfono a un especialista.',
    ],
  },
  {
    schema: orderRequestSchema,
    sent: {
      ...order,
      lines: [
        { id: 7, quantity: 1 },
        { id: 7, quantity: 2 },
      ],
      paymentMethod: 'medicare',
    },
    es: ['El producto 7 aparece dos veces.', 'Faltan los datos de Medicare.'],
  },
  {
    schema: orderRequestSchema,
    sent: { ...order, lines: [], shippingMethod: 'drone', shown: { ...totals, total: -1 } },
    es: [
      'El pedido no tiene artículos.',
      'Elija un método de envío.',
      // A figure no page sends: where in the request, for whoever reads it to the store.
      'La solicitud no es válida (shown.total).',
    ],
  },
  {
    schema: reviewRequestSchema,
    sent: { productId: 7, rating: 6, name: 'Ann', title: '', content: 'Quiet.' },
    es: ['Elija de 1 a 5 estrellas.', 'Falta un dato: Título.'],
  },
  {
    schema: trackRequestSchema,
    sent: { orderNumber: 'MED-2026-000123', zipCode: '11435' },
    es: ['Un número de pedido se ve así: JMS-7KQ4M-X9WPT.'],
  },
];

describe("a request's problems, in the shopper's language", () => {
  it.each(cases.map((c, i) => [i + 1, c] as const))('request %i in Spanish', (_, { schema, sent, es }) => {
    const result = schema.safeParse(sent);
    expect(result.success).toBe(false);
    expect(problemsOf(result.error!, spanish.Intake.problems)).toEqual(es);
  });

  it.each(cases.map((c, i) => [i + 1, c] as const))(
    'request %i in English says what the schema says, where it says it to a person',
    (_, { schema, sent }) => {
      const { error } = schema.safeParse(sent);
      const worded = problemsOf(error!, english.Intake.problems);
      const own = problemsOf(error!);
      // The schema's own sentences (for the back office), except where it has only zod's words for a field.
      worded.forEach((sentence, i) => {
        if (!/^[\w.]+: /.test(own[i]!)) expect(sentence).toBe(own[i]);
      });
      expect(worded).toHaveLength(own.length);
    },
  );
});

describe('a request’s problems, as the store words them in English', () => {
  const sealedMedicare = 'hpke2.abc.def';
  const english_ = (schema: { safeParse: (v: unknown) => { error?: unknown } }, sent: unknown) => {
    const { error } = schema.safeParse(sent);
    expect(error).toBeDefined();
    const shopper = problemsOf(error as never, english.Intake.problems);
    return { shopper, staff: problemsOf(error as never) };
  };

  it('an order’s own checks: a product twice, Medicare details on a card order or missing from a Medicare one', () => {
    const twice = english_(orderRequestSchema, {
      ...order,
      lines: [
        { id: 7, quantity: 1 },
        { id: 7, quantity: 2 },
      ],
      sealed: { medicare: sealedMedicare },
    });
    expect(twice.shopper).toEqual([
      'Product 7 is listed twice.',
      'A card order carries no Medicare details.',
    ]);
    expect(twice.staff).toEqual(twice.shopper);
    expect(english_(orderRequestSchema, { ...order, paymentMethod: 'medicare' }).shopper).toEqual([
      'The Medicare details are missing.',
    ]);
    expect(
      orderRequestSchema.safeParse({
        ...order,
        paymentMethod: 'medicare',
        sealed: { medicare: sealedMedicare },
      }).success,
    ).toBe(true);
  });

  it('too many items, too many of one, a card number and a field the store does not know', () => {
    const lines = Array.from({ length: 51 }, (_, k) => ({ id: k + 1, quantity: 1 }));
    expect(english_(orderRequestSchema, { ...order, lines }).shopper).toEqual([
      'An order can hold at most 50 different items.',
    ]);
    expect(english_(orderRequestSchema, { ...order, lines: [{ id: 1, quantity: 1000 }] }).shopper).toEqual([
      'A quantity must be at most 999.',
    ]);
    const card = english_(orderRequestSchema, { ...order, card: '4111111111111111' });
    expect(card.shopper).toEqual([
      'The store never takes card details: a card is entered on Stripe’s secure page, or given to a specialist by phone.',
    ]);
    expect(card.staff).toEqual(card.shopper);
    const unknown = english_(orderRequestSchema, { ...order, coupon: 'SAVE10', gift: true });
    expect(unknown.shopper).toEqual(['Unknown field: coupon, gift.']);
    expect(unknown.staff).toEqual(['Unknown field: coupon, gift.']);
  });

  it('a field too long or missing is named by its label', () => {
    const { shopper, staff } = english_(contactRequestSchema, {
      name: 'Rosa',
      email: 'rosa@example.com',
      subject: 'x'.repeat(201),
      message: 'Hello',
    });
    expect(shopper).toEqual([`Subject must be at most 200 characters.`]);
    expect(staff).toEqual(shopper);
    expect(
      english_(contactRequestSchema, { email: 'rosa@example.com', subject: 'A', message: 'B' }).shopper,
    ).toEqual(['Name is missing.']);
  });

  it('an order number is read as a person types it, in any case, with spaces or dashes', () => {
    for (const typed of ['JMS-7KQ4M-X9WPT', 'jms 7kq4m x9wpt', '7KQ4MX9WPT', ' jms-7kq4m-x9wpt '])
      expect(trackRequestSchema.parse({ orderNumber: typed, zipCode: '11435' }).orderNumber).toBe(
        'JMS-7KQ4M-X9WPT',
      );
    expect(english_(trackRequestSchema, { orderNumber: 'JMS-7KQ4M', zipCode: '11435' }).shopper).toEqual([
      'An order number looks like JMS-7KQ4M-X9WPT.',
    ]);
  });
});
