import type { InboxList, InboxMessage, InboxOrder } from '@/lib/domain/intake-contract';

/**
 * What the inbox lists and how its rows become the contract's shapes, shared by the Worker's GET /inbox and
 * `npm run inbox`, which reads the local database directly.
 */
const LIST_LIMIT = 200;
/** The orders the inbox lists: the newest, whose lines and history come with them. */
const newest = `SELECT number FROM orders ORDER BY placed_at DESC, number LIMIT ${LIST_LIMIT}`;

export const inboxQueries = {
  orders: `SELECT * FROM orders WHERE number IN (${newest}) ORDER BY placed_at DESC, number`,
  lines: `SELECT order_number, product_id AS id, name, quantity, unit_cents AS unitCents FROM order_lines
    WHERE order_number IN (${newest}) ORDER BY order_number, position`,
  events: `SELECT order_number, status, at FROM order_events WHERE order_number IN (${newest}) ORDER BY id`,
  messages: `SELECT * FROM messages ORDER BY id DESC LIMIT ${LIST_LIMIT}`,
} as const;

interface OrderRow {
  number: string;
  status: InboxOrder['status'];
  placed_at: string;
  shipping_json: string;
  shipping_method: string;
  payment_method: InboxOrder['paymentMethod'];
  totals_json: string;
  sealed_card: string | null;
  sealed_medicare: string | null;
  tracking_number: string | null;
}

interface MessageRow {
  id: number;
  kind: InboxMessage['kind'];
  received_at: string;
  status: InboxMessage['status'];
  body_json: string;
}

type OfOrder<T> = T & { order_number: string };

function byOrder<T>(rows: OfOrder<T>[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const { order_number, ...rest } of rows) {
    const list = map.get(order_number) ?? [];
    list.push(rest as T);
    map.set(order_number, list);
  }
  return map;
}

/** The rows of the four inbox queries, in their order, as the inbox's answer. */
export function inboxList(rows: {
  orders: unknown[];
  lines: unknown[];
  events: unknown[];
  messages: unknown[];
}): InboxList {
  const lines = byOrder(rows.lines as OfOrder<InboxOrder['lines'][number]>[]);
  const events = byOrder(rows.events as OfOrder<InboxOrder['events'][number]>[]);
  return {
    orders: (rows.orders as OrderRow[]).map((o) => ({
      orderNumber: o.number,
      status: o.status,
      placedAt: o.placed_at,
      paymentMethod: o.payment_method,
      shippingMethod: o.shipping_method,
      shipping: JSON.parse(o.shipping_json) as InboxOrder['shipping'],
      lines: lines.get(o.number) ?? [],
      totals: JSON.parse(o.totals_json) as InboxOrder['totals'],
      sealed: { card: o.sealed_card, medicare: o.sealed_medicare },
      trackingNumber: o.tracking_number,
      events: events.get(o.number) ?? [],
    })),
    messages: (rows.messages as MessageRow[]).map((m) => ({
      id: m.id,
      kind: m.kind,
      receivedAt: m.received_at,
      status: m.status,
      body: JSON.parse(m.body_json) as InboxMessage['body'],
    })),
  };
}
