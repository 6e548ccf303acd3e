import type { Context } from 'hono';
import type { AdminMessage } from '@/lib/domain/admin-contract';
import { messageStatusChangeSchema } from '@/lib/domain/intake-contract';
import type { IntakeContext } from '../env';
import { now, readBody, Refused } from '../http';

const PAGE_SIZE = 50;

interface MessageRecord {
  id: number;
  kind: AdminMessage['kind'];
  received_at: string;
  status: AdminMessage['status'];
  body_json: string;
  handled_by: string | null;
  handled_at: string | null;
  patient_id: number | null;
  patient_name?: string | null;
}

function message(m: MessageRecord): AdminMessage {
  return {
    id: m.id,
    kind: m.kind,
    receivedAt: m.received_at,
    status: m.status,
    handledBy: m.handled_by,
    handledAt: m.handled_at,
    body: JSON.parse(m.body_json) as AdminMessage['body'],
    patient: m.patient_id ? { id: m.patient_id, name: m.patient_name ?? '' } : null,
  };
}

/** GET /admin/api/messages?kind=review&status=new&after=<id>: contact messages and reviews, newest first. */
export async function listMessages(c: Context<IntakeContext>) {
  const { kind, status, after } = c.req.query();
  const clauses: string[] = [];
  const values: unknown[] = [];
  if (kind === 'contact' || kind === 'review') clauses.push(`kind = ?${values.push(kind)}`);
  if (status === 'new' || status === 'handled' || status === 'approved' || status === 'rejected')
    clauses.push(`status = ?${values.push(status)}`);
  const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
  const start = Number(after);
  const page =
    Number.isInteger(start) && start > 0
      ? `${where ? `${where} AND` : 'WHERE'} id < ?${values.length + 1}`
      : where;
  const db = c.env.DB;
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT m.*, (SELECT p.first_name || ' ' || p.last_name FROM patients p WHERE p.id = m.patient_id)
           AS patient_name FROM messages m ${page} ORDER BY id DESC LIMIT ${PAGE_SIZE + 1}`,
      )
      .bind(...values, ...(page === where ? [] : [start])),
    db.prepare(`SELECT COUNT(*) AS n FROM messages ${where}`).bind(...values),
  ]);
  const found = (rows?.results ?? []) as unknown as MessageRecord[];
  const shown = found.slice(0, PAGE_SIZE);
  return c.json({
    messages: shown.map(message),
    total: ((count?.results?.[0] ?? { n: 0 }) as { n: number }).n,
    after: found.length > PAGE_SIZE ? String(shown.at(-1)?.id) : null,
  });
}

/** POST /admin/api/messages/:id/status: a message handled, a review approved or rejected, with who did it. */
export async function changeMessageStatus(c: Context<IntakeContext>) {
  const id = Number(c.req.param('id'));
  const { status } = await readBody(c, messageStatusChangeSchema, 'staff');
  const db = c.env.DB;
  const found = await db
    .prepare('SELECT kind FROM messages WHERE id = ?1')
    .bind(id)
    .first<{ kind: AdminMessage['kind'] }>();
  if (!found) throw new Refused(404, { message: `There is no message ${id}.` });
  if ((found.kind === 'review') === (status === 'handled'))
    throw new Refused(409, {
      message: found.kind === 'review' ? 'A review is approved or rejected.' : 'A message is marked handled.',
    });
  const updated = await db
    .prepare(
      `UPDATE messages SET status = ?2, handled_by = ?3, handled_at = ?4 WHERE id = ?1
       RETURNING *, (SELECT p.first_name || ' ' || p.last_name FROM patients p WHERE p.id = patient_id) AS patient_name`,
    )
    .bind(id, status, c.get('staff'), now())
    .first<MessageRecord>();
  return c.json(message(updated as MessageRecord));
}
