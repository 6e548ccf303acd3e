import type { Context } from 'hono';
import { trackRequestSchema, type OrderStatus, type TrackResponse } from '@/lib/domain/intake-contract';
import type { IntakeContext } from './env';
import { callUs, readBody, Refused } from './http';
import { limitRate } from './rate-limit';

/** An order's history, oldest first. */
export async function eventsOf(db: D1Database, number: string) {
  const { results } = await db
    .prepare('SELECT status, at FROM order_events WHERE order_number = ?1 ORDER BY id')
    .bind(number)
    .all<{ status: OrderStatus; at: string }>();
  return results;
}

/**
 * POST /track: an order number and its ZIP code give the order's status, dates and carrier tracking number,
 * nothing else. A wrong ZIP code gets the same answer as an unknown number.
 */
export async function trackOrder(c: Context<IntakeContext>) {
  await limitRate(c, 'track');
  const { orderNumber, zipCode } = await readBody(c, trackRequestSchema);
  const order = await c.env.DB.prepare(
    'SELECT number, status, placed_at, tracking_number FROM orders WHERE number = ?1 AND zip5 = ?2',
  )
    .bind(orderNumber, zipCode.slice(0, 5))
    .first<{ number: string; status: OrderStatus; placed_at: string; tracking_number: string | null }>();
  if (!order)
    throw new Refused(404, {
      message: `We found no order with that number and ZIP code. Check both against your confirmation, or ${callUs}.`,
    });
  const body: TrackResponse = {
    orderNumber: order.number,
    status: order.status,
    placedAt: order.placed_at,
    events: await eventsOf(c.env.DB, order.number),
    trackingNumber: order.tracking_number,
  };
  return c.json(body);
}
