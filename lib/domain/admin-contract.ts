import * as z from 'zod/mini';
import { carrierIds, orderStatuses } from './order-path';
import {
  noCardNumber,
  orderTotalsSchema,
  paymentScheduleSchema,
  shippingDetailsSchema,
} from './intake-contract';
import { refillReasons } from './resupply';
import { ORDER_NUMBER } from './order-number';
import { paymentMethods } from './payment-methods';
import { deductibleAnswers } from './estimate';

/**
 * What the back office (intake/admin) asks the intake's `/admin/api/` and what it answers: one set of schemas the
 * Worker and the back office both import.
 */

const cents = z.int().check(z.nonnegative());
const status = z.enum(orderStatuses);
const payer = z.enum(paymentMethods);
const carrier = z.enum(carrierIds);

/** The list's search and filters, as the address bar and the CSV export carry them. */
export const orderQuerySchema = z.object({
  /** An order number, a name, a phone number or an e-mail address, or part of one. */
  q: z._default(z.string().check(z.trim(), z.maxLength(100, 'A search is at most 100 characters.')), ''),
  status: z.optional(status),
  payer: z.optional(payer),
  /** Placed on or after, on or before: days in New York time, `2026-11-27`. */
  from: z.optional(z.iso.date('From must be a date like 2026-11-27.')),
  to: z.optional(z.iso.date('To must be a date like 2026-11-27.')),
  /** Where the page starts: the last order of the page before (`placedAt|number`). */
  after: z.optional(z.string().check(z.maxLength(80))),
  /** Orders set aside as junk: hidden (the default), shown with the rest, or only they. */
  junk: z._default(z.enum(['hide', 'show', 'only']), 'hide'),
});
export type OrderQuery = z.infer<typeof orderQuerySchema>;

