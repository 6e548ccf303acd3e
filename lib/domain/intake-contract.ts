import * as z from 'zod/mini';
import { shippingMethods } from '@/data/facts';
import { MAX_LINE_QUANTITY } from './cart';
import { deductibleAnswers } from './estimate';
import { EMAIL, ZIP_CODE } from './formats';
import { fieldLimits } from './field-limits';

/**
 * What the site sends to the store's intake and what it answers: one set of schemas that the checkout, the
 * contact form, the tracking page, the inbox and the Worker all import, so the two sides cannot drift. Written
 * with zod's mini build, whose checks are functions a bundler leaves out when unused: about 5 KB gzipped in a
 * page, where zod's chained build is about 30.
 */

const MAX_ORDER_LINES = 50;
/** The largest request body the intake reads. */
export const MAX_BODY_BYTES = 64 * 1024;

export const paymentMethods = ['card', 'medicare'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

const orderStatuses = ['received', 'confirmed', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Where an order may go from each status: forward one step at a time, or cancelled before delivery. */
export const nextStatuses: Record<OrderStatus, readonly OrderStatus[]> = {
  received: ['confirmed', 'cancelled'],
  confirmed: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** Order numbers: readable letters and digits without 0/O and 1/I, two groups of five (50 random bits). */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const ORDER_NUMBER = /^JMS-[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/;

/** A number as a person might type it: any case, spaces or dashes anywhere. */
function normalizeOrderNumber(typed: string): string {
  const bare = typed.toUpperCase().replace(/[\s-]/g, '').replace(/^JMS/, '');
  return bare.length === 10 ? `JMS-${bare.slice(0, 5)}-${bare.slice(5)}` : typed.trim().toUpperCase();
}

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is missing.` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is missing.`),
      z.maxLength(max, `${label} must be at most ${max} characters.`),
    );

const optionalText = (label: string, max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters.`)), '');

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

const shippingDetailsSchema = z.strictObject({
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
  .string()
  .check(
    z.maxLength(4096, 'A sealed detail is too long.'),
    z.regex(/^hpke1\.[\w-]+\.[\w-]+$/, 'Sealed details must be sealed in the browser before they are sent.'),
  );

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
    sealed: z.strictObject({ card: z.optional(sealedSchema), medicare: z.optional(sealedSchema) }),
    /** The totals the shopper saw: the intake refuses the order if its own differ. */
    shown: orderTotalsSchema,
  })
  .check(
    z.superRefine((order, ctx) => {
      const ids = order.lines.map((l) => l.id);
      const twice = ids.find((id, i) => ids.indexOf(id) !== i);
      if (twice !== undefined)
        ctx.addIssue({ code: 'custom', path: ['lines'], message: `Product ${twice} is listed twice.` });
      if (order.paymentMethod === 'card' && !order.sealed.card)
        ctx.addIssue({ code: 'custom', path: ['sealed'], message: 'The card details are missing.' });
      if (order.paymentMethod === 'medicare' && !order.sealed.medicare)
        ctx.addIssue({ code: 'custom', path: ['sealed'], message: 'The Medicare details are missing.' });
    }),
  );
export type OrderRequest = z.infer<typeof orderRequestSchema>;
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const orderAcceptedSchema = z.strictObject({
  orderNumber: z.string().check(z.regex(ORDER_NUMBER)),
  status: z.enum(orderStatuses),
  placedAt: z.string(),
  totals: orderTotalsSchema,
});
export type OrderAccepted = z.infer<typeof orderAcceptedSchema>;

/** Every refusal: a sentence a person can read, and for changed prices the intake's own figures. */
export const refusalSchema = z.object({
  message: z.string(),
  problems: z.optional(z.array(z.string())),
  totals: z.optional(orderTotalsSchema),
  prices: z.optional(z.array(z.strictObject({ id: z.number(), price: cents }))),
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

const statusEventSchema = z.strictObject({
  status: z.enum(orderStatuses),
  at: z.string(),
});

export const trackResponseSchema = z.strictObject({
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  placedAt: z.string(),
  events: z.array(statusEventSchema),
  trackingNumber: z.nullable(z.string()),
});
export type TrackResponse = z.infer<typeof trackResponseSchema>;

export const statusChangeSchema = z.strictObject({
  status: z.enum(orderStatuses),
  trackingNumber: z.optional(
    z.string().check(z.trim(), z.maxLength(60, 'A tracking number is at most 60 characters.')),
  ),
});

/** The intake's answer to a status change: the order's new status and its whole history. */
export const statusChangedSchema = z.strictObject({
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  events: z.array(statusEventSchema),
});
export type StatusChanged = z.infer<typeof statusChangedSchema>;

/** A contact message is new, then handled; a review is new, then approved or rejected. */
const messageStatuses = ['new', 'handled', 'approved', 'rejected'] as const;
export const messageStatusChangeSchema = z.strictObject({
  status: z.enum(messageStatuses.filter((s) => s !== 'new') as ['handled', 'approved', 'rejected']),
});

/** The intake's answer to a message's status change. */
export const messageStatusChangedSchema = z.strictObject({
  id: z.number(),
  status: z.enum(messageStatuses),
});
export type MessageStatusChanged = z.infer<typeof messageStatusChangedSchema>;

/** An order as the supplier's inbox lists it. */
const inboxOrderSchema = z.strictObject({
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  placedAt: z.string(),
  paymentMethod: z.enum(paymentMethods),
  shippingMethod: z.string(),
  shipping: shippingDetailsSchema,
  lines: z.array(
    z.strictObject({ id: z.number(), name: z.string(), quantity: z.number(), unitCents: cents }),
  ),
  totals: orderTotalsSchema,
  sealed: z.strictObject({ card: z.nullable(z.string()), medicare: z.nullable(z.string()) }),
  trackingNumber: z.nullable(z.string()),
  events: z.array(statusEventSchema),
});
export type InboxOrder = z.infer<typeof inboxOrderSchema>;

const inboxMessageSchema = z.strictObject({
  id: z.number(),
  kind: z.enum(['contact', 'review']),
  receivedAt: z.string(),
  status: z.enum(messageStatuses),
  body: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxListSchema = z.strictObject({
  orders: z.array(inboxOrderSchema),
  messages: z.array(inboxMessageSchema),
});
export type InboxList = z.infer<typeof inboxListSchema>;

/** Turns a schema's complaints into sentences for the shopper, first the ones written for people. */
export function problemsOf(error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}.`;
    if (issue.message.endsWith('.')) return issue.message;
    const where = issue.path.join('.');
    return `${where || 'The request'}: ${issue.message}.`;
  });
}
