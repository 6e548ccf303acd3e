import type { Context } from 'hono';
import * as z from 'zod/mini';
import {
  claimRequestSchema,
  billChangeSchema,
  denialSettlementSchema,
  rentalEndSchema,
  documentChangeSchema,
  usageEntrySchema,
  eligibilityRequestSchema,
  junkSchema,
  medicareCarrySchema,
  moveSchema,
  noteSchema,
  orderQuerySchema,
  trackingSchema,
  type OrderDetail,
  type OrderPage,
  type OrderQuery,
} from '@/lib/domain/admin-contract';
import { problemsOf } from '@/lib/domain/intake-contract';
import { formatStoreTimeWithZone } from '@/lib/domain/store-time';
import type { IntakeContext } from '../env';
import { now, readBody, Refused } from '../http';
import { canMove, statusLabels } from '@/lib/domain/order-path';
import { refillRecord } from '../refills';
import { loadAdherence, offerHelp, recordUsage } from './adherence';
import { claimDue, claimOf, claimsQuery, collectAnswers, sendClaim } from './claims';
import { attachFile, openFileOf } from './document-files';
import { changeDocument, documentQueries, orderDocuments, type DocumentRecord } from './documents';
import { checkEligibility, checkOf, latestCheckQuery, type CheckRecord } from './eligibility';
import { changeBill, moveOrder } from './moves';
import { carryMedicare, linkPatient, patientSummary } from './patients';
import { endRental } from './rentals';
import { remittanceOf, remittancesQuery, settleRemittance, type RemittanceRecord } from './remittances';
import {
  csvHeader,
  csvRow,
  orderDetail,
  orderFilter,
  orderRow,
  pathState,
  type ClaimRecord,
  type EventRecord,
  type OrderRecord,
} from './order-rows';

const PAGE_SIZE = 50;

/** The list's search and filters from the address, or a refusal that says which is wrong. */
function readQuery(c: Context<IntakeContext>): OrderQuery {
  const parsed = orderQuerySchema.safeParse(c.req.query());
  if (!parsed.success)
    throw new Refused(422, { message: problemsOf(parsed.error)[0] ?? 'The search is not valid.' });
  return parsed.data;
}

/** GET /admin/api/orders: a page of the orders that match, newest first, and how many match in all. */
export async function listOrders(c: Context<IntakeContext>) {
  const query = readQuery(c);
  const { where, values } = orderFilter(query);
  // A page starts after the last order of the page before (`placedAt|number`), bound after the filter's values.
  const [placedAt, number] = query.after ? query.after.split('|') : [];
  const n = values.length;
  const page =
    placedAt && number
      ? `${where ? `${where} AND` : 'WHERE'} (placed_at < ?${n + 1} OR (placed_at = ?${n + 1} AND number > ?${n + 2}))`
      : where;
  const start = placedAt && number ? [placedAt, number] : [];
  const db = c.env.DB;
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT * FROM orders ${page} ORDER BY placed_at DESC, number LIMIT ${PAGE_SIZE + 1}`)
      .bind(...values, ...start),
    db.prepare(`SELECT COUNT(*) AS n FROM orders ${where}`).bind(...values),
  ]);
  const found = (rows?.results ?? []) as unknown as OrderRecord[];
  const shown = found.slice(0, PAGE_SIZE);
  const last = shown.at(-1);
  const body: OrderPage = {
    orders: shown.map(orderRow),
    total: ((count?.results?.[0] ?? { n: 0 }) as { n: number }).n,
    after: found.length > PAGE_SIZE && last ? `${last.placed_at}|${last.number}` : null,
  };
  return c.json(body);
}

/** GET /admin/api/orders.csv: every order that matches the list's filters, as a spreadsheet, no sealed detail. */
export async function exportOrders(c: Context<IntakeContext>) {
  const { where, values } = orderFilter(readQuery(c));
  const { results } = await c.env.DB.prepare(`SELECT * FROM orders ${where} ORDER BY placed_at DESC, number`)
    .bind(...values)
    .all<OrderRecord>();
  const csv = [
    csvHeader.join(','),
    ...results.map((o) => csvRow(o, formatStoreTimeWithZone(o.placed_at))),
  ].join('\r\n');
  const day = now().slice(0, 10);
  return c.body(`${csv}\r\n`, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="orders-${day}.csv"`,
  });
}