const orderRowSchema = z.object({
  orderNumber: z.string(),
  placedAt: z.string(),
  status,
  payer,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  total: cents,
  junk: z.boolean(),
  /** The language she ordered in. */
  language: z.enum(['en', 'es']),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const orderPageSchema = z.object({
  orders: z.array(orderRowSchema),
  /** How many orders match, over every page. */
  total: z.int(),
  /** The next page's start, or null on the last page. */
  after: z.nullable(z.string()),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

const timelineEntrySchema = z.object({
  kind: z.enum([
    'status',
    'note',
    'tracking',
    'opened',
    'email',
    'payment',
    'document',
    'eligibility',
    'claim',
    'usage',
    'refill',
  ]),
  status: z.nullable(status),
  at: z.string(),
  /** The staff member, or null for what the intake did itself (an order received, an e-mail sent). */
  staff: z.nullable(z.string()),
  /** A reason, a note, an amount, a carrier: what came with the event, in words. */
  detail: z.nullable(z.string()),
  month: z.nullable(z.int()),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

const documentStates = ['needed', 'requested', 'received', 'waived'] as const;

/** A document Medicare needs on file for an order's items, and where it stands. */
const orderDocumentSchema = z.object({
  kind: z.string(),
  /** What staff call it, and what it must show (the physician's office reads the request). */
  name: z.string(),
  shows: z.string(),
  /** The order's HCPCS codes that need it, and whether it must be in before the item is delivered. */
  codes: z.array(z.string()),
  beforeDelivery: z.boolean(),
  /** The first rental month whose claim needs it, for one that comes after delivery (a CPAP's re-evaluation). */
  fromMonth: z.nullable(z.int()),
  /** The CMS rules that ask for it, with their dates. */
  sources: z.array(z.object({ title: z.string(), url: z.string(), date: z.string() })),
  state: z.enum(documentStates),
  /** Asked for: when, and the day staff will ask again; from whom is sealed. */
  requestedAt: z.nullable(z.string()),
  followUpOn: z.nullable(z.string()),
  /** Received: the day it was signed (a test or visit: the day it was done); who signed it is sealed. */
  signedOn: z.nullable(z.string()),
  /** Which of its sealed parts it holds: whom it was asked from, and who signed it (with a written order's NPI
   * and diagnosis codes). */
  sealed: z.object({ request: z.boolean(), receipt: z.boolean() }),
  /** Why it was waived. */
  reason: z.nullable(z.string()),
  /** The signed copy attached (sealed): what kind of file, how large, who attached it and when. */
  file: z.nullable(
    z.object({
      type: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
      size: z.int(),
      staff: z.string(),
      at: z.string(),
    }),
  ),
  /** Who last changed it, and when. */
  staff: z.nullable(z.string()),
  at: z.nullable(z.string()),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

/** What an eligibility check found, and her share from it (her deductible as Medicare has it; none for a QMB). */
const eligibilityCheckSchema = z.object({
  answer: z.enum(['active', 'advantage', 'inactive', 'unmatched']),
  at: z.string(),
  staff: z.string(),
  words: z.array(z.string()),
  qmb: z.boolean(),
  deductibleLeft: z.nullable(cents),
  advantagePlan: z.nullable(z.string()),
  /** Her estimated share of the first claim, and month by month for rentals, as the check makes them. */
  shareNow: z.nullable(cents),
  schedule: z.nullable(paymentScheduleSchema),
});
export type EligibilityCheck = z.infer<typeof eligibilityCheckSchema>;

/** Why a rental ends before its months are up. */
const rentalEndReasons = ['returned', 'hospital', 'death', 'other'] as const;

/**
 * A claim sent to the DME MAC for one month of the order (a purchase's is month 1): its lines as built, and where it
 * stands: submitted, taken in by the DME MAC (accepted) or sent back (rejected, with what to fix).
 */
const claimSchema = z.object({
  month: z.int(),
  patientControlNumber: z.string(),
  state: z.enum(['sending', 'submitted', 'accepted', 'rejected', 'paid', 'denied']),
  charge: cents,
  payer: z.string(),
  lines: z.array(
    z.object({
      hcpcs: z.string(),
      modifiers: z.array(z.string()),
      units: z.int(),
      charge: cents,
      serviceDate: z.string(),
    }),
  ),
  staff: z.string(),
  submittedAt: z.string(),
  answeredAt: z.nullable(z.string()),
  words: z.array(z.string()),
});
export type Claim = z.infer<typeof claimSchema>;

/**
 * Medicare's remittance (the 835) for one claim, as posted: billed, allowed, paid, her share and its parts, and what
 * she is billed from it; each adjustment and remark in words. A denial, or one held because it does not match the
 * claim, carries its next step until staff settle it.
 */
const remittanceSchema = z.object({
  id: z.int(),
  month: z.int(),
  outcome: z.enum(['posted', 'denied', 'held']),
  payerClaimNumber: z.nullable(z.string()),
  charge: cents,
  allowed: cents,
  paid: cents,
  share: cents,
  deductible: cents,
  coinsurance: cents,
  billed: cents,
  nextStep: z.nullable(z.enum(['correct', 'appeal', 'write-off', 'review'])),
  words: z.array(z.string()),
  paidOn: z.nullable(z.string()),
  receivedAt: z.string(),
  settled: z.nullable(z.enum(['resent', 'appealed', 'written-off', 'reviewed'])),
  settledBy: z.nullable(z.string()),
  settledAt: z.nullable(z.string()),
  settledNote: z.nullable(z.string()),
});
export type Remittance = z.infer<typeof remittanceSchema>;

/** One entry of the denial queue: the remittance, whose it is, and the last day to appeal it. */
export const denialSchema = z.extend(remittanceSchema, {
  orderNumber: z.string(),
  patient: z.string(),
  appealBy: z.nullable(z.string()),
});
export type Denial = z.infer<typeof denialSchema>;

/** How staff settle a denial or a held remittance, and why. */
export const denialSettlementSchema = z.object({
  action: z.enum(['appealed', 'written-off', 'reviewed']),
  note: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Say what was done, or why.'),
      z.maxLength(500, 'A note is at most 500 characters.'),
      noCardNumber,
    ),
});
export type DenialSettlement = z.infer<typeof denialSettlementSchema>;

/**
 * A CPAP's or bilevel's first 90 days as Medicare counts them (LCD L33718): the nights recorded, the best window of
 * 30, the day her use met the rule, the re-evaluation visit, and where it all stands in a sentence.
 */
const adherenceSchema = z.object({
  /** Day 1, `YYYY-MM-DD`: the delivery date; null before delivery. */
  dateOfService: z.nullable(z.string()),
  /** Each night recorded in days 1 to 90, oldest first, with its minutes of use. */
  nights: z.array(z.object({ night: z.string(), minutes: z.int() })),
  best: z.nullable(
    z.object({ firstDay: z.int(), lastDay: z.int(), from: z.string(), to: z.string(), nights: z.int() }),
  ),
  usageMetOn: z.nullable(z.object({ day: z.int(), date: z.string() })),
  stillPossible: z.boolean(),
  deadline: z.nullable(z.string()),
  reevaluationFrom: z.nullable(z.string()),
  reevaluationTo: z.nullable(z.string()),
  /** The re-evaluation visit's date, when it is recorded as received. */
  reevaluatedOn: z.nullable(z.string()),
  met: z.boolean(),
  needsCall: z.boolean(),
  /** Where her use stands, for staff (and the month-4 claim's hold). */
  words: z.string(),
});
export type Adherence = z.infer<typeof adherenceSchema>;

/** A patient in her first 90 days on a CPAP or bilevel, as the daily list shows her. */
export const therapyPatientSchema = z.object({
  orderNumber: z.string(),
  patient: z.string(),
  language: z.enum(['en', 'es']),
  /** Today's day of her therapy (day 1 is the date of service). */
  day: z.int(),
  dateOfService: z.string(),
  deadline: z.string(),
  /** Needs a call (short use in her first two weeks), missed (the rule can no longer be met), no use imported yet,
   * use met and the re-evaluation still to record, on track, or both met. */
  state: z.enum(['needs-call', 'missed', 'no-use', 'visit', 'on-track', 'met']),
  words: z.string(),
  nights: z.int(),
  reevaluatedOn: z.nullable(z.string()),
  reevaluationTo: z.string(),
  /** When the e-mail offering help was last sent. */
  helpOfferedAt: z.nullable(z.string()),
});
export type TherapyPatient = z.infer<typeof therapyPatientSchema>;

/** Nights of use: a maker's export (or a date,hours file) as text, or one night staff enter by hand. */
export const usageEntrySchema = z.union([
  z.strictObject({
    csv: z
      .string()
      .check(
        z.minLength(1, 'Choose a usage file.'),
        z.maxLength(
          400_000,
          'The file is larger than a usage export: import at most a year of nights at a time.',
        ),
      ),
  }),
  z.strictObject({
    night: z.iso.date('The night must be a date like 2026-11-27.'),
    minutes: z
      .int()
      .check(
        z.nonnegative('The use cannot be less than none.'),
        z.maximum(1440, 'A night has at most 24 hours of use.'),
      ),
  }),
]);
export type UsageEntry = z.infer<typeof usageEntrySchema>;

/** One entry of the "due today" queue: an order's month whose billing date has come, its claim not sent yet. */
export const dueClaimSchema = z.object({
  orderNumber: z.string(),
  patient: z.string(),
  month: z.int(),
  months: z.nullable(z.int()),
  dueOn: z.string(),
  language: z.enum(['en', 'es']),
  /** Why the month is held (a CPAP past month 3 without her use or re-evaluation on file), or null. */
  held: z.nullable(z.string()),
});
export type DueClaim = z.infer<typeof dueClaimSchema>;

export const orderDetailSchema = z.object({
  orderNumber: z.string(),
  placedAt: z.string(),
  status,
  payer,
  shipping: shippingDetailsSchema,
  /** The language she ordered in: her papers print in it. */
  language: z.enum(['en', 'es']),
  shippingMethod: z.string(),
  lines: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      hcpcs: z.nullable(z.string()),
      quantity: z.int(),
      unitCents: cents,
      /** Its serial or lot number, recorded at delivery. */
      serial: z.nullable(z.string()),
    }),
  ),
  totals: orderTotalsSchema,
  /** The patient's answer about her Part B deductible, and the monthly shares she was shown for rentals. */
  deductible: z.enum(deductibleAnswers),
  rentals: z.array(z.object({ name: z.string(), months: z.int(), monthlyShare: z.nullable(cents) })),
  /** What she was shown she pays month by month, from the same estimate. */
  schedule: z.nullable(paymentScheduleSchema),
  paid: cents,
  refunded: cents,
  bill: z.nullable(cents),
  rental: z.nullable(
    z.object({
      month: z.int(),
      months: z.int(),
      deliveredAt: z.nullable(z.string()),
      nextBillingDate: z.nullable(z.string()),
      /** Ended early: the day and why (the pickup ticket prints from it). */
      ended: z.nullable(
        z.object({
          on: z.string(),
          reason: z.enum(rentalEndReasons),
          note: z.nullable(z.string()),
        }),
      ),
      /** Each rented item with its own count: a capped rental's 13 months (then hers), oxygen's 36 (then
       * serviced, unbilled, to five years from its date of service). */
      items: z.array(
        z.object({
          name: z.string(),
          months: z.int(),
          month: z.int(),
          state: z.enum(['billing', 'owned', 'serviced', 'ended']),
          /** Owned: from when; serviced: until when (`YYYY-MM-DD`). */
          until: z.nullable(z.string()),
        }),
      ),
    }),
  ),
  carrier: z.nullable(carrier),
  trackingNumber: z.nullable(z.string()),
  trackingUrl: z.nullable(z.string()),
  /** The day it left with its carrier (`YYYY-MM-DD`), if it was shipped. */
  shippedOn: z.nullable(z.string()),
  /** What Medicare needs on file for the order's items, each document where it stands (a Medicare order only). */
  documents: z.array(orderDocumentSchema),
  /** The latest eligibility check (a Medicare order only), in words, and the figures it gives her. */
  eligibility: z.nullable(eligibilityCheckSchema),
  /** The claims sent for it (a Medicare order only), oldest first; and the month a claim can be sent for now. */
  claims: z.array(claimSchema),
  /** Medicare's remittances for them, oldest first. */
  remittances: z.array(remittanceSchema),
  claimDue: z.nullable(z.object({ month: z.int(), from: z.nullable(z.string()) })),
  /** A CPAP's or bilevel's adherence in its first 90 days (an order of one only). */
  adherence: z.nullable(adherenceSchema),
  /**
   * A refill order's record, as Medicare's refill rule asks for it: the day she answered, each item with its
   * quantity, whether she needs it and why; the order the supplies came on, and the first day it may ship.
   */
  refill: z.nullable(
    z.object({
      answeredOn: z.string(),
      /** How she answered: from her reminder's link, or by phone (with whom, recorded by whom). */
      how: z.string(),
      fromOrder: z.string(),
      endsOn: z.string(),
      shipFrom: z.string(),
      items: z.array(
        z.object({
          code: z.string(),
          name: z.string(),
          quantity: z.int(),
          need: z.boolean(),
          reason: z.nullable(z.enum(refillReasons)),
        }),
      ),
    }),
  ),
  /**
   * Her patient record: how many orders she has placed, what she owes across them, the other order of hers whose
   * sealed Medicare number and physician this order can carry (when it has none of its own), and her newest
   * eligibility check on another order (what Medicare said of her Part B and deductible, and when).
   */
  patient: z.nullable(
    z.object({
      id: z.int(),
      name: z.string(),
      orders: z.int(),
      balance: cents,
      medicareOn: z.nullable(z.string()),
      lastCheck: z.nullable(z.extend(eligibilityCheckSchema, { orderNumber: z.string() })),
    }),
  ),
  /** The moves the order's path allows from here. */
  moves: z.array(status),
  /** Which sealed details the order holds (opened on their own request, which the timeline records). */
  sealed: z.object({ medicare: z.boolean() }),
  timeline: z.array(timelineEntrySchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** A move along the order's path, with what the step needs. */
export const moveSchema = z.object({
  to: status,
  /** Why an order is cancelled or refunded. */
  reason: z.optional(
    z.string().check(z.trim(), z.maxLength(500, 'A reason is at most 500 characters.'), noCardNumber),
  ),
  carrier: z.optional(carrier),
  trackingNumber: z.optional(
    z.string().check(z.trim(), z.maxLength(60, 'A tracking number is at most 60 characters.')),
  ),
  /** Money: Medicare's payment, the share billed, a payment taken, a refund. */
  amount: z.optional(cents),
  /** A Medicare delivery: the delivery ticket is signed and kept (Medicare's proof of delivery). */
  proofOfDelivery: z.optional(z.boolean()),
  /** The date of service: the day she signed the delivery ticket, or the ship date (today unless given). */
  serviceDate: z.optional(z.iso.date('The date of service must be a date like 2026-11-27.')),
  /** Delivered: each item's serial or lot number, as staff read it off the equipment (by its catalogue id). */
  serials: z.optional(
    z.array(
      z.object({
        id: z.int(),
        serial: z
          .string()
          .check(z.trim(), z.maxLength(60, 'A serial or lot number is at most 60 characters.')),
      }),
    ),
  ),
});
export type Move = z.infer<typeof moveSchema>;

/** A reason staff must give (a bill corrected or voided, junk set aside): `missing` is said when there is none. */
const requiredReason = (missing: string, max = 500) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, missing), z.maxLength(max, `At most ${max} characters.`), noCardNumber);

/** A bill not yet paid, corrected to another amount or voided, always with a reason. */
export const billChangeSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('correct'),
    amount: z.int().check(z.positive('Give the corrected amount (more than $0.00).')),
    reason: requiredReason('Say why the bill is corrected.'),
  }),
  z.object({
    action: z.literal('void'),
    reason: requiredReason('Say why the bill is voided.'),
  }),
]);
export type BillChange = z.infer<typeof billChangeSchema>;

const day = (label: string) => z.iso.date(`${label} must be a date like 2026-11-27.`);
/** A rental ended before its months were up: the day, why, and a note (who picks it up, from where). */
export const rentalEndSchema = z.object({
  on: day('The day it ended'),
  reason: z.enum(rentalEndReasons),
  note: z.string().check(z.trim(), z.maxLength(500, 'A note is at most 500 characters.'), noCardNumber),
});
export type RentalEnd = z.infer<typeof rentalEndSchema>;

const documentKind = z.string().check(z.maxLength(40));
const sealedDocument = z
  .string()
  .check(
    z.regex(
      /^hpke2\.[\w-]+\.[\w-]+$/,
      'What a document says is sealed in the back office before it is sent.',
    ),
    z.maxLength(4000),
  );

/** What a document's sealed parts hold, once opened. */
export const sealedRequestSchema = z.object({ from: z.string() });
export const sealedReceiptSchema = z.object({
  signedBy: z.string(),
  npi: z.optional(z.string()),
  /** The ICD-10-CM codes, separated by commas. */
  diagnosis: z.optional(z.string()),
});
/** The attempt key a document's sealed part is bound to: its order and kind, so it opens for no other. */
export const documentSealKey = (orderNumber: string, kind: string, part: 'request' | 'receipt') =>
  `${orderNumber}/${kind}/${part}`;
/** A document asked for, recorded as received (signed on, by whom), or waived with a reason. */
export const documentChangeSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('request'),
    kind: documentKind,
    /** Whom it was asked from, sealed (`{ from }`). */
    sealed: sealedDocument,
    followUpOn: z.optional(day('The day to ask again')),
  }),
  z.object({
    action: z.literal('receive'),
    kind: documentKind,
    signedOn: day('The date it was signed'),
    /** Who signed it, and a written order's NPI and diagnosis codes, sealed (`{ signedBy, npi?, diagnosis? }`). */
    sealed: sealedDocument,
  }),
  z.object({
    action: z.literal('waive'),
    kind: documentKind,
    reason: requiredReason('Say why it is not needed.'),
  }),
]);
export type DocumentChange = z.infer<typeof documentChangeSchema>;

