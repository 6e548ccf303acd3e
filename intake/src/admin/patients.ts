import type { Context } from 'hono';
import {
  reminderConsentSchema,
  type MedicareCarry,
  type OrderDetail,
  type PatientPage,
} from '@/lib/domain/admin-contract';
import { documentWords, type DocumentKind } from '@/lib/domain/documentation';
import { reminderWords } from '@/lib/domain/resupply';
import { formatDay, storeDay } from '@/lib/domain/store-time';
import { supplyItems, type DeliveredLine } from '../supplies';
import { patientKey, patientSearchText, searchTerms } from '@/lib/domain/order-search';
import type { IntakeContext } from '../env';
import { now, readBody, Refused } from '../http';
import { checkOf, type CheckRecord } from './eligibility';
import type { OrderRecord } from './order-rows';

/** What she owes on one order now: an open bill for her share, or a card order's total not yet paid. */
const owedSql = `CASE WHEN o.status = 'share-billed' THEN COALESCE(o.bill_cents, 0)
  WHEN o.payment_method = 'card' AND o.status NOT IN ('cancelled', 'refunded')
    THEN MAX(0, o.due_now_cents - o.paid_cents) ELSE 0 END`;

/**
 * Finds her patient record, or makes it, from an order of hers (her name and the address it goes to, folded), and
 * links the order to it; her e-mail, phone and language are brought up to date from her newest order. Idempotent.
 */
export async function linkPatient(db: D1Database, order: OrderRecord): Promise<number> {
  if (order.patient_id) return order.patient_id;
  const shipping = JSON.parse(order.shipping_json) as OrderDetail['shipping'];
  const key = patientKey(shipping);
  const at = now();
  const [found] = await db.batch([
    db
      .prepare(
        `INSERT INTO patients (match_key, first_name, last_name, email, phone_digits, address_json, language,
           search_text, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9)
         ON CONFLICT (match_key) DO UPDATE SET email = excluded.email, phone_digits = excluded.phone_digits,
           language = excluded.language, search_text = excluded.search_text, updated_at = excluded.updated_at
           WHERE excluded.updated_at >= patients.updated_at
         RETURNING id`,
      )
      .bind(
        key,
        shipping.firstName,
        shipping.lastName,
        order.email,
        order.phone_digits,
        JSON.stringify({
          address: shipping.address,
          city: shipping.city,
          state: shipping.state,
          zipCode: shipping.zipCode,
        }),
        order.language,
        patientSearchText({
          firstName: shipping.firstName,
          lastName: shipping.lastName,
          email: order.email,
          phoneDigits: order.phone_digits,
        }),
        at,
      ),
    db
      .prepare(
        `UPDATE orders SET patient_id = (SELECT id FROM patients WHERE match_key = ?2)
         WHERE number = ?1 AND patient_id IS NULL`,
      )
      .bind(order.number, key),
  ]);
  const id =
    (found?.results?.[0] as { id: number } | undefined)?.id ??
    (await db.prepare('SELECT id FROM patients WHERE match_key = ?1').bind(key).first<{ id: number }>())?.id;
  if (!id) throw new Error(`Order ${order.number} could not be linked to a patient`);
  return id;
}

/**
 * Her record in brief, for an order's page: her name, how many orders she has placed, what she owes, her newest
 * other Medicare order holding her sealed Medicare number (for an order without one to carry), and her newest
 * eligibility check on another order.
 */
