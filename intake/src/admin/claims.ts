import type { Context } from 'hono';
import { facts } from '@/data/facts';
import { medicare as rules } from '@/data/medicare-rules';
import { site } from '@/data/site';
import type { Claim, ClaimRequest, OrderDetail, Remittance } from '@/lib/domain/admin-contract';
import {
  dmeMacFor,
  macByPayer,
  practitionerName,
  professionalClaim,
  readAcknowledgements,
  readSubmission,
  type Acknowledgement,
} from '@/lib/domain/claim';
import { claimLine, type ClaimLine } from '@/lib/domain/claim-lines';
import { deviceFacts, needsAdherence, usageFacts } from './adherence';
import { readRemittances, type RemittanceClaim } from '@/lib/domain/remittance';
import { hcpcsCodes } from '@/lib/domain/documentation';
import { formatMoney } from '@/lib/domain/money';
import { npiDigits, npiProblem } from '@/lib/domain/npi';
import { rentalBillingDate, statusLabels } from '@/lib/domain/order-path';
import { diagnosisCodes } from '@/lib/domain/paperwork';
import { formatDay, storeDay } from '@/lib/domain/store-time';
import { billedLines, documentationRules } from '../catalog';
import type { IntakeContext, IntakeEnv } from '../env';
import { now, Refused } from '../http';
import { latestCheck } from './eligibility';
import type { ClaimRecord, OrderRecord } from './order-rows';
import { endedBefore } from './rentals';
import { postRemittance, remittanceOf, remittancesQuery, type RemittanceRecord } from './remittances';

/** Stedi's healthcare API (claims and their reports) and its core API (polling for what payers sent back). */
const HEALTHCARE = 'https://healthcare.us.stedi.com/2024-04-01';
const CORE = 'https://core.us.stedi.com/2023-08-01';

export function claimsQuery(db: D1Database, number: string) {
  return db.prepare('SELECT * FROM claims WHERE order_number = ?1 ORDER BY id').bind(number);
}

export function claimOf(r: ClaimRecord): Claim {
  return {
    month: r.month,
    patientControlNumber: r.patient_control_number,
    state: r.state,
    charge: r.charge_cents,
    payer: r.payer_id,
    lines: JSON.parse(r.lines_json) as Claim['lines'],
    staff: r.staff,
    submittedAt: r.submitted_at,
    answeredAt: r.answered_at,
    words: JSON.parse(r.words_json) as string[],
  };
}

/**
 * The month a claim can be sent for now, and the day it may be sent from when that is still to come: month 1 once
 * the order is delivered; a rental's next month once the month before is paid; the same month again when the DME
 * MAC sent its claim back. Null when no claim is due.
 */
export function claimDue(
  order: OrderRecord,
  claims: readonly Pick<Claim, 'month' | 'state'>[],
  remittances: readonly Pick<Remittance, 'month' | 'outcome' | 'nextStep' | 'settled'>[],
  today = new Date(),
): OrderDetail['claimDue'] {
  if (order.payment_method !== 'medicare') return null;
  const month = order.rental_months ? (order.rental_month ?? 1) : 1;
  const last = claims.filter((c) => c.month === month).at(-1);
  if (order.status === 'delivered') return { month: 1, from: null };
  if (order.status === 'claim-submitted' && last?.state === 'rejected') return { month, from: null };
  // Denied as unprocessable: corrected and sent again (any other denial is appealed, never sent twice).
  const denial = remittances.filter((r) => r.month === month && r.outcome === 'denied').at(-1);
  if (
    order.status === 'claim-submitted' &&
    last?.state === 'denied' &&
    denial?.nextStep === 'correct' &&
    !denial.settled
  )
    return { month, from: null };
  if (
    order.status === 'paid' &&
    order.rental_months &&
    order.delivered_at &&
    month < order.rental_months &&
    !endedBefore(order, month + 1)
  ) {
    const due = storeDay(rentalBillingDate(new Date(order.delivered_at), month + 1));
    return { month: month + 1, from: storeDay(today) < due ? due : null };
  }
  return null;
}

/** The order's covered items as a claim bills them, each with the HCPCS codes it is kept under. */
async function claimItems(db: D1Database, number: string) {
  return (await billedLines(db, number)).flatMap((l) =>
    l.medicare.eligible ? [{ ...l, hcpcs: l.hcpcs ?? '', codes: hcpcsCodes(l.hcpcs) }] : [],
  );
}