/** A Medicare number as Medicare issues it (the MBI: 11 characters, no S, L, O, I, B or Z). */
const mbiPattern =
  /^[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d[AC-HJKMNP-RT-Y]{2}\d{2}$/;

/**
 * An eligibility check: her Medicare number, opened from the order's sealed details in the staff member's browser,
 * her name as on her Medicare card, and her date of birth, sent once to the clearinghouse and never stored.
 */
export const eligibilityRequestSchema = z.object({
  medicareNumber: z.string().check(
    z.overwrite((v) => v.replace(/[\s-]/g, '').toUpperCase()),
    z.regex(mbiPattern, 'A Medicare number is 11 letters and numbers, like 1EG4-TE5-MK73.'),
  ),
  firstName: z
    .string()
    .check(z.trim(), z.minLength(1, 'Give her first name as on her Medicare card.'), z.maxLength(60)),
  lastName: z
    .string()
    .check(z.trim(), z.minLength(1, 'Give her last name as on her Medicare card.'), z.maxLength(60)),
  dateOfBirth: day('Her date of birth'),
});

/**
 * A claim to send: her Medicare number, name and date of birth as for an eligibility check, and what the written
 * order says (the ordering practitioner's NPI and name, the diagnosis codes), opened from its sealed copy in the
 * staff member's browser; whether she signed an Advance Beneficiary Notice for it. Sent once to the clearinghouse
 * and never stored.
 */
export const claimRequestSchema = z.extend(eligibilityRequestSchema, {
  from: status,
  orderingNpi: z.string().check(z.trim(), z.maxLength(20)),
  orderingName: z
    .string()
    .check(z.trim(), z.minLength(1, 'Give the practitioner who signed the written order.'), z.maxLength(120)),
  diagnosis: z.string().check(z.maxLength(200)),
  abnOnFile: z.boolean(),
});
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

/** A practitioner's NPI to look up in CMS's NPI Registry. */
export const npiLookupSchema = z.object({ npi: z.string().check(z.trim(), z.maxLength(20)) });

/** What CMS's NPI Registry says of an NPI, for staff to compare with the written order. */
export const npiRecordSchema = z.object({
  npi: z.string(),
  name: z.string(),
  credential: z.nullable(z.string()),
  specialty: z.nullable(z.string()),
  address: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** Whether the registry lists the NPI as active. */
  active: z.boolean(),
});
export type NpiRecord = z.infer<typeof npiRecordSchema>;

/** Orders set aside as junk together (a flood of made-up orders), each cancelled with the reason given. */
export const junkSchema = z.object({
  orders: z
    .array(z.string().check(z.maxLength(20)))
    .check(
      z.minLength(1, 'Choose the orders to set aside as junk.'),
      z.maxLength(200, 'At most 200 orders can be set aside at once.'),
    ),
  reason: requiredReason('Say why these orders are junk.'),
});

export const noteSchema = z.object({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write the note first.'),
      z.maxLength(2000, 'A note is at most 2,000 characters.'),
      noCardNumber,
    ),
});

