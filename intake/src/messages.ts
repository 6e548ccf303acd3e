import type { Context } from 'hono';
import { contactRequestSchema, reviewRequestSchema } from '@/lib/domain/intake-contract';
import { soldProducts } from './catalog';
import { patientOfMessage } from './admin/patients';
import type { IntakeContext } from './env';
import { now, readBody, Refused } from './http';
import { languageOf, say, spoken } from './language';
import { notifySupplier } from './notify';
import { limitRate } from './rate-limit';

/** Kept with the language of the page it came from: staff answer a message, and publish a review, in it. */
async function store(c: Context<IntakeContext>, kind: 'contact' | 'review', body: object) {
  // A message from one of her e-mail addresses or phones is linked to her record.
  const from = body as { email?: string; phone?: string };
  const patient =
    kind === 'contact'
      ? await patientOfMessage(c.env.DB, from.email ?? '', (from.phone ?? '').replace(/\D/g, ''))
      : null;
  const row = await c.env.DB.prepare(
    'INSERT INTO messages (kind, received_at, body_json, patient_id) VALUES (?1, ?2, ?3, ?4) RETURNING id',
  )
    .bind(kind, now(), JSON.stringify({ ...body, language: languageOf(c) }), patient?.id ?? null)
    .first<{ id: number }>();
  c.executionCtx.waitUntil(
    notifySupplier(c.env, `New ${kind === 'review' ? 'review to approve' : 'message'} (#${row?.id})`),
  );
  return c.json({ received: true as const }, 201);
}

/** POST /messages: a contact form message for the supplier's back office. */
export async function sendMessage(c: Context<IntakeContext>) {
  await limitRate(c, 'messages');
  return store(c, 'contact', await readBody(c, contactRequestSchema));
}

/** POST /reviews: a shopper's review, kept for the supplier to approve. */
export async function sendReview(c: Context<IntakeContext>) {
  await limitRate(c, 'messages');
  const review = await readBody(c, reviewRequestSchema);
  if (!soldProducts().has(review.productId))
    throw new Refused(422, { message: say(c, 'notSoldReview', { id: review.productId }) }, spoken(c));
  return store(c, 'review', review);
}
