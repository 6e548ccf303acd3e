import type { Context } from 'hono';
import type { Denial, DenialSettlement, Remittance } from '@/lib/domain/admin-contract';
import type { RemittanceFigures } from '@/lib/domain/intake-contract';
import { formatMoney } from '@/lib/domain/money';
import {
  appealBy,
  nextStepWords,
  remittanceOutcome,
  remittanceProblem,
  remittanceWords,
  type RemittanceClaim,
} from '@/lib/domain/remittance';
import { storeDay } from '@/lib/domain/store-time';
import { medicare as rules } from '@/data/medicare-rules';
import type { IntakeContext, IntakeEnv } from '../env';
import { now, Refused } from '../http';
import { emailPatient } from '../patient-mail';
import { latestCheck } from './eligibility';
import type { ClaimRecord, OrderRecord } from './order-rows';

/** A remittance's row as D1 holds it (migrations/0010). */
export interface RemittanceRecord {
  id: number;
  claim_id: number;
  order_number: string;
  month: number;
  transaction_id: string;
  payer_claim_number: string | null;
  status_code: string;
  outcome: Remittance['outcome'];
  charge_cents: number;
  allowed_cents: number;
  paid_cents: number;
  share_cents: number;
  deductible_cents: number;
  coinsurance_cents: number;
  billed_cents: number;
  next_step: Remittance['nextStep'];
  words_json: string;
  paid_on: string | null;
  received_at: string;
  settled: Remittance['settled'];
  settled_by: string | null;
  settled_at: string | null;
  settled_note: string | null;
}

export function remittancesQuery(db: D1Database, number: string) {
  return db.prepare('SELECT * FROM remittances WHERE order_number = ?1 ORDER BY id').bind(number);
}

export function remittanceOf(r: RemittanceRecord): Remittance {
  return {
    id: r.id,
    month: r.month,
    outcome: r.outcome,
    payerClaimNumber: r.payer_claim_number,
    charge: r.charge_cents,
    allowed: r.allowed_cents,
    paid: r.paid_cents,
    share: r.share_cents,
    deductible: r.deductible_cents,
    coinsurance: r.coinsurance_cents,
    billed: r.billed_cents,
    nextStep: r.next_step,
    words: JSON.parse(r.words_json) as string[],
    paidOn: r.paid_on,
    receivedAt: r.received_at,
    settled: r.settled,
    settledBy: r.settled_by,
    settledAt: r.settled_at,
    settledNote: r.settled_note,
  };
}

/** A posted remittance's figures as the patient is shown them (Track Order, Pay a Bill). */
export const remittanceFigures = (r: RemittanceRecord): RemittanceFigures => ({
  allowed: r.allowed_cents,
  paid: r.paid_cents,
  share: r.share_cents,
  deductible: r.deductible_cents,
  coinsurance: r.coinsurance_cents,
  billed: r.billed_cents,
});

/** The posted remittance for the month being billed: what Medicare paid, and her share from it. */
export async function postedRemittance(db: D1Database, number: string, month: number) {
  return db
    .prepare(
      `SELECT * FROM remittances WHERE order_number = ?1 AND month = ?2 AND outcome = 'posted' ORDER BY id DESC LIMIT 1`,
    )
    .bind(number, month)
    .first<RemittanceRecord>();
}

/**
 * Posts one claim's remittance, once: it is checked against the claim the store sent (its charge, and figures that
 * add up), then recorded with the claim paid or denied. A paid claim records "Medicare paid" on the order and sets
 * her share from the remittance's patient responsibility: billed to her (and e-mailed) when she owes something,
 * nothing for a Qualified Medicare Beneficiary, and held at "Medicare paid" when Medicare sent the claim on to her
 * supplemental insurer, which pays first. A denial waits in the denial queue with its next step; a remittance that
 * does not match waits there too, and changes nothing. Returns whether it was recorded now (not before).
 */