export const trackingSchema = z.object({
  carrier,
  trackingNumber: z.string().check(z.trim(), z.maxLength(60, 'A tracking number is at most 60 characters.')),
});

/** The sealed details of an order, and the attempt key they are bound to. */
export const sealedSchema = z.object({
  orderKey: z.string(),
  medicare: z.nullable(z.string()),
  /** Each document's sealed parts. */
  documents: z.array(
    z.object({ kind: z.string(), request: z.nullable(z.string()), receipt: z.nullable(z.string()) }),
  ),
});

/**
 * Her Medicare number and physician carried to an order from another order of hers: opened from that order's sealed
 * details in the staff member's browser and sealed again for this order, never seen by the intake.
 */
export const medicareCarrySchema = z.object({
  from: z.string().check(z.regex(ORDER_NUMBER)),
  sealed: z
    .string()
    .check(
      z.maxLength(8000),
      z.regex(
        /^hpke2\.[\w-]+\.[\w-]+$/,
        'Her Medicare number is sealed in the back office before it is sent.',
      ),
    ),
});
export type MedicareCarry = z.infer<typeof medicareCarrySchema>;

/** What a sealed Medicare detail must hold once opened: anything else is not shown. */
export const openedMedicareSchema = z.strictObject({
  medicareNumber: z.string().check(z.regex(mbiPattern)),
  physicianName: z.string().check(z.minLength(1), z.maxLength(200)),
  physicianPhone: z.string().check(z.minLength(1), z.maxLength(40)),
});

