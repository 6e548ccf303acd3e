import type { Context } from 'hono';
import type { DocumentChange, OrderDocument } from '@/lib/domain/admin-contract';
import { documentKinds, documentWords, hcpcsCodes, requiredDocuments } from '@/lib/domain/documentation';
import { addDays } from '@/lib/domain/calendar-days';
import { documentDatesProblem } from '@/lib/domain/paperwork';
import { formatDay, storeDay } from '@/lib/domain/store-time';
import { documentationRules } from '../catalog';
import type { IntakeContext } from '../env';
import { now, Refused } from '../http';
import type { OrderRecord } from './order-rows';

/** A document's row as D1 holds it (migrations/0007); a document with no row is still needed. */
export interface DocumentRecord {
  kind: string;
  state: 'requested' | 'received' | 'waived';
  requested_at: string | null;
  follow_up_on: string | null;
  sealed_request: string | null;
  signed_on: string | null;
  sealed_receipt: string | null;
  reason: string | null;
  staff: string;
  at: string;
  /** Its signed copy, when one is attached (migrations/0013). */
  file_type?: 'application/pdf' | 'image/jpeg' | 'image/png' | null;
  file_bytes?: number | null;
  file_staff?: string | null;
  file_at?: string | null;
}

/** The statements that read an order's lines' codes and its documents' rows, for a batch. */
export function documentQueries(db: D1Database, number: string): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db.prepare('SELECT hcpcs FROM order_lines WHERE order_number = ?1 ORDER BY position').bind(number),
    db
      .prepare(
        `SELECT d.*, f.media_type AS file_type, f.bytes AS file_bytes, f.staff AS file_staff, f.at AS file_at
         FROM order_documents d
         LEFT JOIN document_files f ON f.order_number = d.order_number AND f.kind = d.kind
         WHERE d.order_number = ?1`,
      )
      .bind(number),
  ];
}

/**
 * The documents Medicare needs for a Medicare order's items, from the catalogue's rules for their HCPCS codes,
 * each where it stands; a card order needs none.
 */
export function orderDocuments(
  order: OrderRecord,
  lines: readonly { hcpcs: string | null }[],
  records: readonly DocumentRecord[],
): OrderDocument[] {
  if (order.payment_method !== 'medicare') return [];
  const rules = documentationRules();
  const codes = lines.flatMap((l) => hcpcsCodes(l.hcpcs));
  return requiredDocuments(rules, codes).map((need) => {
    const r = records.find((x) => x.kind === need.kind);
    return {
      kind: need.kind,
      ...documentWords[need.kind],
      codes: need.codes,
      beforeDelivery: need.beforeDelivery,
      fromMonth: need.fromMonth,
      sources: need.sources.flatMap((id) => rules.sources[id] ?? []),
      state: r?.state ?? 'needed',
      requestedAt: r?.requested_at ?? null,
      followUpOn: r?.follow_up_on ?? null,
      signedOn: r?.signed_on ?? null,
      sealed: { request: Boolean(r?.sealed_request), receipt: Boolean(r?.sealed_receipt) },
      reason: r?.reason ?? null,
      file:
        r?.file_type && r.file_at
          ? { type: r.file_type, size: r.file_bytes ?? 0, staff: r.file_staff ?? '', at: r.file_at }
          : null,
      staff: r?.staff ?? null,
      at: r?.at ?? null,
    };
  });
}

/** An order's documents, and their rows as D1 holds them. */
async function readDocuments(db: D1Database, order: OrderRecord) {
  const [lines, rows] = await db.batch(documentQueries(db, order.number));
  const records = (rows?.results ?? []) as DocumentRecord[];
  return {
    docs: orderDocuments(order, (lines?.results ?? []) as { hcpcs: string | null }[], records),
    records,
  };
}

/** An order's documents, read from D1. */
export async function loadDocuments(db: D1Database, order: OrderRecord): Promise<OrderDocument[]> {
  return (await readDocuments(db, order)).docs;
}

/**
 * The documents not yet in that the order waits on: neither received nor waived, and needed from the start (not a
 * re-evaluation that comes months after delivery).
 */
export const outstanding = (docs: readonly OrderDocument[]) =>
  docs.filter((d) => (d.state === 'needed' || d.state === 'requested') && d.fromMonth === null);

/** Names in a sentence: `A`, `A and B`, `A, B and C`. */
export function listed(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The day two days after `day`, when staff ask again unless they say another. */
function twoDaysAfter(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 2);
  return d.toISOString().slice(0, 10);
}

/**
 * What is wrong with a re-evaluation visit on `on`: it counts only between day 31 and day 91 of the therapy (day 1
 * is the date of service), so it can be recorded only once the item is delivered.
 */