/** The order, or a 404 that says so. */
async function findOrder(c: Context<IntakeContext>): Promise<OrderRecord> {
  const number = c.req.param('number') ?? '';
  const order = await c.env.DB.prepare('SELECT * FROM orders WHERE number = ?1')
    .bind(number)
    .first<OrderRecord>();
  if (!order) throw new Refused(404, { message: `There is no order ${number}.` });
  return order;
}

/** The order's page: its lines, answers, figures, path and timeline. */
async function detailOf(db: D1Database, order: OrderRecord): Promise<OrderDetail> {
  const [lines, events, , documents, check, claims, remittanceRows] = await db.batch([
    db
      .prepare(
        `SELECT product_id AS id, name, hcpcs, quantity, unit_cents AS unitCents, serial FROM order_lines
         WHERE order_number = ?1 ORDER BY position`,
      )
      .bind(order.number),
    db
      .prepare(
        'SELECT kind, status, at, staff, detail_json, month FROM order_events WHERE order_number = ?1 ORDER BY id',
      )
      .bind(order.number),
    ...documentQueries(db, order.number),
    latestCheckQuery(db, order.number),
    claimsQuery(db, order.number),
    remittancesQuery(db, order.number),
  ]);
  const shown = (lines?.results ?? []) as OrderDetail['lines'];
  const sent = ((claims?.results ?? []) as unknown as ClaimRecord[]).map(claimOf);
  const remittances = ((remittanceRows?.results ?? []) as unknown as RemittanceRecord[]).map(remittanceOf);
  const docs = orderDocuments(order, shown, (documents?.results ?? []) as unknown as DocumentRecord[]);
  return orderDetail(
    order,
    shown,
    (events?.results ?? []) as unknown as EventRecord[],
    docs,
    checkOf(check?.results?.[0] as CheckRecord | undefined),
    sent,
    remittances,
    claimDue(order, sent, remittances),
    // An order from before patient records is linked to hers the first time it is opened.
    await patientSummary(db, await linkPatient(db, order), order.number),
    await loadAdherence(db, order, shown, docs),
    await refillRecord(db, order),
  );
}

/** POST /admin/api/orders/:number/help: the e-mail offering her help with the device, in her language. */
export async function helpOffer(c: Context<IntakeContext>) {
  const order = await findOrder(c);
  await offerHelp(c, order);
  return c.json(await detailOf(c.env.DB, order));
}

/** POST /admin/api/orders/:number/nights: her nights of use, imported from a usage export or entered by hand. */
export async function usageRecord(c: Context<IntakeContext>) {
  const order = await findOrder(c);
  await recordUsage(c, order, await readBody(c, usageEntrySchema, 'staff'));
  return c.json(await detailOf(c.env.DB, order));
}

/** GET /admin/api/orders/:number */
export async function showOrder(c: Context<IntakeContext>) {
  return c.json(await detailOf(c.env.DB, await findOrder(c)));
}

/**
 * POST /admin/api/orders/:number/sealed: the order's sealed details (her Medicare number and physician, and what its
 * documents say) and the attempt key they are bound to, for the back office to open with the supplier's key. Every asking is recorded in the timeline, with who and when.
 */
