import * as z from 'zod/mini';
import type english from '@/data/messages/en.json';
import { shippingMethods } from '@/data/shipping-methods';
import { MAX_LINE_QUANTITY } from './cart';
import { deductibleAnswers } from './estimate';
import { EMAIL, holdsCardNumber, ZIP_CODE } from './formats';
import { fieldLimits } from './field-limits';
import { fill } from './fill';
import { ORDER_NUMBER } from './order-number';
import { paymentMethods } from './payment-methods';
import { carrierIds, orderStatuses } from './order-path';
import { refillReasons } from './resupply';

/**
 * What the site sends to the store's intake and what it answers: one set of schemas that the checkout, the
 * contact form, the tracking page and the Worker all import, so the two sides cannot drift. Written
 * with zod's mini build, whose checks are functions a bundler leaves out when unused: about 5 KB gzipped in a
 * page, where zod's chained build is about 30.
 */

const MAX_ORDER_LINES = 50;
/** The largest request body the intake reads. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Order numbers: readable letters and digits without 0/O and 1/I, two groups of five (50 random bits). */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A number as a person might type it: any case, spaces or dashes anywhere. */
function normalizeOrderNumber(typed: string): string {
  const bare = typed.toUpperCase().replace(/[\s-]/g, '').replace(/^JMS/, '');
  return bare.length === 10 ? `JMS-${bare.slice(0, 5)}-${bare.slice(5)}` : typed.trim().toUpperCase();
}

/** The sentence a card number typed into a free-text field is refused with: the store never keeps a card. */
export const CARD_NUMBER_TYPED =
  'This looks like a card number. We never take cards here: pay on Stripe’s page or call us.';
/** A free-text field never holds a card number (formats.ts, holdsCardNumber). */
export const noCardNumber = z.refine<string>((s) => !holdsCardNumber(s), {
  error: CARD_NUMBER_TYPED,
  params: { problem: 'cardNumber' },
});

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is missing.` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is missing.`),
      z.maxLength(max, `${label} must be at most ${max} characters.`),
      noCardNumber,
    );

