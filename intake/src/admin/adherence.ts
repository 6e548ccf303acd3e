import type { Context } from 'hono';
import type { Adherence, OrderDocument, TherapyPatient, UsageEntry } from '@/lib/domain/admin-contract';
import { addDays, daysBetween } from '@/lib/domain/calendar-days';
import { compliance, hoursAndMinutes, usageWords, type Night } from '@/lib/domain/compliance';
import { hcpcsCodes } from '@/lib/domain/documentation';
import type { ClaimFacts } from '@/lib/domain/claim-lines';
import { rentalBillingDate } from '@/lib/domain/order-path';
import { formatDay, storeDay, storeDayEnd } from '@/lib/domain/store-time';
import { readUsageCsv, usageFormatNames } from '@/lib/domain/usage-import';
import { documentationRules } from '../catalog';
import type { IntakeContext } from '../env';
import { now, Refused } from '../http';
import { emailPatient } from '../patient-mail';
import type { OrderRecord } from './order-rows';

/** The first 90 days of therapy, day 1 being the date of service. */
const TRIAL_DAYS = 90;
/** Nights written by one statement: two bound values each, with four shared, within D1's 100 a statement. */
const NIGHTS_PER_STATEMENT = 40;

/** Whether any of these lines is a CPAP or bilevel whose later months Medicare pays only after adherence. */
export function needsAdherence(lines: readonly { hcpcs: string | null }[]): boolean {
  const rules = documentationRules();
  return lines.some((l) => hcpcsCodes(l.hcpcs).some((code) => rules.codes[code]?.adherence));
}

const dateOfService = (order: OrderRecord) =>
  order.delivered_at ? storeDay(new Date(order.delivered_at)) : null;