export async function patientSummary(
  db: D1Database,
  id: number,
  orderNumber: string,
): Promise<OrderDetail['patient']> {
  const [summary, sealed, check] = await db.batch([
    db
      .prepare(
        `SELECT p.id, p.first_name, p.last_name, COUNT(o.number) AS orders, COALESCE(SUM(${owedSql}), 0) AS balance
         FROM patients p LEFT JOIN orders o ON o.patient_id = p.id WHERE p.id = ?1 GROUP BY p.id`,
      )
      .bind(id),
    sealedOrderQuery(db, id, orderNumber),
    newestCheckQuery(db, id, orderNumber),
  ]);
  const row = summary?.results?.[0] as
    { id: number; first_name: string; last_name: string; orders: number; balance: number } | undefined;
  if (!row) return null;
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`,
    orders: row.orders,
    balance: row.balance,
    medicareOn: (sealed?.results?.[0] as { number: string } | undefined)?.number ?? null,
    lastCheck: newestCheck(check),
  };
}

/** Her newest eligibility check on any order of hers but `except`. */
function newestCheckQuery(db: D1Database, patientId: number, except: string) {
  return db
    .prepare(
      `SELECT e.order_number, e.at, e.staff, e.answer, e.result_json FROM eligibility_checks e
       JOIN orders o ON o.number = e.order_number
       WHERE o.patient_id = ?1 AND e.order_number <> ?2 ORDER BY e.at DESC, e.id DESC LIMIT 1`,
    )
    .bind(patientId, except);
}

function newestCheck(result: D1Result | undefined): PatientPage['lastCheck'] {
  const last = result?.results?.[0] as (CheckRecord & { order_number: string }) | undefined;
  const checked = checkOf(last);
  return checked && last ? { ...checked, orderNumber: last.order_number } : null;
}

/** Her newest Medicare order, other than `orderNumber`, that holds her sealed Medicare number and physician. */
function sealedOrderQuery(db: D1Database, patientId: number, orderNumber: string) {
  return db
    .prepare(
      `SELECT number FROM orders WHERE patient_id = ?1 AND number <> ?2 AND sealed_medicare IS NOT NULL
       ORDER BY placed_at DESC LIMIT 1`,
    )
    .bind(patientId, orderNumber);
}

/**
 * POST /admin/api/orders/:number/medicare: her Medicare number and physician carried to this order, which has
 * none, from her newest other order that has them: opened and sealed again for this order in the staff member's
 * browser. Recorded in both orders' timelines with who and when. Refused for an order that already holds them, one
 * not hers, or a ciphertext that is not a sealed detail bound to an order.
 */
export async function carryMedicare(c: Context<IntakeContext>, order: OrderRecord, carry: MedicareCarry) {
  if (order.sealed_medicare)
    throw new Refused(409, {
      message: 'This order already holds her Medicare number and physician: nothing was carried.',
    });
  if (order.status === 'cancelled' || order.status === 'refunded' || order.status === 'closed')
    throw new Refused(409, { message: 'This order is over: it needs no Medicare number now.' });
  if (order.payment_method !== 'medicare')
    throw new Refused(409, { message: 'This is a card order: it does not need her Medicare number.' });
  const db = c.env.DB;
  const patientId = await linkPatient(db, order);
  const from = await sealedOrderQuery(db, patientId, order.number).first<{ number: string }>();
  if (!from || from.number !== carry.from)
    throw new Refused(409, {
      message: from
        ? `Her Medicare number is now carried from order ${from.number}: open this order again and carry it from there.`
        : 'No other order of hers holds a sealed Medicare number: ask her for it.',
    });
  const at = now();
  const staff = c.get('staff');
  const [updated] = await db.batch([
    db
      .prepare(
        'UPDATE orders SET sealed_medicare = ?2 WHERE number = ?1 AND sealed_medicare IS NULL RETURNING number',
      )
      .bind(order.number, carry.sealed),
    db
      .prepare(
        `INSERT INTO order_events (order_number, kind, at, staff, detail_json)
         SELECT ?1, 'opened', ?2, ?3, ?4 WHERE changes() > 0`,
      )
      .bind(
        order.number,
        at,
        staff,
        JSON.stringify({ text: `Medicare number and physician carried from order ${from.number}` }),
      ),
    db
      .prepare(
        `INSERT INTO order_events (order_number, kind, at, staff, detail_json)
         SELECT ?1, 'opened', ?2, ?3, ?4 WHERE (SELECT sealed_medicare FROM orders WHERE number = ?5) = ?6`,
      )
      .bind(
        from.number,
        at,
        staff,
        JSON.stringify({ text: `Medicare number and physician carried to order ${order.number}` }),
        order.number,
        carry.sealed,
      ),
  ]);
  if (!updated?.results?.length)
    throw new Refused(409, {
      message: 'Another staff member gave this order her Medicare number a moment ago: nothing was changed.',
    });
}

/** The patient a message is from, by the e-mail or phone she gave (her newest record, if two share one). */
export async function patientOfMessage(db: D1Database, email: string, phoneDigits: string) {
  const phone = phoneDigits.length === 11 && phoneDigits.startsWith('1') ? phoneDigits.slice(1) : phoneDigits;
  return db
    .prepare(
      `SELECT id FROM patients WHERE (?1 <> '' AND email = ?1) OR (length(?2) >= 10 AND phone_digits = ?2)
       ORDER BY updated_at DESC LIMIT 1`,
    )
    .bind(email.trim().toLowerCase(), phone)
    .first<{ id: number }>();
}

/** GET /admin/api/patients/:id: her record, her orders newest first, the documents received on them, her balance. */
export async function showPatient(c: Context<IntakeContext>) {
  const db = c.env.DB;
  const id = Number(c.req.param('id'));
  const patient = await db
    .prepare('SELECT * FROM patients WHERE id = ?1')
    .bind(Number.isSafeInteger(id) ? id : 0)
    .first<{
      id: number;
      first_name: string;
      last_name: string;
      email: string;
      phone_digits: string;
      address_json: string;
      language: 'en' | 'es';
      created_at: string;
      reminders: 'yes' | 'no' | null;
      reminders_on: string | null;
      reminders_by: string | null;
    }>();
  if (!patient) throw new Refused(404, { message: 'There is no such patient.' });
  const [orders, documents, check, delivered, refills] = await db.batch([
    db
      .prepare(
        `SELECT o.number, o.placed_at, o.status, o.payment_method, o.language, o.sealed_medicare IS NOT NULL AS sealed,
           ${owedSql} AS owed
         FROM orders o WHERE o.patient_id = ?1 ORDER BY o.placed_at DESC LIMIT 200`,
      )
      .bind(patient.id),
    db
      .prepare(
        `SELECT d.order_number, d.kind, d.signed_on FROM order_documents d JOIN orders o ON o.number = d.order_number
         WHERE o.patient_id = ?1 AND d.state = 'received' AND d.signed_on IS NOT NULL
         ORDER BY d.signed_on DESC LIMIT 100`,
      )
      .bind(patient.id),
    newestCheckQuery(db, patient.id, ''),
    // What she has been given: each delivered line of her orders, for her supplies' cycle.
    db
      .prepare(
        `SELECT l.hcpcs, l.product_id, l.name, l.quantity, o.number, o.delivered_at, o.payment_method
         FROM order_lines l
         JOIN orders o ON o.number = l.order_number
         WHERE o.patient_id = ?1 AND o.delivered_at IS NOT NULL AND o.status NOT IN ('cancelled', 'refunded')
         ORDER BY o.delivered_at DESC LIMIT 500`,
      )
      .bind(patient.id),
    db
      .prepare(
        `SELECT from_order, ends_on, reminders, reminded_at, answered_at, order_number FROM refills
         WHERE patient_id = ?1 ORDER BY ends_on DESC LIMIT 200`,
      )
      .bind(patient.id),
  ]);
  const rows = (orders?.results ?? []) as {
    number: string;
    placed_at: string;
    status: PatientPage['orders'][number]['status'];
    payment_method: PatientPage['orders'][number]['payer'];
    language: 'en' | 'es';
    sealed: number;
    owed: number;
  }[];
  const page: PatientPage = {
    id: patient.id,
    firstName: patient.first_name,
    lastName: patient.last_name,
    email: patient.email,
    phone: patient.phone_digits,
    address: JSON.parse(patient.address_json) as PatientPage['address'],
    language: patient.language,
    since: patient.created_at,
    balance: rows.reduce((t, o) => t + o.owed, 0),
    orders: rows.map((o) => ({
      orderNumber: o.number,
      placedAt: o.placed_at,
      status: o.status,
      payer: o.payment_method,
      language: o.language,
      owed: o.owed,
    })),
    documents: (
      (documents?.results ?? []) as { order_number: string; kind: string; signed_on: string }[]
    ).map((d) => ({
      orderNumber: d.order_number,
      kind: d.kind,
      name: documentWords[d.kind as DocumentKind]?.name ?? d.kind,
      signedOn: d.signed_on,
    })),
    medicareOn: rows.find((o) => o.sealed)?.number ?? null,
    lastCheck: newestCheck(check),
    supplies: suppliesOf(
      (delivered?.results ?? []) as unknown as Supplied[],
      patient.reminders,
      (refills?.results ?? []) as unknown as KeptReminder[],
    ),
    reminders:
      patient.reminders && patient.reminders_on
        ? { answer: patient.reminders, on: patient.reminders_on, by: patient.reminders_by ?? '' }
        : null,
  };
  return c.json(page);
}

/** A delivered line of hers, with how its order was paid. */
type Supplied = DeliveredLine & { payment_method: 'card' | 'medicare' };

/** A refill cycle's reminders and answer, as her record reads them. */
interface KeptReminder {
  from_order: string;
  ends_on: string;
  reminders: number;
  reminded_at: string | null;
  answered_at: string | null;
  order_number: string | null;
}

/** Her supplies' cycle from her delivered lines: each supply's latest delivery, and when to ask and ship again. */
function suppliesOf(
  lines: readonly Supplied[],
  consent: 'yes' | 'no' | null,
  refills: readonly KeptReminder[],
): PatientPage['supplies'] {
  const today = storeDay();
  const payers = new Map(lines.map((l) => [l.number, l.payment_method]));
  return supplyItems(lines, today).map(({ productId: _, ...cycle }) => {
    const kept = refills.find((r) => r.from_order === cycle.orderNumber && r.ends_on === cycle.endsOn);
    return {
      ...cycle,
      payer: payers.get(cycle.orderNumber) ?? 'medicare',
      answered: !!kept?.answered_at,
      reminder: reminderWords(
        today,
        cycle,
        consent,
        kept
          ? {
              reminders: kept.reminders,
              remindedAt: kept.reminded_at,
              answeredAt: kept.answered_at,
              orderNumber: kept.order_number,
            }
          : null,
      ),
    };
  });
}

/**
 * POST /admin/api/patients/:id/reminders: her answer about refill reminders, as she gave it to staff (by phone, at
 * the counter), with the day she said so. A "no" stops every reminder at once.
 */
export async function reminderConsent(c: Context<IntakeContext>) {
  const id = Number(c.req.param('id'));
  const ask = await readBody(c, reminderConsentSchema, 'staff');
  if (ask.on > storeDay())
    throw new Refused(422, { message: `${formatDay(ask.on)} has not come yet: give the day she said so.` });
  const done = await c.env.DB.prepare(
    `UPDATE patients SET reminders = ?2, reminders_on = ?3, reminders_by = ?4, updated_at = ?5 WHERE id = ?1`,
  )
    .bind(Number.isSafeInteger(id) ? id : 0, ask.answer, ask.on, c.get('staff'), now())
    .run();
  if (done.meta.changes !== 1) throw new Refused(404, { message: 'There is no such patient.' });
  return showPatient(c);
}

/** GET /admin/api/patients?q=: the patients a search finds (her name either way round, e-mail, phone), A to Z. */
export async function listPatients(c: Context<IntakeContext>) {
  const terms = searchTerms(c.req.query('q') ?? '').slice(0, 4);
  if (terms.length === 0) return c.json({ patients: [] });
  const { results } = await c.env.DB.prepare(
    `SELECT p.id, p.first_name, p.last_name, p.phone_digits, p.email,
       (SELECT COUNT(*) FROM orders o WHERE o.patient_id = p.id) AS orders
     FROM patients p WHERE ${terms.map((_, i) => `instr(p.search_text, ?${i + 1}) > 0`).join(' OR ')}
     ORDER BY p.last_name, p.first_name LIMIT 50`,
  )
    .bind(...terms)
    .all<{
      id: number;
      first_name: string;
      last_name: string;
      phone_digits: string;
      email: string;
      orders: number;
    }>();
  return c.json({
    patients: results.map((p) => ({
      id: p.id,
      name: `${p.first_name} ${p.last_name}`,
      phone: p.phone_digits,
      email: p.email,
      orders: p.orders,
    })),
  });
}