export async function postRemittance(
  env: IntakeEnv,
  claim: ClaimRecord,
  r: RemittanceClaim,
  transactionId: string,
): Promise<boolean> {
  const db = env.DB;
  const at = now();
  const order = await db
    .prepare('SELECT * FROM orders WHERE number = ?1')
    .bind(claim.order_number)
    .first<OrderRecord>();
  if (!order) return false;
  const problem =
    claim.state === 'paid'
      ? 'The claim was paid already, by an earlier remittance: read this one with the DME MAC before anything is changed.'
      : remittanceProblem(r, { charge: claim.charge_cents });
  const outcome = problem ? null : remittanceOutcome(r);
  const words = remittanceWords(r);
  const qmb = outcome?.kind === 'paid' && (await latestCheck(db, order.number))?.qmb === true;
  const share = outcome?.kind === 'paid' ? outcome.share : 0;
  const billed = qmb ? 0 : share;
  const received = storeDay(new Date(at));
  const next = problem ? 'review' : outcome?.kind === 'denied' ? outcome.next : null;
  if (problem) words.unshift(`Not posted. ${problem}`);
  if (qmb && share > 0)
    words.push(
      `She is a Qualified Medicare Beneficiary: her ${formatMoney(share)} share is not billed to her (Medicaid pays it).`,
    );
  if (next) words.push(`Next step: ${nextStepWords(next === 'review' ? 'write-off' : next, received)}`);
  const month = order.rental_months ? claim.month : null;
  // The order moves only while it is waiting on this very claim's month.
  const moves = !problem && order.status === 'claim-submitted' && (order.rental_month ?? 1) === claim.month;

  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `UPDATE claims SET state = ?2
         WHERE id = ?1 AND state IN ('submitted', 'accepted', 'denied'${problem ? ", 'paid'" : ''})`,
      )
      .bind(claim.id, outcome?.kind === 'denied' ? 'denied' : outcome ? 'paid' : claim.state),
    db
      .prepare(
        `INSERT INTO remittances (claim_id, order_number, month, transaction_id, payer_claim_number, status_code,
           outcome, charge_cents, allowed_cents, paid_cents, share_cents, deductible_cents, coinsurance_cents,
           billed_cents, next_step, words_json, paid_on, received_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18
         WHERE changes() = 1 AND NOT EXISTS (SELECT 1 FROM remittances WHERE transaction_id = ?4 AND claim_id = ?1)`,
      )
      .bind(
        claim.id,
        claim.order_number,
        claim.month,
        transactionId,
        r.payerClaimNumber,
        r.statusCode,
        problem ? 'held' : outcome!.kind === 'denied' ? 'denied' : 'posted',
        r.charge,
        r.allowed,
        r.paid,
        share,
        r.deductible,
        r.coinsurance,
        billed,
        next,
        JSON.stringify(words),
        r.paidOn,
        at,
      ),
  ];
  const event = (kind: 'claim' | 'status', status: string | null, text: string, amount?: number) =>
    db
      .prepare(
        `INSERT INTO order_events (order_number, kind, status, at, staff, detail_json, month)
         SELECT ?1, ?2, ?3, ?4, NULL, ?5, ?6 WHERE changes() = 1`,
      )
      .bind(order.number, kind, status, at, JSON.stringify({ amount, text }), month);
  const heading = problem
    ? `Remittance for claim ${claim.patient_control_number} held for review`
    : outcome!.kind === 'denied'
      ? `Denied by Medicare: claim ${claim.patient_control_number}`
      : `Remittance for claim ${claim.patient_control_number}`;
  statements.push(event('claim', null, `${heading}. ${words.join(' ')}`));

  let status = order.status;
  if (moves && outcome?.kind === 'paid') {
    status = outcome.crossover ? 'medicare-paid' : billed > 0 ? 'share-billed' : 'paid';
    statements.push(
      db
        .prepare(
          `UPDATE orders SET status = ?3, medicare_paid_cents = ?4, bill_cents = ?5
           WHERE number = ?1 AND status = ?2 AND changes() = 1`,
        )
        .bind(order.number, order.status, status, r.paid, status === 'share-billed' ? billed : null),
      event('status', 'medicare-paid', 'from Medicare’s remittance', r.paid),
    );
    if (status === 'share-billed')
      statements.push(event('status', 'share-billed', 'her share, from Medicare’s remittance', billed));
    if (status === 'paid')
      statements.push(
        event(
          'status',
          'paid',
          qmb ? 'nothing to bill: a Qualified Medicare Beneficiary' : 'nothing to bill',
        ),
      );
    if (outcome.crossover)
      statements.push(
        event(
          'claim',
          null,
          `Her ${formatMoney(share)} share waits for her supplemental insurer: bill her only what it leaves, or mark it paid with nothing to bill.`,
        ),
      );
  }
  const results = await db.batch(statements);
  const recorded = results[1]?.meta.changes === 1;
  if (recorded && status === 'share-billed' && results[3]?.meta.changes === 1)
    await emailPatient(env, order, { kind: 'bill' });
  // A capped rental's 13th month paid: the equipment is hers, and she is told so.
  const lines = JSON.parse(claim.lines_json) as { modifiers: string[] }[];
  if (
    recorded &&
    outcome?.kind === 'paid' &&
    claim.month === rules.rentalMonths &&
    lines.some((l) => l.modifiers.includes('KJ'))
  )
    await emailPatient(env, order, { kind: 'owned' });
  return recorded;
}

const settleSentence: Record<DenialSettlement['action'], string> = {
  appealed: 'Redetermination asked for',
  'written-off': 'Written off',
  reviewed: 'Reviewed',
};

