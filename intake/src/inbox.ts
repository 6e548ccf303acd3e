import type { Context, Next } from 'hono';
import {
  messageStatusChangeSchema,
  nextStatuses,
  statusChangeSchema,
  type InboxMessage,
  type MessageStatusChanged,
  type OrderStatus,
  type StatusChanged,
} from '@/lib/domain/intake-contract';
import type { IntakeContext } from './env';
import { inboxList, inboxQueries } from './inbox-rows';
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

/** GET /inbox: the newest orders (with their lines, history and sealed details) and messages. */
export async function listInbox(c: Context<IntakeContext>) {
  const db = c.env.DB;
  const [orders, lines, events, messages] = await db.batch(
    [inboxQueries.orders, inboxQueries.lines, inboxQueries.events, inboxQueries.messages].map((sql) =>
      db.prepare(sql),
    ),
  );
  return c.json(
    inboxList({
      orders: orders?.results ?? [],
      lines: lines?.results ?? [],
      events: events?.results ?? [],
      messages: messages?.results ?? [],
    }),
  );
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
  const answer: StatusChanged = { orderNumber: number, status, events: await eventsOf(db, number) };
  return c.json(answer);
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
  const answer: MessageStatusChanged = { id, status };
  return c.json(answer);
}