export async function sealedDetails(c: Context<IntakeContext>) {
  const order = await findOrder(c);
  const db = c.env.DB;
  const [, documents] = await db.batch([
    db
      .prepare(`INSERT INTO order_events (order_number, kind, at, staff) VALUES (?1, 'opened', ?2, ?3)`)
      .bind(order.number, now(), c.get('staff')),
    db
      .prepare(
        `SELECT kind, sealed_request AS request, sealed_receipt AS receipt FROM order_documents
         WHERE order_number = ?1 AND (sealed_request IS NOT NULL OR sealed_receipt IS NOT NULL)`,
      )
      .bind(order.number),
  ]);
  return c.json({
    orderKey: order.idempotency_key,
    medicare: order.sealed_medicare,
    documents: documents?.results ?? [],
  });
}

/** POST /admin/api/orders/:number/medicare: her sealed Medicare number and physician carried from her other order. */
export async function medicareCarry(c: Context<IntakeContext>) {
  const order = await findOrder(c);
  await carryMedicare(c, order, await readBody(c, medicareCarrySchema, 'staff'));
  return c.json(await detailOf(c.env.DB, await findOrder(c)));
}

/** POST /admin/api/orders/:number/moves: one step along the order's own path. */
export async function move(c: Context<IntakeContext>) {
  const order = await findOrder(c);
  const body = await readBody(c, z.extend(moveSchema, { from: moveSchema.shape.to }), 'staff');
  await moveOrder(c, order, body);
  return c.json(await detailOf(c.env.DB, await findOrder(c)));
}

/** POST /admin/api/orders/:number/documents: a document Medicare needs, asked for, received or waived. */
export async function documentChange(c: Context<IntakeContext>) {
  const order = await findOrder(c);
  await changeDocument(c, order, await readBody(c, documentChangeSchema, 'staff'));
  return c.json(await detailOf(c.env.DB, order));
}

/** POST /admin/api/orders/:number/eligibility: her Part B asked of Medicare through the clearinghouse. */
export async function eligibilityCheck(c: Context<IntakeContext>) {
  const order = await findOrder(c);
  await checkEligibility(c, order, await readBody(c, eligibilityRequestSchema, 'staff'));
  return c.json(await detailOf(c.env.DB, order));
}

/** POST /admin/api/orders/:number/claims: the claim that is due, built from the order and sent to Medicare. */
export async function claimSend(c: Context<IntakeContext>) {
  const order = await findOrder(c);
  await sendClaim(c, order, await readBody(c, claimRequestSchema, 'staff'));
  return c.json(await detailOf(c.env.DB, await findOrder(c)));
}

/** POST /admin/api/claims/answers: the DME MACs' acknowledgements read now, rather than at the next hour. */
export async function claimAnswers(c: Context<IntakeContext>) {
  return c.json({ answered: await collectAnswers(c.env) });
}

/** POST /admin/api/orders/:number/notes: an internal note, never shown to the patient. */
export async function addNote(c: Context<IntakeContext>) {
  const order = await findOrder(c);
  const { text } = await readBody(c, noteSchema, 'staff');
  await c.env.DB.prepare(
    `INSERT INTO order_events (order_number, kind, at, staff, detail_json) VALUES (?1, 'note', ?2, ?3, ?4)`,
  )
    .bind(order.number, now(), c.get('staff'), JSON.stringify({ text }))
    .run();
  return c.json(await detailOf(c.env.DB, order));
}

/** POST /admin/api/orders/:number/tracking: the carrier or tracking number corrected after shipping. */
export async function correctTracking(c: Context<IntakeContext>) {
  const order = await findOrder(c);
  const { carrier, trackingNumber } = await readBody(c, trackingSchema, 'staff');
  if (!order.carrier)
    throw new Refused(409, {
      message: `Order ${order.number} has not shipped: there is no tracking to correct.`,
    });
  if (carrier !== 'van' && !trackingNumber)
    throw new Refused(422, { message: 'A parcel carrier needs its tracking number.' });
  const db = c.env.DB;
  await db.batch([
    db
      .prepare('UPDATE orders SET carrier = ?2, tracking_number = ?3 WHERE number = ?1')
      .bind(order.number, carrier, trackingNumber || null),
    db
      .prepare(
        `INSERT INTO order_events (order_number, kind, at, staff, detail_json) VALUES (?1, 'tracking', ?2, ?3, ?4)`,
      )
      .bind(
        order.number,
        now(),
        c.get('staff'),
        JSON.stringify({ carrier, trackingNumber: trackingNumber || undefined }),
      ),
  ]);
  return c.json(await detailOf(db, await findOrder(c)));
}

