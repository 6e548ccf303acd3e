import type { Context } from 'hono';
import { documentWords, type DocumentKind } from '@/lib/domain/documentation';
import type { IntakeContext } from '../env';
import { now, Refused } from '../http';
import type { OrderRecord } from './order-rows';

const types = new Set(['application/pdf', 'image/jpeg', 'image/png']);
/** A signed copy, sealed, is at most 10 MB and the seal's few bytes. */
const MAX_BYTES = 10 * 1024 * 1024 + 1024;

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

function nameOf(kind: string) {
  return (documentWords[kind as DocumentKind]?.name ?? kind).toLowerCase();
}

/** The document row a file belongs to: received on this order (a file is the signed copy of what came back). */
async function receivedDocument(db: D1Database, order: OrderRecord, kind: string) {
  const row = await db
    .prepare('SELECT state FROM order_documents WHERE order_number = ?1 AND kind = ?2')
    .bind(order.number, kind)
    .first<{ state: string }>();
  if (row?.state !== 'received')
    throw new Refused(409, {
      message: `Record the ${nameOf(kind)} of order ${order.number} as received first: the file is its signed copy.`,
    });
}

/**
 * POST /admin/api/orders/:number/documents/:kind/file: a document's signed copy, sealed in the staff member's
 * browser (the body is the sealed bytes, `X-Document-Type` the kind of file), kept in R2 as it came. The Worker
 * cannot open it; it refuses a second copy for the same document, and the same ciphertext attached to another
 * order (it would not open there: it is bound to its own order and kind).
 */
export async function attachFile(c: Context<IntakeContext>, order: OrderRecord) {
  const kind = c.req.param('kind') ?? '';
  const db = c.env.DB;
  if (order.payment_method !== 'medicare')
    throw new Refused(409, {
      message: `Order ${order.number} is paid by card: Medicare needs no papers for it.`,
    });
  await receivedDocument(db, order, kind);
  const type = c.req.header('X-Document-Type') ?? '';
  if (!types.has(type))
    throw new Refused(422, { message: 'Attach a PDF, or a photo of the paper (JPEG or PNG).' });
  const body = await c.req.arrayBuffer();
  if (body.byteLength < 66) throw new Refused(422, { message: 'That is not a sealed file.' });
  if (body.byteLength > MAX_BYTES) throw new Refused(413, { message: 'A signed copy is at most 10 MB.' });
  const digest = hex(await crypto.subtle.digest('SHA-256', body));
  const elsewhere = await db
    .prepare('SELECT order_number, kind FROM document_files WHERE digest = ?1')
    .bind(digest)
    .first<{ order_number: string; kind: string }>();
  if (elsewhere)
    throw new Refused(409, {
      message:
        elsewhere.order_number === order.number && elsewhere.kind === kind
          ? 'This copy is attached already.'
          : `This file is the sealed copy attached to order ${elsewhere.order_number}: it opens only there. Attach this order’s own copy.`,
    });
  const key = `documents/${order.number}/${kind}/${digest}`;
  const staff = c.get('staff');
  const at = now();
  // The row first, so a second desk attaching at once is refused before anything is stored.
  try {
    await db
      .prepare(
        `INSERT INTO document_files (order_number, kind, digest, object_key, media_type, bytes, staff, at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
      )
      .bind(order.number, kind, digest, key, type, body.byteLength, staff, at)
      .run();
  } catch {
    throw new Refused(409, {
      message: `The ${nameOf(kind)} of order ${order.number} has its signed copy already. Reload the order.`,
    });
  }
  try {
    await c.env.DOCUMENTS.put(key, body, { httpMetadata: { contentType: 'application/octet-stream' } });
  } catch {
    await db.prepare('DELETE FROM document_files WHERE digest = ?1').bind(digest).run();
    throw new Refused(503, {
      message: 'The file could not be stored just now: nothing was kept. Try again.',
    });
  }
  await db
    .prepare(
      `INSERT INTO order_events (order_number, kind, at, staff, detail_json) VALUES (?1, 'document', ?2, ?3, ?4)`,
    )
    .bind(
      order.number,
      at,
      staff,
      JSON.stringify({ text: `Signed copy of the ${nameOf(kind)} attached, sealed` }),
    )
    .run();
}

/**
 * POST /admin/api/orders/:number/documents/:kind/file/open: the sealed copy, for the staff member's browser to open
 * with the supplier's key. Each opening is in the timeline, with who and when (a POST, so no link or image adds one).
 */
export async function openFileOf(c: Context<IntakeContext>, order: OrderRecord) {
  const kind = c.req.param('kind') ?? '';
  const db = c.env.DB;
  const row = await db
    .prepare('SELECT object_key FROM document_files WHERE order_number = ?1 AND kind = ?2')
    .bind(order.number, kind)
    .first<{ object_key: string }>();
  if (!row)
    throw new Refused(404, { message: `The ${nameOf(kind)} of order ${order.number} has no signed copy.` });
  const object = await c.env.DOCUMENTS.get(row.object_key);
  if (!object) throw new Refused(404, { message: 'The signed copy could not be found in storage.' });
  await db
    .prepare(
      `INSERT INTO order_events (order_number, kind, at, staff, detail_json) VALUES (?1, 'opened', ?2, ?3, ?4)`,
    )
    .bind(
      order.number,
      now(),
      c.get('staff'),
      JSON.stringify({ text: `Signed copy of the ${nameOf(kind)} opened` }),
    )
    .run();
  return new Response(object.body, {
    headers: { 'Content-Type': 'application/octet-stream', 'Cache-Control': 'no-store' },
  });
}