/** Whether a line is billed in `month`: a purchase in month 1 only; a rental while it is rented and billed. */
function billedIn(billing: string, month: number): boolean {
  if (month === 1) return true;
  if (billing === 'capped-rental') return month <= rules.rentalMonths;
  if (billing === 'oxygen') return month <= rules.oxygenRentalMonths;
  return false;
}

/** The settings a claim needs; a sentence when one is missing. */
function settingsOf(env: IntakeEnv) {
  const missing = (what: string) =>
    new Refused(503, { message: `Claims are not set up: ${what}. The claim was not sent.` });
  if (!env.CLEARINGHOUSE_API_KEY)
    throw missing('the clearinghouse’s API key (CLEARINGHOUSE_API_KEY) is not set');
  const npi = env.SUPPLIER_NPI ?? '';
  if (npiProblem(npi)) throw missing('the supplier’s NPI (SUPPLIER_NPI) is not set or does not check');
  const taxId = (env.SUPPLIER_TAX_ID ?? '').replace(/\D/g, '');
  if (taxId.length !== 9) throw missing('the supplier’s tax ID (SUPPLIER_TAX_ID, nine digits) is not set');
  return {
    key: env.CLEARINGHOUSE_API_KEY,
    npi,
    taxId,
    base: env.CLEARINGHOUSE_URL || HEALTHCARE,
    core: env.CLEARINGHOUSE_CORE_URL || CORE,
    usage: env.CLAIMS_USAGE === 'P' ? ('P' as const) : ('T' as const),
  };
}

const controlNumber = () =>
  String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000_000).padStart(9, '0');

const lineWords = (l: Pick<ClaimLine, 'hcpcs' | 'modifiers' | 'charge'>) =>
  `${l.hcpcs} ${l.modifiers.join(' ')} ${formatMoney(l.charge)}`;

/**
 * POST /admin/api/orders/:number/claims: the claim for the month that is due, built from the order (never typed),
 * checked against Medicare's rules, and sent as an 837P to the DME MAC for her state through the clearinghouse.
 * What the browser opened (her Medicare number, the written order's practitioner and diagnosis codes) goes to the
 * clearinghouse over TLS from here and nowhere else. A claim that would be refused is never sent and says why.
 */