/** POST /admin/api/orders/:number/bill: a bill not yet paid, corrected or voided, with a reason. */
export async function billChange(c: Context<IntakeContext>) {
  const order = await findOrder(c);
  await changeBill(c, order, await readBody(c, billChangeSchema, 'staff'));
  return c.json(await detailOf(c.env.DB, await findOrder(c)));
}

/**
 * POST /admin/api/orders/junk: orders staff recognise as junk (a flood of made-up orders), each cancelled with the
 * reason and set aside, so the list no longer shows them unless asked. Refused whole, with a sentence, if one of
 * them can no longer be cancelled or has money on it.
 */
export async function markJunk(c: Context<IntakeContext>) {
  const { orders: numbers, reason } = await readBody(c, junkSchema, 'staff');
  const db = c.env.DB;
  const orders: OrderRecord[] = [];
  for (const number of new Set(numbers)) {
    const o = await db.prepare('SELECT * FROM orders WHERE number = ?1').bind(number).first<OrderRecord>();
    if (!o) throw new Refused(404, { message: `There is no order ${number}.` });
    if (o.paid_cents > o.refunded_cents)
      throw new Refused(409, {
        message: `Order ${number} has money paid on it: refund it first, or leave it out. Nothing was set aside.`,
      });
    if (o.status !== 'cancelled' && !canMove(pathState(o), 'cancelled'))
      throw new Refused(409, {
        message: `Order ${number} is ${statusLabels[o.status].toLowerCase()}: it can no longer be cancelled, so it cannot be set aside as junk. Nothing was set aside.`,
      });
    orders.push(o);
  }
  for (const o of orders) {
    if (o.status !== 'cancelled')
      await moveOrder(c, o, { to: 'cancelled', from: o.status, reason: `Junk: ${reason}` });
    await db.prepare('UPDATE orders SET junk = 1 WHERE number = ?1').bind(o.number).run();
  }
  return c.json({ junk: orders.length });
}

/** POST /admin/api/orders/:number/remittances/:id: a denial, or a held remittance, settled with a note. */
export async function remittanceSettle(c: Context<IntakeContext>) {
  const order = await findOrder(c);
  const id = Number(c.req.param('id'));
  await settleRemittance(
    c,
    order,
    Number.isSafeInteger(id) ? id : 0,
    await readBody(c, denialSettlementSchema, 'staff'),
  );
  return c.json(await detailOf(c.env.DB, await findOrder(c)));
}

/** POST /admin/api/orders/:number/rental-end: a rental ended early, its remaining months never claimed. */
export async function rentalEnd(c: Context<IntakeContext>) {
  const order = await findOrder(c);
  await endRental(c, order, await readBody(c, rentalEndSchema, 'staff'));
  return c.json(await detailOf(c.env.DB, await findOrder(c)));
}

/** POST /admin/api/orders/:number/documents/:kind/file: a document's signed copy, sealed, kept in R2. */
export async function documentFile(c: Context<IntakeContext>) {
  const order = await findOrder(c);
  await attachFile(c, order);
  return c.json(await detailOf(c.env.DB, order));
}

/** POST /admin/api/orders/:number/documents/:kind/file/open: the sealed copy, its opening recorded. */
export async function documentFileOpen(c: Context<IntakeContext>) {
  return openFileOf(c, await findOrder(c));
}