export const adminMessageSchema = z.object({
  id: z.int(),
  kind: z.enum(['contact', 'review']),
  receivedAt: z.string(),
  status: z.enum(['new', 'handled', 'approved', 'rejected']),
  handledBy: z.nullable(z.string()),
  handledAt: z.nullable(z.string()),
  body: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /** The patient it came from, found by the e-mail or phone she gave. */
  patient: z.nullable(z.object({ id: z.int(), name: z.string() })),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

/** A patient's record as the back office shows it: how to reach her, her orders, her documents, her balance. */
export const patientPageSchema = z.object({
  id: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.object({ address: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
  language: z.enum(['en', 'es']),
  since: z.string(),
  /** What she owes now across her orders: open bills for her share, and card orders not yet paid. */
  balance: cents,
  orders: z.array(
    z.object({
      orderNumber: z.string(),
      placedAt: z.string(),
      status,
      payer,
      language: z.enum(['en', 'es']),
      owed: cents,
    }),
  ),
  /** The documents received on her orders, newest first: each with the day it was signed, and its order. */
  documents: z.array(
    z.object({ orderNumber: z.string(), kind: z.string(), name: z.string(), signedOn: z.string() }),
  ),
  /** Her Medicare number, sealed, is on file with this order (the newest Medicare order of hers). */
  medicareOn: z.nullable(z.string()),
  /** Her newest eligibility check, on whichever order of hers it was asked. */
  lastCheck: z.nullable(z.extend(eligibilityCheckSchema, { orderNumber: z.string() })),
  /** Each supply on a replacement schedule she has had, soonest to run out first: its last delivery and next dates. */
  supplies: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      orderNumber: z.string(),
      deliveredOn: z.string(),
      quantity: z.int(),
      endsOn: z.string(),
      contactFrom: z.string(),
      shipFrom: z.string(),
      state: z.enum(['lasting', 'ask', 'ship', 'out']),
      /** Its reminder's state in words: none without her yes, when the first goes, how many went, her answer. */
      reminder: z.string(),
      /** How the order it came on was paid, and whether she has answered about its refill. */
      payer: z.enum(['card', 'medicare']),
      answered: z.boolean(),
    }),
  ),
  /** Her answer about refill reminders, the day she gave it and who recorded it; null if never asked. */
  reminders: z.nullable(z.object({ answer: z.enum(['yes', 'no']), on: z.string(), by: z.string() })),
});
export type PatientPage = z.infer<typeof patientPageSchema>;

/**
 * One refill cycle on the staff's daily list: a patient who said yes to reminders, the supplies of one order that run
 * out on one day, and where it stands: due (reminders going), needs a call (three sent unanswered, or her supply
 * runs out within 10 days with no answer), answered (her refill order, and whether it may ship today), or answered
 * that nothing is needed.
 */
export const refillRowSchema = z.object({
  patientId: z.int(),
  name: z.string(),
  phone: z.string(),
  language: z.enum(['en', 'es']),
  fromOrder: z.string(),
  endsOn: z.string(),
  contactFrom: z.string(),
  shipFrom: z.string(),
  items: z.array(z.object({ code: z.string(), name: z.string(), quantity: z.int() })),
  state: z.enum(['due', 'needs-call', 'answered', 'not-needed']),
  reminders: z.int(),
  remindedAt: z.nullable(z.string()),
  answeredOn: z.nullable(z.string()),
  orderNumber: z.nullable(z.string()),
  orderStatus: z.nullable(status),
  /** An answered refill whose order may go today and has not gone yet. */
  toShip: z.boolean(),
});
export type RefillRow = z.infer<typeof refillRowSchema>;

/** Her answer about refill reminders, as staff record it: yes or no, and the day she said so. */
export const reminderConsentSchema = z.strictObject({
  answer: z.enum(['yes', 'no'], 'Say whether she wants the reminders: yes or no.'),
  on: z.iso.date('The day she said so must be a date like 2026-11-27.'),
});

/**
 * Her refill request taken by phone: the supplies of one order that run out on one day, her answer for each item
 * (needed and why, or not), her address confirmed, and who answered (the patient, or who for her).
 */
export const phoneRefillSchema = z.strictObject({
  fromOrder: z.string(),
  endsOn: z.iso.date(),
  items: z.array(
    z.strictObject({ code: z.string(), need: z.boolean(), reason: z.optional(z.enum(refillReasons)) }),
  ),
  addressConfirmed: z.boolean(),
  spokeWith: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Say who answered: the patient, or who for her.'),
      z.maxLength(100, 'Who answered is at most 100 characters.'),
    ),
});
export type PhoneRefill = z.infer<typeof phoneRefillSchema>;

/** Patients a search finds. */
export const patientListSchema = z.object({
  patients: z.array(
    z.object({ id: z.int(), name: z.string(), phone: z.string(), email: z.string(), orders: z.int() }),
  ),
});

export const messagePageSchema = z.object({
  messages: z.array(adminMessageSchema),
  total: z.int(),
  after: z.nullable(z.string()),
});

export const staffSchema = z.object({
  email: z.string(),
  /** How staff sign in: Cloudflare Access, or the local sign-in page of `npm start`. */
  signIn: z.enum(['access', 'local']),
  /** Where signing out goes. */
  signOut: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;