function reevaluationProblem(order: OrderRecord, on: string): string | null {
  if (!order.delivered_at)
    return `Order ${order.number} is not delivered yet: the re-evaluation comes between day 31 and day 91 after delivery.`;
  const dos = storeDay(new Date(order.delivered_at));
  const from = addDays(dos, 30);
  const to = addDays(dos, 90);
  if (on < from || on > to)
    return `A re-evaluation on ${formatDay(on)} does not count: Medicare needs it between day 31 and day 91 of the therapy, ${formatDay(from)} to ${formatDay(to)} (delivered ${formatDay(dos)}).`;
  return null;
}

const closedSteps = new Set(['cancelled', 'refunded', 'closed']);

/**
 * Records a document asked for, received or waived, as the staff member said, after checking it against the order
 * and its other documents (the dates Medicare needs in order); whom it was asked from and who signed it come
 * sealed, checked in the back office before sealing (the NPI's check digit, the diagnosis codes). The change and
 * who made it go into the timeline in the same batch.
 */
export async function changeDocument(c: Context<IntakeContext>, order: OrderRecord, change: DocumentChange) {
  if (order.payment_method !== 'medicare')
    throw new Refused(409, {
      message: `Order ${order.number} is paid by card: Medicare needs no paperwork for it.`,
    });
  if (closedSteps.has(order.status))
    throw new Refused(409, {
      message: `Order ${order.number} is ${order.status}: its paperwork can no longer change.`,
    });
  const { docs, records } = await readDocuments(c.env.DB, order);
  const doc = docs.find((d) => d.kind === change.kind);
  if (!doc) {
    const known = (documentKinds as readonly string[]).includes(change.kind);
    throw new Refused(422, {
      message: known
        ? `Order ${order.number}’s items do not need a ${documentWords[change.kind as keyof typeof documentWords].name.toLowerCase()}.`
        : `There is no document called “${change.kind}”.`,
    });
  }
  const staff = c.get('staff');
  const at = now();
  const today = storeDay();
  const kept = {
    requested_at: doc.requestedAt,
    follow_up_on: null,
    sealed_request: records.find((r) => r.kind === doc.kind)?.sealed_request ?? null,
    signed_on: null,
    sealed_receipt: null,
    reason: null,
  };
  let row: Omit<DocumentRecord, 'kind' | 'staff' | 'at'>;
  let text: string;
  switch (change.action) {
    case 'request': {
      const followUp = change.followUpOn ?? twoDaysAfter(today);
      if (followUp < today)
        throw new Refused(422, {
          message: `The day to ask again, ${formatDay(followUp)}, has passed: choose today or a later day.`,
        });
      row = {
        ...kept,
        state: 'requested',
        requested_at: at,
        follow_up_on: followUp,
        sealed_request: change.sealed,
      };
      text = `${doc.name} requested; ask again on ${formatDay(followUp)}`;
      break;
    }
    case 'receive': {
      if (change.signedOn > today)
        throw new Refused(422, {
          message: `${formatDay(change.signedOn)} has not come yet: give the date written on the ${doc.name.toLowerCase()}.`,
        });
      if (doc.kind === 're-evaluation') {
        const problem = reevaluationProblem(order, change.signedOn);
        if (problem) throw new Refused(422, { message: problem });
      }
      const dates = documentDatesProblem([
        ...docs.filter((d) => d.kind !== doc.kind && d.state === 'received'),
        { kind: doc.kind, signedOn: change.signedOn },
      ]);
      if (dates) throw new Refused(422, { message: dates });
      row = { ...kept, state: 'received', signed_on: change.signedOn, sealed_receipt: change.sealed };
      text = `${doc.name} received: signed ${formatDay(change.signedOn)}`;
      break;
    }
    case 'waive':
      row = { ...kept, state: 'waived', reason: change.reason };
      text = `${doc.name} waived: ${change.reason}`;
      break;
  }
  const db = c.env.DB;
  await db.batch([
    db
      .prepare(
        `INSERT INTO order_documents (order_number, kind, state, requested_at, follow_up_on, sealed_request,
           signed_on, sealed_receipt, reason, staff, at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
         ON CONFLICT (order_number, kind) DO UPDATE SET state = ?3, requested_at = ?4, follow_up_on = ?5,
           sealed_request = ?6, signed_on = ?7, sealed_receipt = ?8, reason = ?9, staff = ?10, at = ?11`,
      )
      .bind(
        order.number,
        doc.kind,
        row.state,
        row.requested_at,
        row.follow_up_on,
        row.sealed_request,
        row.signed_on,
        row.sealed_receipt,
        row.reason,
        staff,
        at,
      ),
    db
      .prepare(
        `INSERT INTO order_events (order_number, kind, at, staff, detail_json) VALUES (?1, 'document', ?2, ?3, ?4)`,
      )
      .bind(order.number, at, staff, JSON.stringify({ text })),
  ]);
}
