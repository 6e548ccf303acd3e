import type { Context, Next } from 'hono';
import {
  messageStatusChangeSchema,
  nextStatuses,
  statusChangeSchema,
  type InboxList,
  type InboxMessage,
  type InboxOrder,
  type OrderStatus,
} from '@/lib/intake-contract';
import type { IntakeContext } from './env';
import { now, readBody, Refused } from './http';
import { limitRate } from './rate-limit';
import { eventsOf } from './tracking';

async function sha256(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
}

/** The supplier's token, sent as `Authorization: Bearer …`, compared in constant time. */
export async function requireSupplier(c: Context<IntakeContext>, next: Next) {
  const token = c.env.INBOX_TOKEN;
  if (!token)
    throw new Refused(503, {
      message: 'The inbox is not set up: give the intake its token with `wrangler secret put INBOX_TOKEN`.',
    });
  const sent = c.req.header('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  const [a, b] = await Promise.all([sha256(sent), sha256(token)]);
  if (!crypto.subtle.timingSafeEqual(a, b)) {
    await limitRate(c, 'inbox-sign-in');
    throw new Refused(401, { message: 'That inbox token is not right.' });
  }
  await next();
}

interface OrderRow {
  number: string;
  status: OrderStatus;
  placed_at: string;
  shipping_json: string;
  shipping_method: string;
  payment_method: InboxOrder['paymentMethod'];
  totals_json: string;
  sealed_card: string | null;
  sealed_medicare: string | null;
  tracking_number: string | null;
}

const LIST_LIMIT = 200;
/** The orders the inbox lists: the newest, whose lines and history come with them. */
const newest = `SELECT number FROM orders ORDER BY placed_at DESC, number LIMIT ${LIST_LIMIT}`;

/** GET /inbox: the newest orders (with their lines, history and sealed details) and messages. */
export async function listInbox(c: Context<IntakeContext>) {
  const db = c.env.DB;
  const [orders, lines, events, messages] = await db.batch([
    db.prepare(`SELECT * FROM orders WHERE number IN (${newest}) ORDER BY placed_at DESC, number`),
    db.prepare(
      `SELECT order_number, product_id AS id, name, quantity, unit_cents AS unitCents FROM order_lines
       WHERE order_number IN (${newest}) ORDER BY order_number, position`,
    ),
    db.prepare(
      `SELECT order_number, status, at FROM order_events WHERE order_number IN (${newest}) ORDER BY id`,
    ),
    db.prepare(`SELECT * FROM messages ORDER BY id DESC LIMIT ${LIST_LIMIT}`),
  ]);
  const byOrder = <T extends { order_number: string }>(rows: T[]) => {
    const map = new Map<string, Omit<T, 'order_number'>[]>();
    for (const { order_number, ...rest } of rows) {
      const list = map.get(order_number) ?? [];
      list.push(rest);
      map.set(order_number, list);
    }
    return map;
  };
  const linesOf = byOrder(lines?.results as (InboxOrder['lines'][number] & { order_number: string })[]);
  const eventsOf = byOrder(events?.results as (InboxOrder['events'][number] & { order_number: string })[]);
  const body: InboxList = {
    orders: (orders?.results as unknown as OrderRow[]).map((o) => ({
      orderNumber: o.number,
      status: o.status,
      placedAt: o.placed_at,
      paymentMethod: o.payment_method,
      shippingMethod: o.shipping_method,
      shipping: JSON.parse(o.shipping_json) as InboxOrder['shipping'],
      lines: linesOf.get(o.number) ?? [],
      totals: JSON.parse(o.totals_json) as InboxOrder['totals'],
      sealed: { card: o.sealed_card, medicare: o.sealed_medicare },
      trackingNumber: o.tracking_number,
      events: eventsOf.get(o.number) ?? [],
    })),
    messages: (
      messages?.results as {
        id: number;
        kind: InboxMessage['kind'];
        received_at: string;
        status: InboxMessage['status'];
        body_json: string;
      }[]
    ).map((m) => ({
      id: m.id,
      kind: m.kind,
      receivedAt: m.received_at,
      status: m.status,
      body: JSON.parse(m.body_json) as InboxMessage['body'],
    })),
  };
  return c.json(body);
}

/**
 * POST /inbox/orders/:number/status: moves an order one step on (or cancels it), kept with its time. Card
 * details are deleted once the order is paid or cancelled.
 */
export async function changeStatus(c: Context<IntakeContext>) {
  const number = c.req.param('number') ?? '';
  const { status, trackingNumber } = await readBody(c, statusChangeSchema);
  const db = c.env.DB;
  const order = await db
    .prepare('SELECT status FROM orders WHERE number = ?1')
    .bind(number)
    .first<{ status: OrderStatus }>();
  if (!order) throw new Refused(404, { message: `There is no order ${number}.` });
  if (!nextStatuses[order.status].includes(status))
    throw new Refused(409, { message: `Order ${number} is ${order.status}: it cannot be marked ${status}.` });
  const at = now();
  const dropCard = status === 'paid' || status === 'cancelled';
  await db.batch([
    db
      .prepare(
        `UPDATE orders SET status = ?2, tracking_number = COALESCE(?3, tracking_number)
           ${dropCard ? ', sealed_card = NULL' : ''}
         WHERE number = ?1 AND status = ?4`,
      )
      .bind(number, status, trackingNumber || null, order.status),
    db
      .prepare('INSERT INTO order_events (order_number, status, at) SELECT ?1, ?2, ?3 WHERE changes() = 1')
      .bind(number, status, at),
  ]);
  return c.json({ orderNumber: number, status, events: await eventsOf(db, number) });
}

/** POST /inbox/messages/:id/status: marks a message handled, or approves or rejects a review. */
export async function changeMessageStatus(c: Context<IntakeContext>) {
  const id = Number(c.req.param('id'));
  const { status } = await readBody(c, messageStatusChangeSchema);
  const message = await c.env.DB.prepare('SELECT kind FROM messages WHERE id = ?1')
    .bind(id)
    .first<{ kind: InboxMessage['kind'] }>();
  if (!message) throw new Refused(404, { message: `There is no message ${id}.` });
  if ((message.kind === 'review') === (status === 'handled'))
    throw new Refused(409, {
      message:
        message.kind === 'review' ? 'A review is approved or rejected.' : 'A message is marked handled.',
    });
  await c.env.DB.prepare('UPDATE messages SET status = ?2 WHERE id = ?1').bind(id, status).run();
  return c.json({ id, status });
}