export async function sendClaim(c: Context<IntakeContext>, order: OrderRecord, ask: ClaimRequest) {
  const db = c.env.DB;
  if (order.payment_method !== 'medicare')
    throw new Refused(409, { message: `Order ${order.number} is paid by card: Medicare is not billed.` });
  if (order.status !== ask.from)
    throw new Refused(409, {
      message: `Order ${order.number} is now ${statusLabels[order.status].toLowerCase()}: someone changed it after you opened it. Reload it and try again.`,
    });
  const [claimRows, remittanceRows] = await db.batch([
    claimsQuery(db, order.number),
    remittancesQuery(db, order.number),
  ]);
  const existing = (claimRows!.results as unknown as ClaimRecord[]).map(claimOf);
  const remittances = (remittanceRows!.results as unknown as RemittanceRecord[]).map(remittanceOf);
  const due = claimDue(order, existing, remittances);
  if (!due)
    throw new Refused(409, {
      message: `Order ${order.number} is ${statusLabels[order.status].toLowerCase()}: no claim is due for it now.`,
    });
  const { month } = due;
  if (due.from)
    throw new Refused(422, {
      message: `Month ${month} of order ${order.number} can be claimed from ${formatDay(due.from)}, its billing date, not before.`,
    });
  const check = await latestCheck(db, order.number);
  if (check?.answer === 'advantage' || check?.answer === 'inactive')
    throw new Refused(422, {
      message: `Original Medicare does not pay for order ${order.number}: her eligibility check says ${check.answer === 'advantage' ? 'she is in a Medicare Advantage plan' : 'her Part B is not active'}.`,
    });
  const npiWrong = npiProblem(ask.orderingNpi);
  if (npiWrong) throw new Refused(422, { message: `The ordering practitioner’s NPI: ${npiWrong}` });
  const read = diagnosisCodes(ask.diagnosis);
  if ('problem' in read) throw new Refused(422, { message: read.problem });
  if (ask.dateOfBirth >= storeDay())
    throw new Refused(422, {
      message: `${formatDay(ask.dateOfBirth)} is not a date of birth: check it with her.`,
    });
  const shipping = JSON.parse(order.shipping_json) as OrderDetail['shipping'];
  const mac = dmeMacFor(shipping.state);
  if (!mac)
    throw new Refused(422, {
      message: `${shipping.state} is not a state a DME MAC serves: check her address.`,
    });

  // The order's documents as the claim's modifiers need them (KX only when every one is received).
  const { results: documents } = await db
    .prepare('SELECT kind, state FROM order_documents WHERE order_number = ?1')
    .bind(order.number)
    .all<{ kind: string; state: string }>();
  const serviceDate = order.delivered_at ? storeDay(new Date(order.delivered_at)) : storeDay();
  const orderingNpi = npiDigits(ask.orderingNpi);
  const items = (await claimItems(db, order.number)).filter((item) => billedIn(item.medicare.billing, month));
  // Past month 3 a CPAP's claim needs her use on record (the line itself says whether its policy asks for it).
  const usage = month > 1 && needsAdherence(items) ? await usageFacts(db, order) : undefined;
  // Her CPAP's supplies on an order of their own (a refill) earn KX past its third month only once her use met the rule.
  const device =
    month === 1 &&
    !needsAdherence(items) &&
    items.some((i) => i.codes.some((code) => documentationRules().codes[code]?.kx === 'pap-lcd'))
      ? await deviceFacts(db, order, serviceDate)
      : undefined;
  const outcomes = items.map((item) =>
    item.codes.length === 1
      ? claimLine(
          { ...item, hcpcs: item.codes[0]! },
          {
            month,
            serviceDate,
            documents,
            diagnosis: read.codes,
            orderingNpi,
            abnOnFile: ask.abnOnFile,
            usage,
            device,
          },
          documentationRules(),
        )
      : {
          ok: false as const,
          hcpcs: item.hcpcs,
          refused: `${item.hcpcs || 'An item'} is billed under ${item.codes.length ? 'more than one HCPCS code' : 'no HCPCS code'}: the catalogue must give it one.`,
        },
  );
  const refused = outcomes.flatMap((o) => (o.ok ? [] : [o.refused]));
  if (refused.length) throw new Refused(422, { message: `The claim was not sent. ${refused.join(' ')}` });
  const lines = outcomes.flatMap((o) => (o.ok ? [o.line] : []));
  if (lines.length === 0)
    throw new Refused(422, {
      message: `Order ${order.number} has nothing Medicare is billed for in month ${month}.`,
    });

  const settings = settingsOf(c.env);
  const attempt = existing.filter((x) => x.month === month).length;
  const patientControlNumber = `${order.number.replace(/-/g, '')}-${month}${attempt ? String.fromCharCode(65 + attempt) : ''}`;
  const charge = lines.reduce((sum, l) => sum + l.charge, 0);
  // Kept without the practitioner or any diagnosis code: those stay sealed with the written order.
  const kept = lines.map(({ hcpcs, modifiers, units, charge, serviceDate }) => ({
    hcpcs,
    modifiers,
    units,
    charge,
    serviceDate,
  }));
  const staff = c.get('staff');
  const at = now();
  // The month is held before anything goes out: a second claim for it, from another desk, is refused here.
  try {
    await db
      .prepare(
        `INSERT INTO claims (order_number, month, patient_control_number, state, charge_cents, payer_id, lines_json,
           staff, submitted_at) VALUES (?1, ?2, ?3, 'sending', ?4, ?5, ?6, ?7, ?8)`,
      )
      .bind(order.number, month, patientControlNumber, charge, mac.payerId, JSON.stringify(kept), staff, at)
      .run();
  } catch {
    throw new Refused(409, {
      message: `A claim for month ${month} of order ${order.number} was sent just now from another desk. Reload the order.`,
    });
  }
  const name = practitionerName(ask.orderingName);
  const body = professionalClaim({
    controlNumber: controlNumber(),
    patientControlNumber,
    usage: settings.usage,
    mac,
    supplier: {
      name: site.name,
      npi: settings.npi,
      taxId: settings.taxId,
      phone: facts.phone,
      address: {
        address1: facts.address.street,
        city: facts.address.city,
        state: facts.address.region,
        postalCode: facts.address.postalCode,
      },
    },
    patient: {
      medicareNumber: ask.medicareNumber,
      firstName: ask.firstName,
      lastName: ask.lastName,
      dateOfBirth: ask.dateOfBirth,
      address: {
        address1: shipping.address,
        city: shipping.city,
        state: shipping.state,
        postalCode: shipping.zipCode.replace(/\D/g, ''),
      },
    },
    ordering: { npi: orderingNpi, ...name },
    diagnosis: read.codes,
    lines,
  });
  let answer: Parameters<typeof readSubmission>[0];
  try {
    const response = await fetch(`${settings.base}/change/medicalnetwork/professionalclaims/v3/submission`, {
      method: 'POST',
      headers: {
        Authorization: settings.key,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => null)) as typeof answer | null;
    // A 400 with the clearinghouse's edits is its answer; anything else is the clearinghouse not answering.
    if (!json || (!response.ok && !json.errors?.length)) throw new Error(`answered ${response.status}`);
    answer = json;
  } catch {
    await db
      .prepare(`DELETE FROM claims WHERE patient_control_number = ?1 AND state = 'sending'`)
      .bind(patientControlNumber)
      .run();
    throw new Refused(503, {
      message:
        'The clearinghouse could not be reached just now: the claim was not sent. Try again in a few minutes.',
    });
  }
  const submission = readSubmission(answer);
  const event = (kind: 'status' | 'claim', status: string | null, text: string) =>
    db
      .prepare(
        `INSERT INTO order_events (order_number, kind, status, at, staff, detail_json, month)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(
        order.number,
        kind,
        status,
        at,
        staff,
        JSON.stringify({ text }),
        order.rental_months ? month : null,
      );

  if (!submission.sent) {
    await db.batch([
      db
        .prepare(
          `UPDATE claims SET state = 'rejected', answered_at = ?2, words_json = ?3 WHERE patient_control_number = ?1`,
        )
        .bind(patientControlNumber, at, JSON.stringify(submission.words)),
      event(
        'claim',
        null,
        `Claim ${patientControlNumber} refused by the clearinghouse: ${submission.words.join(' ')}`,
      ),
    ]);
    throw new Refused(422, {
      message: `The clearinghouse refused the claim: ${submission.words.join(' ')} Correct it and send it again.`,
    });
  }
  const sentWords = `Claim ${patientControlNumber} sent to ${mac.name}: ${lines.map(lineWords).join('; ')}.`;
  const resent = order.status === 'claim-submitted';
  const [, moved] = await db.batch([
    db
      .prepare(`UPDATE claims SET state = 'submitted', correlation_id = ?2 WHERE patient_control_number = ?1`)
      .bind(patientControlNumber, submission.correlationId),
    db
      .prepare(
        `UPDATE orders SET status = 'claim-submitted', rental_month = ?3, medicare_paid_cents = NULL
         WHERE number = ?1 AND status = ?2`,
      )
      .bind(order.number, order.status, order.rental_months ? month : order.rental_month),
    resent ? event('claim', null, sentWords) : event('status', 'claim-submitted', sentWords),
    // A corrected claim settles the denial it answers.
    db
      .prepare(
        `UPDATE remittances SET settled = 'resent', settled_by = ?3, settled_at = ?4, settled_note = ?5
         WHERE order_number = ?1 AND month = ?2 AND outcome = 'denied' AND next_step = 'correct' AND settled IS NULL`,
      )
      .bind(order.number, month, staff, at, `Corrected claim ${patientControlNumber} sent.`),
  ]);
  if (moved?.meta.changes !== 1)
    throw new Refused(409, {
      message: `Claim ${patientControlNumber} was sent, but order ${order.number} was changed by someone else meanwhile. Reload it.`,
    });
}

/** What the clearinghouse has had back from the DME MACs: acknowledgements (277CA) and remittances (835). */
interface Inbound {
  acks: Acknowledgement[];
  remittances: { transactionId: string; claims: RemittanceClaim[] }[];
  latest: string;
}

/** Reads what the clearinghouse has had back from the DME MACs since last time, page by page. */
async function inboundReports(settings: ReturnType<typeof settingsOf>, since: string): Promise<Inbound> {
  const headers = { Authorization: settings.key, Accept: 'application/json' };
  const found: Inbound = { acks: [], remittances: [], latest: since };
  let pageToken: string | undefined;
  do {
    const url = new URL(`${settings.core}/polling/transactions`);
    url.searchParams.set('startDateTime', since);
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`polling answered ${response.status}`);
    const page = (await response.json()) as {
      items?: {
        transactionId: string;
        direction?: string;
        processedAt?: string;
        x12?: { metadata?: { transaction?: { transactionSetIdentifier?: string } } };
      }[];
      nextPageToken?: string;
    };
    for (const item of page.items ?? []) {
      if (item.processedAt && item.processedAt > found.latest) found.latest = item.processedAt;
      const set = item.x12?.metadata?.transaction?.transactionSetIdentifier;
      if (item.direction !== 'INBOUND' || (set !== '277' && set !== '835')) continue;
      const report = await fetch(
        `${settings.base}/change/medicalnetwork/reports/v2/${encodeURIComponent(item.transactionId)}/${set}`,
        { headers },
      );
      if (!report.ok) throw new Error(`the ${set} report answered ${report.status}`);
      if (set === '277') found.acks.push(...readAcknowledgements(await report.json()));
      else
        found.remittances.push({
          transactionId: item.transactionId,
          claims: readRemittances(await report.json()),
        });
    }
    pageToken = page.nextPageToken;
  } while (pageToken);
  return found;
}

/**
 * What the DME MACs sent back, read from the clearinghouse: each acknowledgement (277CA) accepts a claim or rejects
 * it with what to fix; each remittance (835) pays or denies it (remittances.ts posts it, once). The order's timeline
 * says so. Run every hour by the Worker's schedule, and when staff ask. Returns how many claims it answered.
 */
export async function collectAnswers(env: IntakeEnv): Promise<number> {
  const settings = settingsOf(env);
  const db = env.DB;
  const cursor = await db
    .prepare(`SELECT since FROM clearinghouse_cursor WHERE name = 'inbound'`)
    .first<{ since: string }>();
  const since = cursor?.since ?? new Date(Date.now() - 30 * 86_400_000).toISOString();
  let read: Inbound;
  try {
    read = await inboundReports(settings, since);
  } catch {
    throw new Refused(503, {
      message:
        'The clearinghouse could not be reached just now: Medicare’s answers will be read on the next try.',
    });
  }
  const at = now();
  let answered = 0;
  for (const ack of read.acks) {
    if (ack.outcome === 'pending') continue;
    const claim = await db
      .prepare(`SELECT * FROM claims WHERE patient_control_number = ?1 AND state = 'submitted'`)
      .bind(ack.patientControlNumber)
      .first<ClaimRecord>();
    if (!claim) continue;
    const text = `${ack.outcome === 'accepted' ? 'Accepted' : 'Rejected'} by ${macByPayer(claim.payer_id)}: claim ${claim.patient_control_number}. ${ack.words.join(' ')}`;
    const [updated] = await db.batch([
      db
        .prepare(
          `UPDATE claims SET state = ?2, answered_at = ?3, words_json = ?4 WHERE id = ?1 AND state = 'submitted'`,
        )
        .bind(claim.id, ack.outcome, at, JSON.stringify(ack.words)),
      db
        .prepare(
          `INSERT INTO order_events (order_number, kind, at, staff, detail_json, month)
           SELECT ?1, 'claim', ?2, NULL, ?3, CASE WHEN rental_months IS NULL THEN NULL ELSE ?4 END
           FROM orders WHERE number = ?1 AND changes() = 1`,
        )
        .bind(claim.order_number, at, JSON.stringify({ text }), claim.month),
    ]);
    if (updated?.meta.changes === 1) answered++;
  }
  for (const { transactionId, claims } of read.remittances)
    for (const r of claims) {
      const claim = await db
        .prepare('SELECT * FROM claims WHERE patient_control_number = ?1')
        .bind(r.patientControlNumber)
        .first<ClaimRecord>();
      if (claim && (await postRemittance(env, claim, r, transactionId))) answered++;
    }
  await db
    .prepare(
      `INSERT INTO clearinghouse_cursor (name, since) VALUES ('inbound', ?1)
       ON CONFLICT (name) DO UPDATE SET since = excluded.since`,
    )
    .bind(read.latest)
    .run();
  return answered;
}