const optionalText = (label: string, max: number) =>
  z._default(
    z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters.`), noCardNumber),
    '',
  );

const emailSchema = z
  .string({ error: 'Email is missing.' })
  .check(
    z.trim(),
    z.maxLength(fieldLimits.email, `Email must be at most ${fieldLimits.email} characters.`),
    z.regex(EMAIL, 'Email must be an address like name@example.com.'),
  );

const zipSchema = z
  .string({ error: 'ZIP Code is missing.' })
  .check(z.trim(), z.regex(ZIP_CODE, 'ZIP Code must have 5 digits, like 11435.'));

const cents = z.int().check(z.nonnegative());

export const shippingDetailsSchema = z.strictObject({
  firstName: text('First Name', fieldLimits.name),
  lastName: text('Last Name', fieldLimits.name),
  email: emailSchema,
  phone: text('Phone', fieldLimits.phone),
  address: text('Address', fieldLimits.address),
  city: text('City', fieldLimits.name),
  state: z.string().check(z.regex(/^[A-Z]{2}$/, 'State must be a two-letter code, like NY.')),
  zipCode: zipSchema,
});

/** Sealed details: HPKE ciphertext to the supplier's public key (lib/domain/sealing.ts), never plain text. */
const sealedSchema = z
  .string({ error: 'Sealed details must be sealed in the browser before they are sent.' })
  .check(
    z.maxLength(4096, 'A sealed detail is too long.'),
    z.regex(/^hpke2\.[\w-]+\.[\w-]+$/, 'Sealed details must be sealed in the browser before they are sent.'),
  );

/** What a Medicare patient pays month by month for her rentals (lib/domain/estimate.ts, paymentSchedule). */
export const paymentScheduleSchema = z.object({
  steps: z
    .array(z.object({ from: z.int(), to: z.int(), share: z.int().check(z.nonnegative()) }))
    .check(z.maxLength(40)),
  lastMonth: z.int(),
  owns: z.enum(['all', 'some', 'none']),
  unconfirmed: z.boolean(),
});

/** An order's figures (lib/domain/order-totals.ts): what Medicare is billed for and the patient's estimated share. */
export const orderTotalsSchema = z.strictObject({
  subtotal: cents,
  shipping: cents,
  /** The taxable items the shopper pays for; tax is charged on these only. */
  taxable: cents,
  tax: cents,
  /** The store's price of the items billed to Medicare, which the shopper is not charged. */
  billedToMedicare: cents,
  medicareApproved: cents,
  medicarePays: cents,
  patientShare: cents,
  total: cents,
});

const orderLineRequestSchema = z.strictObject({
  id: z.int({ error: 'Each line needs a product id.' }).check(z.positive()),
  quantity: z
    .number({ error: 'Each line needs a quantity.' })
    .check(
      z.refine(Number.isInteger, 'A quantity must be a whole number.'),
      z.gte(1, 'A quantity must be at least 1.'),
      z.lte(MAX_LINE_QUANTITY, `A quantity must be at most ${MAX_LINE_QUANTITY}.`),
    ),
});

/**
 * The address of the store's site the shopper is on (its origin and base path), for the processor's page to bring
 * her back to; the intake uses it only if it is one of the store's own sites and the request came from it.
 */
const siteSchema = z.optional(
  z
    .string()
    .check(z.maxLength(300), z.regex(/^https?:\/\/[^/?#\s]+(\/[\w.-]+)*$/, 'The site address is not valid.')),
);

export const orderRequestSchema = z
  .strictObject({
    /** Made once per order attempt by the checkout: the same key is the same order, however often sent. */
    idempotencyKey: z.string().check(z.regex(/^[\w-]{16,64}$/, 'The order attempt key is not valid.')),
    lines: z
      .array(orderLineRequestSchema)
      .check(
        z.minLength(1, 'The order has no items.'),
        z.maxLength(MAX_ORDER_LINES, `An order can hold at most ${MAX_ORDER_LINES} different items.`),
      ),
    shipping: shippingDetailsSchema,
    shippingMethod: z.enum(
      shippingMethods.map((m) => m.id),
      { error: 'Choose a shipping method.' },
    ),
    paymentMethod: z.enum(paymentMethods, { error: 'Choose card or Medicare.' }),
    /** The patient's answer about this year's Part B deductible, which a Medicare estimate rests on. */
    deductible: z.enum(deductibleAnswers, { error: 'Answer whether the Part B deductible is met.' }),
    /** Only the Medicare details are sealed: a card is entered on the processor's page, never sent here. */
    sealed: z.strictObject({ medicare: z.optional(sealedSchema) }),
    /** The totals the shopper saw: the intake refuses the order if its own differ. */
    shown: orderTotalsSchema,
    site: siteSchema,
    /** She asked, at checkout, for an e-mail when her supplies are due for a refill. */
    reminders: z.optional(z.literal(true)),
  })
  .check(
    z.superRefine((order, ctx) => {
      const ids = order.lines.map((l) => l.id);
      const twice = ids.find((id, i) => ids.indexOf(id) !== i);
      if (twice !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['lines'],
          message: `Product ${twice} is listed twice.`,
          params: { problem: 'listedTwice', id: twice },
        });
      if (order.paymentMethod === 'card' && order.sealed.medicare)
        ctx.addIssue({
          code: 'custom',
          path: ['sealed'],
          message: 'A card order carries no Medicare details.',
          params: { problem: 'cardWithMedicare' },
        });
      if (order.paymentMethod === 'medicare' && !order.sealed.medicare)
        ctx.addIssue({
          code: 'custom',
          path: ['sealed'],
          message: 'The Medicare details are missing.',
          params: { problem: 'medicareMissing' },
        });
    }),
  );
export type OrderRequest = z.infer<typeof orderRequestSchema>;
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const orderAcceptedSchema = z.strictObject({
  orderNumber: z.string().check(z.regex(ORDER_NUMBER)),
  status: z.enum(orderStatuses),
  placedAt: z.string(),
  totals: orderTotalsSchema,
  /** Whether the patient is e-mailed a confirmation (the intake has a mail sender set up). */
  emailed: z.boolean(),
  /** What is paid now and the processor's page to pay it on; null when nothing is, or a specialist takes it. */
  payment: z.nullable(z.strictObject({ url: z.string(), amount: cents })),
  /** Lets this browser ask about this order's payment, and pay it again after a cancelled attempt. */
  receipt: z.string(),
});
export type OrderAccepted = z.infer<typeof orderAcceptedSchema>;

/** Every refusal: a sentence a person can read, and for changed prices the intake's own figures. */
export const refusalSchema = z.object({
  message: z.string(),
  problems: z.optional(z.array(z.string())),
  totals: z.optional(orderTotalsSchema),
  prices: z.optional(z.array(z.strictObject({ id: z.number(), price: cents }))),
  /** The local back office's staff, to choose from when signing in (`npm start`). */
  staff: z.optional(z.array(z.string())),
});
export type Refusal = z.infer<typeof refusalSchema>;

export const contactRequestSchema = z.strictObject({
  name: text('Name', fieldLimits.name),
  email: emailSchema,
  phone: optionalText('Phone', fieldLimits.phone),
  subject: text('Subject', 200),
  department: optionalText('Department', 100),
  message: text('Message', fieldLimits.message),
  medicareQuestion: z._default(z.boolean(), false),
  leadToken: optionalText('Lead token', 100),
});

export const reviewRequestSchema = z.strictObject({
  productId: z.int().check(z.positive()),
  rating: z.int().check(z.gte(1, 'Choose 1 to 5 stars.'), z.lte(5, 'Choose 1 to 5 stars.')),
  name: text('Name', fieldLimits.name),
  location: optionalText('Location', fieldLimits.name),
  title: text('Title', 120),
  content: text('Review', 2000),
});

export const receivedSchema = z.strictObject({ received: z.literal(true) });

export const trackRequestSchema = z.strictObject({
  orderNumber: z.pipe(
    z.pipe(z.string().check(z.maxLength(40)), z.transform(normalizeOrderNumber)),
    z.string().check(z.regex(ORDER_NUMBER, 'An order number looks like JMS-7KQ4M-X9WPT.')),
  ),
  zipCode: zipSchema,
});

/**
 * Medicare's remittance as she is shown it: what it approved (allowed) and paid, her share and its parts (deductible,
 * coinsurance, and anything she agreed to pay on an ABN), and what she is billed (nothing for a QMB).
 */
const remittanceFiguresSchema = z.strictObject({
  allowed: cents,
  paid: cents,
  share: cents,
  deductible: cents,
  coinsurance: cents,
  billed: cents,
});
export type RemittanceFigures = z.infer<typeof remittanceFiguresSchema>;

/** Track Order's answer: where the order is, and nothing about what is in it or who it is for. */
export const trackResponseSchema = z.strictObject({
  orderNumber: z.string(),
  payer: z.enum(paymentMethods),
  status: z.enum(orderStatuses),
  placedAt: z.string(),
  steps: z.array(
    z.strictObject({ status: z.enum(orderStatuses), at: z.string(), month: z.nullable(z.int()) }),
  ),
  carrier: z.nullable(z.enum(carrierIds)),
  trackingNumber: z.nullable(z.string()),
  rental: z.nullable(
    z.strictObject({
      month: z.int(),
      months: z.int(),
      nextBillingDate: z.nullable(z.string()),
      /** A capped rental's 13 months paid: the equipment is hers. */
      owned: z.boolean(),
      /** Oxygen's 36 months paid: billing stopped, serviced until this day (`YYYY-MM-DD`). */
      serviceUntil: z.nullable(z.string()),
      /** Ended early on this day (`YYYY-MM-DD`): the months after it are not billed. */
      endedOn: z.nullable(z.string()),
    }),
  ),
  bill: z.nullable(z.strictObject({ amount: cents, month: z.nullable(z.int()) })),
  paid: cents,
  refunded: cents,
  medicarePaid: z.nullable(cents),
  /**
   * A Medicare order still waiting for paperwork from her practitioner: when the store asked and will ask again
   * (days, `YYYY-MM-DD`), never which documents (they would say what the order is for).
   */
  paperwork: z.nullable(
    z.strictObject({ askedOn: z.nullable(z.string()), followUpOn: z.nullable(z.string()) }),
  ),
  /** What Medicare's eligibility answer means for her order before it is delivered: billed to a Medicare
   * Advantage plan instead, or no active Part B (never the plan's name). */
  coverage: z.nullable(z.enum(['advantage', 'inactive'])),
  /** Once a claim is sent: whether the DME MAC took it in, sent it back for the store to correct, or Medicare
   * denied it (null before it has answered). */
  claim: z.nullable(z.enum(['accepted', 'returned', 'denied'])),
  /** Medicare's remittance for the month being billed, once posted: what it approved and paid, and why her share is
   * what it is. */
  remittance: z.nullable(remittanceFiguresSchema),
  payments: z
    .array(z.strictObject({ amount: cents, at: z.string(), for: z.enum(['order', 'share']) }))
    .check(z.maxLength(100)),
});
export type TrackResponse = z.infer<typeof trackResponseSchema>;

/** Following an order's payment up from its confirmation: the order number and the receipt its placing gave. */
export const receiptRequestSchema = z.strictObject({
  orderNumber: z.string().check(z.regex(ORDER_NUMBER, 'An order number looks like JMS-7KQ4M-X9WPT.')),
  receipt: z.string().check(z.regex(/^[\w-]{16,64}$/, 'The receipt is not valid.')),
  site: siteSchema,
});

/** A bill asked for by order number and ZIP code, as on Track Order, from the site the shopper is on. */
export const billRequestSchema = z.extend(trackRequestSchema, { site: siteSchema });

/**
 * What an order owes now and has paid: the order itself (a card order, or a Medicare order's items Medicare is not
 * billed for), or the patient's share of a month after Medicare paid. The confirmation and /pay/ read it.
 */
export const paymentStatusSchema = z.strictObject({
  orderNumber: z.string(),
  /** How the order is paid: a card order has no bill after Medicare. */
  payer: z.enum(paymentMethods),
  for: z.enum(['order', 'share']),
  due: cents,
  paid: cents,
  refunded: cents,
  month: z.nullable(z.int()),
  months: z.nullable(z.int()),
  /** Whether it can be paid online, on the processor's page; else a specialist takes it by phone. */
  online: z.boolean(),
  /** For her share: Medicare's remittance it comes from. */
  remittance: z.nullable(remittanceFiguresSchema),
  /** Where it ships, name and address lines: only to the order's own confirmation (asked with its receipt). */
  shipTo: z.optional(z.array(z.string()).check(z.maxLength(4))),
  /** Each payment taken for the order, oldest first: what, when she paid it, and for which month of a rental. */
  payments: z
    .array(
      z.strictObject({
        amount: cents,
        at: z.string(),
        for: z.enum(['order', 'share']),
        month: z.nullable(z.int()),
        /** On the processor's page, or taken by a specialist on the phone. */
        how: z.enum(['online', 'phone']),
      }),
    )
    .check(z.maxLength(100)),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** The processor's page to pay on. */
export const paymentPageSchema = z.strictObject({ url: z.string() });

/** A refill reminder's link: its secret, 256 random bits as base64url (the intake keeps only a hash of it). */
const refillTokenSchema = z.string().check(z.regex(/^[\w-]{43}$/));
export const refillLinkSchema = z.strictObject({ token: refillTokenSchema });

/** Her answer on the refill page: for each item, whether she needs it and why; and that her address still stands. */
export const refillAnswerSchema = z.strictObject({
  token: refillTokenSchema,
  items: z
    .array(
      z.strictObject({
        code: z.string().check(z.regex(/^[A-Z]\d{4}$/)),
        need: z.boolean(),
        reason: z.optional(z.enum(refillReasons)),
      }),
    )
    .check(z.minLength(1), z.maxLength(20)),
  addressConfirmed: z.boolean(),
});
export type RefillAnswer = z.infer<typeof refillAnswerSchema>;

/** What the refill page shows her: her first name, the items she was given, where they go, and any answer given. */
export const refillViewSchema = z.strictObject({
  firstName: z.string(),
  language: z.enum(['en', 'es']),
  payer: z.enum(paymentMethods),
  endsOn: z.string(),
  shipFrom: z.string(),
  items: z
    .array(
      z.strictObject({
        code: z.string(),
        productId: z.int(),
        name: z.string(),
        nameEs: z.string(),
        quantity: z.int(),
      }),
    )
    .check(z.maxLength(20)),
  address: z.array(z.string()).check(z.maxLength(4)),
  answer: z.nullable(
    z.strictObject({
      on: z.string(),
      orderNumber: z.nullable(z.string()),
      needed: z.int(),
    }),
  ),
  /** Whether she still gets reminders. */
  reminders: z.boolean(),
});
export type RefillView = z.infer<typeof refillViewSchema>;

/** A contact message is new, then handled; a review is new, then approved or rejected. */
export const messageStatusChangeSchema = z.strictObject({
  status: z.enum(['handled', 'approved', 'rejected']),
});

/** The words of a request's problems, in the shopper's language (the `Intake.problems` messages). */
export type ProblemWords = (typeof english)['Intake']['problems'];

/** The field an issue is about: the last name in its path (`shipping.zipCode`, `lines.0.quantity`). */
function fieldOf(issue: z.core.$ZodIssue): string {
  return issue.path.findLast((p): p is string => typeof p === 'string') ?? '';
}

const has = <T extends object>(words: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(words, key);

/** The order's own checks (its superRefine), named in their issues' `params` for the words to find. */
const customProblems = ['listedTwice', 'cardWithMedicare', 'medicareMissing', 'cardNumber'] as const;

/** One issue in the words given: what is missing or too long, by the field's label, else the field's own sentence. */
function worded(issue: z.core.$ZodIssue, w: ProblemWords): string {
  if (issue.code === 'unrecognized_keys')
    return issue.keys.includes('card') ? w.card : fill(w.unknownField, { fields: issue.keys.join(', ') });
  if (issue.code === 'custom') {
    const key = customProblems.find((k) => k === issue.params?.problem);
    if (key) return fill(w[key], { id: String(issue.params?.id ?? '') });
  }
  const field = fieldOf(issue);
  if (field === 'lines' && issue.code === 'too_small') return w.noItems;
  if (field === 'lines' && issue.code === 'too_big')
    return fill(w.tooManyItems, { max: Number(issue.maximum) });
  if (field === 'quantity')
    return issue.code === 'too_small'
      ? w.quantityMin
      : issue.code === 'too_big'
        ? fill(w.quantityMax, { max: Number(issue.maximum) })
        : w.quantityWhole;
  const label = has(w.labels, field) ? w.labels[field] : undefined;
  if (label && (issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.origin === 'string')))
    return fill(w.missing, { label });
  if (label && issue.code === 'too_big') return fill(w.tooLong, { label, max: Number(issue.maximum) });
  if (has(w.format, field)) return w.format[field];
  if (label) return fill(w.notValid, { label });
  return fill(w.request, { where: issue.path.join('.') || '-' });
}

/**
 * Turns a schema's complaints into sentences for the shopper: in the words given (the intake passes her page's
 * language), or else as the schema words them, for the back office.
 */
export function problemsOf(error: z.core.$ZodError, words?: ProblemWords): string[] {
  return error.issues.map((issue) => {
    if (words) return worded(issue, words);
    if (issue.code === 'unrecognized_keys' && issue.keys.includes('card'))
      return 'The store never takes card details: a card is entered on Stripe’s secure page, or given to a specialist by phone.';
    if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}.`;
    if (issue.message.endsWith('.')) return issue.message;
    const where = issue.path.join('.');
    return `${where || 'The request'}: ${issue.message}.`;
  });
}
