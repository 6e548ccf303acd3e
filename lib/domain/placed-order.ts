import * as z from 'zod/mini';
import { deductibleAnswers } from './estimate';
import { orderAcceptedSchema, orderTotalsSchema, paymentScheduleSchema } from './intake-contract';
import { paymentMethods } from './payment-methods';

/**
 * What the confirmation shows, kept for a reload in the same tab: the intake's order number and figures,
 * the receipt its payment is followed up with, and no Medicare or physician detail (no card is ever typed here).
 */
export const placedOrderSchema = z.object({
  orderNumber: orderAcceptedSchema.shape.orderNumber,
  placedAt: z.string().check(z.maxLength(40)),
  lines: z
    .array(
      z.object({
        id: z.int(),
        name: z.string().check(z.maxLength(200)),
        quantity: z.int().check(z.positive()),
        price: z.int(),
        medicareEligible: z.boolean(),
        taxable: z.boolean(),
      }),
    )
    .check(z.minLength(1)),
  totals: orderTotalsSchema,
  paymentMethod: z.enum(paymentMethods),
  /** The answer about the deductible the estimate used, and the rentals' monthly shares after it. */
  deductible: z.enum(deductibleAnswers),
  rentals: z
    .array(
      z.object({
        name: z.string().check(z.maxLength(200)),
        months: z.int().check(z.positive()),
        monthlyShare: z.nullable(z.int().check(z.nonnegative())),
      }),
    )
    .check(z.maxLength(50)),
  /** What she pays month by month for the rentals, as she was shown it. */
  schedule: z._default(z.nullable(paymentScheduleSchema), null),
  /** The first name the order ships to, as typed (the form accepts up to 100 characters). */
  shippingName: z.string().check(z.maxLength(200)),
  /** Where it ships, as the confirmation repeats it (a receipt names the address): name and address lines. */
  shipTo: z._default(z.array(z.string().check(z.maxLength(300))).check(z.maxLength(4)), []),
  shippingMethod: z.string().check(z.maxLength(200)),
  /** Whether the intake e-mails her a confirmation: the page promises one only then. */
  emailed: z._default(z.boolean(), false),
  /** What is paid at checkout (a card order's total, or a Medicare order's items Medicare is not billed for). */
  dueNow: z._default(z.int().check(z.nonnegative()), 0),
  /** Whether it is paid online, on the processor's page; else a specialist takes it by phone. */
  payOnline: z._default(z.boolean(), false),
  /** The intake's receipt for this order: with the number, it asks whether the payment has arrived. */
  receipt: z._default(z.string().check(z.maxLength(64)), ''),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;