/** The statement that reads an order's nights in days 1 to 90. */
function nightsQuery(db: D1Database, number: string, dos: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT night, minutes FROM therapy_nights
       WHERE order_number = ?1 AND night BETWEEN ?2 AND ?3 ORDER BY night`,
    )
    .bind(number, dos, addDays(dos, TRIAL_DAYS - 1));
}

/** Her adherence from the nights recorded and the re-evaluation visit's date (received), as of today. */
function adherenceOf(
  dos: string | null,
  nights: readonly Night[],
  reevaluatedOn: string | null,
  today = storeDay(),
): Adherence {
  if (!dos)
    return {
      dateOfService: null,
      nights: [],
      best: null,
      usageMetOn: null,
      stillPossible: true,
      deadline: null,
      reevaluationFrom: null,
      reevaluationTo: null,
      reevaluatedOn,
      met: false,
      needsCall: false,
      words: 'her use is counted from the date of service, once the device is delivered',
    };
  const c = compliance(dos, nights, today, reevaluatedOn);
  return {
    dateOfService: dos,
    nights: [...nights],
    best: c.best,
    usageMetOn: c.usageMetOn,
    stillPossible: c.stillPossible,
    deadline: c.deadline,
    reevaluationFrom: c.reevaluationFrom,
    reevaluationTo: c.reevaluationTo,
    reevaluatedOn,
    met: c.met,
    // Nothing recorded yet is not a patient to call about her use: the report is still to be imported.
    needsCall: c.needsCall && nights.length > 0,
    words: usageWords(c),
  };
}

const reevaluation = (docs: readonly Pick<OrderDocument, 'kind' | 'state' | 'signedOn'>[]) => {
  const d = docs.find((x) => x.kind === 're-evaluation');
  return d?.state === 'received' ? d.signedOn : null;
};

/** An order's adherence for its page: null unless it holds a CPAP or bilevel. */
export async function loadAdherence(
  db: D1Database,
  order: OrderRecord,
  lines: readonly { hcpcs: string | null }[],
  docs: readonly OrderDocument[],
): Promise<Adherence | null> {
  if (!needsAdherence(lines)) return null;
  const dos = dateOfService(order);
  const nights = dos ? (await nightsQuery(db, order.number, dos).all<Night>()).results : [];
  return adherenceOf(dos, nights, reevaluation(docs));
}

/**
 * The adherence of several orders at once, for the claims queue: each order's nights in days 1 to 90 and its
 * re-evaluation's date, read in two statements whatever the number of orders.
 */
export async function adherenceOfOrders(
  db: D1Database,
  orders: readonly { number: string; dos: string }[],
): Promise<Map<string, Adherence>> {
  const found = new Map<string, Adherence>();
  if (orders.length === 0) return found;
  const numbers = JSON.stringify(orders.map((o) => o.number));
  const [nightRows, docRows] = await db.batch([
    db
      .prepare(
        `SELECT order_number, night, minutes FROM therapy_nights
         WHERE order_number IN (SELECT value FROM json_each(?1)) ORDER BY order_number, night`,
      )
      .bind(numbers),
    db
      .prepare(
        `SELECT order_number, signed_on FROM order_documents
         WHERE kind = 're-evaluation' AND state = 'received' AND order_number IN (SELECT value FROM json_each(?1))`,
      )
      .bind(numbers),
  ]);
  // Each order's nights and visit found by its number, not by a search through everyone's.
  const nightsOf = new Map<string, Night[]>();
  for (const n of (nightRows?.results ?? []) as (Night & { order_number: string })[]) {
    const hers = nightsOf.get(n.order_number) ?? [];
    if (hers.length === 0) nightsOf.set(n.order_number, hers);
    hers.push({ night: n.night, minutes: n.minutes });
  }
  const visitOf = new Map(
    ((docRows?.results ?? []) as { order_number: string; signed_on: string | null }[]).map((v) => [
      v.order_number,
      v.signed_on,
    ]),
  );
  const today = storeDay();
  for (const o of orders) {
    const last = addDays(o.dos, TRIAL_DAYS - 1);
    const hers = (nightsOf.get(o.number) ?? []).filter((n) => n.night >= o.dos && n.night <= last);
    found.set(o.number, adherenceOf(o.dos, hers, visitOf.get(o.number) ?? null, today));
  }
  return found;
}

/**
 * For a claim of a CPAP's supplies on an order without the device (a refill): her newest CPAP or bilevel from the
 * store delivered by `serviceDate`, its rental month that day, the month its use is asked for from, and her use.
 */
export async function deviceFacts(
  db: D1Database,
  order: OrderRecord,
  serviceDate: string,
): Promise<ClaimFacts['device']> {
  if (!order.patient_id) return undefined;
  const rules = documentationRules();
  const codes = Object.entries(rules.codes).filter(([, r]) => r.adherence);
  const device = await db
    .prepare(
      `SELECT o.*, l.hcpcs AS device_code FROM orders o JOIN order_lines l ON l.order_number = o.number
       WHERE o.patient_id = ?1 AND o.number <> ?2 AND o.delivered_at IS NOT NULL AND o.delivered_at <= ?3
         AND o.status NOT IN ('cancelled', 'refunded') AND o.rental_months IS NOT NULL
         AND l.hcpcs IN (${codes.map((_, i) => `?${i + 4}`).join(', ')})
       ORDER BY o.delivered_at DESC LIMIT 1`,
    )
    .bind(order.patient_id, order.number, storeDayEnd(serviceDate), ...codes.map(([code]) => code))
    .first<OrderRecord & { device_code: string }>();
  if (!device?.delivered_at) return undefined;
  const delivered = new Date(device.delivered_at);
  let month = 1;
  while (storeDay(rentalBillingDate(delivered, month + 1)) <= serviceDate) month += 1;
  const visit = await db
    .prepare(
      `SELECT 1 AS seen FROM order_documents WHERE order_number = ?1 AND kind = 're-evaluation' AND state = 'received'`,
    )
    .bind(device.number)
    .first<{ seen: number }>();
  return {
    hcpcs: device.device_code,
    month,
    fromMonth: rules.codes[device.device_code]?.adherence?.fromMonth ?? 4,
    usage: await usageFacts(db, device),
    reevaluated: !!visit,
  };
}

/** The claim's view of her use for a month past the adherence rule's start: met or not, and in words. */
export async function usageFacts(
  db: D1Database,
  order: OrderRecord,
): Promise<{ met: boolean; words: string }> {
  const dos = dateOfService(order);
  if (!dos) return { met: false, words: 'the device is not delivered' };
  const nights = (await nightsQuery(db, order.number, dos).all<Night>()).results;
  const a = adherenceOf(dos, nights, null);
  return { met: a.usageMetOn !== null, words: a.words };
}

/**
 * POST /admin/api/orders/:number/nights: her nights of use, from a maker's usage export (or a date,hours file) or one
 * night entered by hand. A file with a bad row is refused whole, each bad row named by line and reason; a night
 * before the date of service is left out and counted; a night already recorded takes the newer figure.
 */
export async function recordUsage(c: Context<IntakeContext>, order: OrderRecord, entry: UsageEntry) {
  const db = c.env.DB;
  const { results: lines } = await db
    .prepare('SELECT hcpcs FROM order_lines WHERE order_number = ?1')
    .bind(order.number)
    .all<{ hcpcs: string | null }>();
  if (!needsAdherence(lines))
    throw new Refused(409, {
      message: `Order ${order.number} has no CPAP or bilevel: Medicare asks for no record of use for its items.`,
    });
  if (order.status === 'cancelled' || order.status === 'refunded')
    throw new Refused(409, { message: `Order ${order.number} is ${order.status}: its use is not recorded.` });
  const dos = dateOfService(order);
  if (!dos)
    throw new Refused(409, {
      message: `Order ${order.number} is not delivered yet: her use is counted from the date of service.`,
    });
  const today = storeDay();
  let nights: Night[];
  let source: 'airview' | 'care-orchestrator' | 'plain' | 'staff';
  if ('csv' in entry) {
    const read = readUsageCsv(entry.csv, today);
    if (!read.ok) {
      const problems = read.problems.map((p) => `Line ${p.line}: ${p.reason}`);
      throw new Refused(422, {
        message:
          problems.length === 1
            ? `The file was not imported. ${problems[0]}`
            : `The file was not imported: ${read.problems.length > 20 ? 'more than 20' : read.problems.length} rows are wrong. Correct them and import it again.`,
        problems,
      });
    }
    nights = read.nights;
    source = read.format;
  } else {
    if (entry.night > today)
      throw new Refused(422, { message: `The night of ${formatDay(entry.night)} has not come yet.` });
    nights = [{ night: entry.night, minutes: entry.minutes }];
    source = 'staff';
  }
  const kept = nights.filter((n) => n.night >= dos);
  const before = nights.length - kept.length;
  if (kept.length === 0)
    throw new Refused(422, {
      message: `Nothing was recorded: ${nights.length === 1 ? 'the night is' : `all ${nights.length} nights are`} before ${formatDay(dos)}, the date of service.`,
    });
  const staff = c.get('staff');
  const at = now();
  const text =
    source === 'staff'
      ? `Use entered for the night of ${formatDay(kept[0]!.night)}: ${hoursAndMinutes(kept[0]!.minutes)}`
      : `Usage imported from ${usageFormatNames[source]}: ${kept.length} night${kept.length === 1 ? '' : 's'}, ${formatDay(kept[0]!.night)} to ${formatDay(kept.at(-1)!.night)}${before ? `; ${before} night${before === 1 ? '' : 's'} before the date of service left out` : ''}`;
  // The nights written 40 to a statement (two bound values each, within D1's 100 a statement), all in one batch
  // with the timeline's line: a year of nights is some 10 statements, not hundreds.
  const writes: D1PreparedStatement[] = [];
  for (let i = 0; i < kept.length; i += NIGHTS_PER_STATEMENT) {
    const part = kept.slice(i, i + NIGHTS_PER_STATEMENT);
    writes.push(
      db
        .prepare(
          `INSERT INTO therapy_nights (order_number, night, minutes, source, staff, at)
           VALUES ${part.map((_, k) => `(?1, ?${5 + 2 * k}, ?${6 + 2 * k}, ?2, ?3, ?4)`).join(', ')}
           ON CONFLICT (order_number, night) DO UPDATE SET minutes = excluded.minutes, source = excluded.source,
             staff = excluded.staff, at = excluded.at`,
        )
        .bind(order.number, source, staff, at, ...part.flatMap((n) => [n.night, n.minutes])),
    );
  }
  await db.batch([
    ...writes,
    db
      .prepare(
        `INSERT INTO order_events (order_number, kind, at, staff, detail_json) VALUES (?1, 'usage', ?2, ?3, ?4)`,
      )
      .bind(order.number, at, staff, JSON.stringify({ text })),
  ]);
}

/** Where a patient in her first 90 days stands, for the daily list: the ones to act on first. */
const therapyStates = ['needs-call', 'missed', 'no-use', 'visit', 'on-track', 'met'] as const;
type TherapyState = (typeof therapyStates)[number];

function stateOf(a: Adherence, day: number): TherapyState {
  if (a.usageMetOn && a.reevaluatedOn) return 'met';
  if (a.needsCall) return 'needs-call';
  if (!a.stillPossible) return 'missed';
  // Three nights in and nothing imported: her report is still to be fetched from the maker's cloud.
  if (a.nights.length === 0 && day > 3) return 'no-use';
  if (a.usageMetOn) return 'visit';
  return 'on-track';
}

/**
 * GET /admin/api/therapy: every CPAP or bilevel in its first 90 days (and the days just after, until its
 * re-evaluation window closes), each with where her use stands, the re-evaluation, and when she was last offered
 * help; those who need a call first.
 */
export async function therapyList(c: Context<IntakeContext>) {
  const db = c.env.DB;
  const today = storeDay();
  const codes = Object.entries(documentationRules().codes).flatMap(([code, r]) =>
    r.adherence ? [code] : [],
  );
  const { results } = await db
    .prepare(
      `SELECT o.number, o.first_name, o.last_name, o.language, o.delivered_at,
         (SELECT MAX(e.at) FROM order_events e WHERE e.order_number = o.number AND e.kind = 'email'
            AND e.detail_json = '{"text":"offer of help"}') AS help_at
       FROM orders o
       WHERE o.delivered_at >= ?1 AND o.status NOT IN ('cancelled', 'refunded') AND o.junk = 0
         AND EXISTS (SELECT 1 FROM order_lines l, json_each(?2) k
                     WHERE l.order_number = o.number AND instr(l.hcpcs, k.value) > 0)
       ORDER BY o.delivered_at LIMIT 500`,
    )
    .bind(`${addDays(today, -TRIAL_DAYS - 2)}T00:00:00.000Z`, JSON.stringify(codes))
    .all<{
      number: string;
      first_name: string;
      last_name: string;
      language: 'en' | 'es';
      delivered_at: string;
      help_at: string | null;
    }>();
  const rows = results
    .map((r) => ({ ...r, dos: storeDay(new Date(r.delivered_at)) }))
    .filter((r) => daysBetween(r.dos, today) + 1 <= TRIAL_DAYS + 1);
  const adherence = await adherenceOfOrders(
    db,
    rows.map((r) => ({ number: r.number, dos: r.dos })),
  );
  const patients: TherapyPatient[] = rows.map((r) => {
    const a = adherence.get(r.number)!;
    const day = daysBetween(r.dos, today) + 1;
    return {
      orderNumber: r.number,
      patient: `${r.first_name} ${r.last_name}`,
      language: r.language,
      day,
      dateOfService: r.dos,
      deadline: a.deadline ?? r.dos,
      state: stateOf(a, day),
      words: a.words,
      nights: a.nights.length,
      reevaluatedOn: a.reevaluatedOn,
      reevaluationTo: a.reevaluationTo ?? r.dos,
      helpOfferedAt: r.help_at,
    };
  });
  patients.sort((x, y) => therapyStates.indexOf(x.state) - therapyStates.indexOf(y.state) || x.day - y.day);
  return c.json({ patients });
}

/**
 * POST /admin/api/orders/:number/help: the e-mail offering her help (the fit, another size, a call), in her
 * language, with her first name and the contact page's link: it names neither the device nor why she has it.
 */
export async function offerHelp(c: Context<IntakeContext>, order: OrderRecord) {
  const { results: lines } = await c.env.DB.prepare('SELECT hcpcs FROM order_lines WHERE order_number = ?1')
    .bind(order.number)
    .all<{ hcpcs: string | null }>();
  if (!needsAdherence(lines))
    throw new Refused(409, { message: `Order ${order.number} has no CPAP or bilevel to offer help with.` });
  if (!c.env.PATIENT_MAIL_FROM)
    throw new Refused(503, {
      message: 'Patient e-mails are not set up (PATIENT_MAIL_FROM): call her instead.',
    });
  if (!order.email)
    throw new Refused(422, { message: `Order ${order.number} has no e-mail address: call her instead.` });
  await emailPatient(c.env, order, { kind: 'help' });
}