/**
 * POST /admin/api/orders/:number/remittances/:id: a denial or a held remittance settled by staff, with a note.
 * Appealed: the redetermination was asked for (it stays in the queue until Medicare answers). Written off: the
 * supplier bears it; the month is closed with nothing billed to her, and a rental's next month comes due.
 * Reviewed: a held remittance read with the DME MAC.
 */
export async function settleRemittance(
  c: Context<IntakeContext>,
  order: OrderRecord,
  id: number,
  ask: DenialSettlement,
) {
  const db = c.env.DB;
  const row = await db
    .prepare('SELECT * FROM remittances WHERE id = ?1 AND order_number = ?2')
    .bind(id, order.number)
    .first<RemittanceRecord>();
  if (!row) throw new Refused(404, { message: `Order ${order.number} has no such remittance.` });
  if (row.outcome === 'posted' || (row.settled && row.settled !== 'appealed'))
    throw new Refused(409, {
      message: `That remittance of order ${order.number} is settled already: reload the order.`,
    });
  if (ask.action === 'appealed' && (row.outcome !== 'denied' || row.next_step !== 'appeal'))
    throw new Refused(422, {
      message:
        row.next_step === 'correct'
          ? 'An unprocessable claim is not appealed: correct it and send the claim again from Claims.'
          : 'This remittance cannot be appealed.',
    });
  if (ask.action === 'appealed' && row.settled === 'appealed')
    throw new Refused(409, { message: 'The redetermination was asked for already.' });
  if (ask.action === 'reviewed' && row.outcome !== 'held')
    throw new Refused(422, { message: 'Only a held remittance is marked reviewed.' });
  if (ask.action === 'appealed' && storeDay() > appealBy(storeDay(new Date(row.received_at))))
    throw new Refused(422, {
      message: 'The 120 days to ask for a redetermination are over: write it off, saying why.',
    });
  const staff = c.get('staff');
  const at = now();
  const month = order.rental_months ? row.month : null;
  // Writing off closes the month the denial is for, when the order is still waiting on it.
  const closes =
    ask.action === 'written-off' &&
    row.outcome === 'denied' &&
    order.status === 'claim-submitted' &&
    (order.rental_month ?? 1) === row.month;
  const text = `${settleSentence[ask.action]}: remittance for month ${row.month}${row.payer_claim_number ? ` (claim ${row.payer_claim_number})` : ''}. ${ask.note}`;
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE remittances SET settled = ?2, settled_by = ?3, settled_at = ?4, settled_note = ?5
         WHERE id = ?1 AND outcome <> 'posted' AND (settled IS NULL OR settled = 'appealed')`,
      )
      .bind(id, ask.action, staff, at, ask.note),
    db
      .prepare(
        `INSERT INTO order_events (order_number, kind, at, staff, detail_json, month)
         SELECT ?1, 'claim', ?2, ?3, ?4, ?5 WHERE changes() = 1`,
      )
      .bind(order.number, at, staff, JSON.stringify({ text }), month),
    ...(closes
      ? [
          db
            .prepare(
              `UPDATE orders SET status = 'paid', medicare_paid_cents = 0, bill_cents = NULL
               WHERE number = ?1 AND status = 'claim-submitted' AND changes() = 1`,
            )
            .bind(order.number),
          db
            .prepare(
              `INSERT INTO order_events (order_number, kind, status, at, staff, detail_json, month)
               SELECT ?1, 'status', 'paid', ?2, ?3, ?4, ?5 WHERE changes() = 1`,
            )
            .bind(order.number, at, staff, JSON.stringify({ text: 'nothing to bill: written off' }), month),
        ]
      : []),
  ]);
  if (updated?.meta.changes !== 1)
    throw new Refused(409, {
      message: `Order ${order.number} was changed by someone else just now. Reload it and try again.`,
    });
}

/**
 * GET /admin/api/denials: every denial and held remittance still to settle, oldest first, with its next step and,
 * for an appeal, the day it must be asked for by: the denial queue.
 */
export async function denialQueue(c: Context<IntakeContext>) {
  const { results } = await c.env.DB.prepare(
    `SELECT r.*, o.first_name, o.last_name, o.status FROM remittances r JOIN orders o ON o.number = r.order_number
     WHERE r.outcome <> 'posted' AND (r.settled IS NULL OR r.settled = 'appealed')
     ORDER BY r.received_at, r.id LIMIT 200`,
  ).all<RemittanceRecord & { first_name: string; last_name: string }>();
  const denials: Denial[] = results.map((r) => ({
    ...remittanceOf(r),
    orderNumber: r.order_number,
    patient: `${r.first_name} ${r.last_name}`,
    appealBy: r.next_step === 'appeal' ? appealBy(storeDay(new Date(r.received_at))) : null,
  }));
  return c.json({ denials });
}
