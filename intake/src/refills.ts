import type { Context } from 'hono';
import type { OrderDetail } from '@/lib/domain/admin-contract';
import type { OrderStatus } from '@/lib/domain/order-path';
import { addressLines, type ShippingDetails } from '@/lib/domain/checkout-fields';
import { addDays, addMonths } from '@/lib/domain/calendar-days';
import { hcpcsCodes, requiredDocuments } from '@/lib/domain/documentation';
import { refillAnswerSchema, refillLinkSchema, type RefillView } from '@/lib/domain/intake-contract';
import { orderTotals } from '@/lib/domain/order-totals';
import { orderSearchText } from '@/lib/domain/order-search';
import { refillGroups, reminderDue, type RefillGroup, type RefillReason } from '@/lib/domain/resupply';
import { formatDay, storeDay } from '@/lib/domain/store-time';
import type { OrderRecord } from './admin/order-rows';
import { documentationRules, productNames, soldProducts } from './catalog';
import type { IntakeContext, IntakeEnv } from './env';
import { now, readBody, Refused } from './http';
import { languageOf, say, spoken } from './language';
import { notifySupplier } from './notify';
import { newOrderNumber } from './order-number';
import { receiptOf } from './orders';
import { emailPatient } from './patient-mail';
import { limitRate } from './rate-limit';
import { supplyItems, type DeliveredLine, type SupplyItem } from './supplies';
import { ONE_CLICK_BODY, oneClickHeaders } from '@/lib/domain/one-click';

/** A supply delivered longer ago than this has run out whatever its quantity: the reminders look no further back. */
const LOOKBACK_DAYS = 400;
/** A reminder's link answers until 60 days after the supply ran out; then she calls. */
const LINK_DAYS_AFTER_END = 60;
/**
 * A written order older than this is asked for again before a refill is billed: the store's rule (Medicare asks for
 * a new order when the item or the practitioner's order changes; its contractors look for one that is current).
 */
const WRITTEN_ORDER_MONTHS = 12;
/** How she answered, when she answered on her refill page (migrations/0019 says so of the answers before it). */
const FROM_LINK = 'from her reminder’s link';

/** One delivered line of a supply on a replacement schedule, as the reminders and the refill page read it. */
type SupplyLine = DeliveredLine & { payment_method: 'card' | 'medicare' };

/** One item of a cycle, as kept with the refill (`items_json`). */
interface RefillItem {
  code: string;
  productId: number;
  name: string;
  quantity: number;
}

/** A refill's row as D1 holds it (migrations/0017). */
interface RefillRecord {
  id: number;
  patient_id: number;
  from_order: string;
  ends_on: string;
  contact_from: string;
  ship_from: string;
  items_json: string;
  reminders: number;
  reminded_at: string | null;
  answered_at: string | null;
  answer_json: string | null;
  order_number: string | null;
  /** How she answered (migrations/0019). */
  answered_how: string | null;
}

/** Her answer, as kept with the refill and its order: each item, whether she needs it, and why. */
type KeptAnswer = { code: string; need: boolean; reason: RefillReason | null }[];

/** The codes on a replacement schedule (documentation.json's `resupply`). */
function resupplyCodes(): string[] {
  return Object.entries(documentationRules().codes)
    .filter(([, rule]) => rule.resupply)
    .map(([code]) => code);
}

/** Her supplies' cycles, grouped as one reminder asks about them. */
const supplyGroups = (lines: readonly SupplyLine[], today: string): RefillGroup<SupplyItem>[] =>
  refillGroups(supplyItems(lines, today));

/**
 * The supply lines delivered since `since`: to every patient who said yes to reminders, or to one patient whatever
 * she said; newest first.
 */
function supplyLinesQuery(db: D1Database, since: string, patientId: number | null) {
  const codes = resupplyCodes();
  const whose = patientId === null ? `p.reminders = 'yes'` : `p.id = ?${codes.length + 2}`;
  return db
    .prepare(
      `SELECT o.patient_id, p.first_name, p.last_name, p.email, p.phone_digits, p.language, p.reminders, l.hcpcs, l.product_id, l.name, l.quantity, o.number,
         o.delivered_at, o.payment_method
       FROM patients p JOIN orders o ON o.patient_id = p.id JOIN order_lines l ON l.order_number = o.number
       WHERE ${whose} AND o.delivered_at >= ?1 AND o.status NOT IN ('cancelled', 'refunded')
         AND l.hcpcs IN (${codes.map((_, i) => `?${i + 2}`).join(', ')})
       ORDER BY o.delivered_at DESC`,
    )
    .bind(since, ...codes, ...(patientId === null ? [] : [patientId]));
}

/** A patient as the refill list names her and a reminder greets her. */
interface SupplyPatient {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_digits: string;
  language: 'en' | 'es';
}

/** A refill's row with the state of the order her answer made, if any. */
type KeptRefill = RefillRecord & { order_status: OrderStatus | null };

const cycleKey = (patientId: number, fromOrder: string, endsOn: string) =>
  `${patientId}|${fromOrder}|${endsOn}`;

/**
 * Every cycle of the supplies of the patients who said yes to reminders (or of one patient, whatever she said), with
 * its refill row when one was made and the state of the order her answer made; soonest to run out first.
 */
export async function refillCycles(
  db: D1Database,
  today: string,
  at = new Date(),
  patientId: number | null = null,
) {
  const since = new Date(at.getTime() - LOOKBACK_DAYS * 86_400_000).toISOString();
  const [lines, kept] = await db.batch([
    supplyLinesQuery(db, since, patientId),
    db
      .prepare(
        `SELECT r.*, o.status AS order_status FROM refills r LEFT JOIN orders o ON o.number = r.order_number
         WHERE r.ends_on >= ?1 AND (?2 IS NULL OR r.patient_id = ?2)`,
      )
      .bind(since.slice(0, 10), patientId),
  ]);
  const rows = (lines?.results ?? []) as unknown as (SupplyLine & SupplyPatient & { patient_id: number })[];
  const refills = new Map(
    ((kept?.results ?? []) as unknown as KeptRefill[]).map((r) => [
      cycleKey(r.patient_id, r.from_order, r.ends_on),
      r,
    ]),
  );
  const cycles = [...Map.groupBy(rows, (r) => r.patient_id)].flatMap(([id, mine]) => {
    const her = mine[0]!;
    const patient: SupplyPatient = {
      id,
      first_name: her.first_name,
      last_name: her.last_name,
      email: her.email,
      phone_digits: her.phone_digits,
      language: her.language,
    };
    return supplyGroups(mine, today).map((group) => ({
      patient,
      group,
      kept: refills.get(cycleKey(id, group.orderNumber, group.endsOn)) ?? null,
    }));
  });
  return cycles.sort((a, b) =>
    a.group.endsOn < b.group.endsOn ? -1 : a.group.endsOn > b.group.endsOn ? 1 : 0,
  );
}

/** 256 random bits, base64url: a reminder's link. */
function linkToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The refill of a group, made the first time a reminder is due for it. */
export async function refillOf(
  db: D1Database,
  patientId: number,
  group: RefillGroup<SupplyItem>,
  at: string,
) {
  const items: RefillItem[] = group.items.map((i) => ({
    code: i.code,
    productId: i.productId,
    name: i.name,
    quantity: i.quantity,
  }));
  return db
    .prepare(
      `INSERT INTO refills (patient_id, from_order, ends_on, contact_from, ship_from, items_json, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (patient_id, from_order, ends_on) DO UPDATE SET items_json = refills.items_json
       RETURNING *`,
    )
    .bind(
      patientId,
      group.orderNumber,
      group.endsOn,
      group.contactFrom,
      group.shipFrom,
      JSON.stringify(items),
      at,
    )
    .first<RefillRecord>();
}

/**
 * The hourly reminders: for each patient who said yes, each group of her supplies whose 30-day window has come and
 * that she has not answered about, an e-mail (her first name and her links only) if fewer than three have gone and
 * the last went a week ago or more. Says how many went.
 */
export async function remindRefills(env: IntakeEnv, at: Date): Promise<number> {
  if (!env.PATIENT_MAIL_FROM) return 0;
  const db = env.DB;
  const today = storeDay(at);
  const store = env.STORE_URL.replace(/\/+$/, '');
  let sent = 0;
  for (const { patient: her, group, kept } of await refillCycles(db, today, at)) {
    if (kept?.answered_at) continue;
    const lastOn = kept?.reminded_at ? storeDay(new Date(kept.reminded_at)) : null;
    if (!reminderDue(today, group, 'yes', { count: kept?.reminders ?? 0, lastOn })) continue;
    const stamp = now();
    const refill = kept ?? (await refillOf(db, her.id, group, stamp));
    if (!refill) continue;
    const token = linkToken();
    const hash = await tokenHash(token);
    // Counted before it goes, so two runs at once send it once; given back if it could not be sent.
    const [claimed] = await db.batch([
      db
        .prepare(
          `UPDATE refills SET reminders = reminders + 1, reminded_at = ?2
           WHERE id = ?1 AND reminders = ?3 AND answered_at IS NULL`,
        )
        .bind(refill.id, stamp, refill.reminders),
      db
        .prepare(
          'INSERT INTO refill_links (token_hash, refill_id, sent_at) SELECT ?1, ?2, ?3 WHERE changes() > 0',
        )
        .bind(hash, refill.id, stamp),
    ]);
    if (claimed?.meta.changes !== 1) continue;
    const page = `${store}${her.language === 'es' ? '/es' : ''}/resupply/?t=${token}`;
    const went = await emailPatient(
      env,
      { number: group.orderNumber, first_name: her.first_name, email: her.email, language: her.language },
      {
        kind: 'refill',
        link: page,
        stop: `${page}&stop=1`,
        count: refill.reminders + 1,
        headers: oneClickHeaders(env.INTAKE_URL, token),
      },
    );
    if (went) sent += 1;
    else
      await db.batch([
        db
          .prepare('UPDATE refills SET reminders = ?2, reminded_at = ?3 WHERE id = ?1')
          .bind(refill.id, refill.reminders, refill.reminded_at),
        db.prepare('DELETE FROM refill_links WHERE token_hash = ?1').bind(hash),
      ]);
  }
  return sent;
}

interface Opened {
  refill: RefillRecord;
  first_name: string;
  language: 'en' | 'es';
  consent: 'yes' | 'no' | null;
  payer: 'card' | 'medicare';
}

/** The refill a link opens, or a refusal in her page's language: an unknown link, or one past its days. */
async function openLink(c: Context<IntakeContext>, token: string): Promise<Opened> {
  const row = await c.env.DB.prepare(
    `SELECT r.*, p.first_name, p.language, p.reminders AS consent, o.payment_method AS payer
     FROM refill_links k JOIN refills r ON r.id = k.refill_id JOIN patients p ON p.id = r.patient_id
     JOIN orders o ON o.number = r.from_order
     WHERE k.token_hash = ?1`,
  )
    .bind(await tokenHash(token))
    .first<RefillRecord & Omit<Opened, 'refill'>>();
  if (!row) throw new Refused(404, { message: say(c, 'refillUnknown') }, spoken(c));
  if (!row.answered_at && storeDay() > addDays(row.ends_on, LINK_DAYS_AFTER_END))
    throw new Refused(404, { message: say(c, 'refillExpired') }, spoken(c));
  const { first_name, language, consent, payer, ...refill } = row;
  return { refill, first_name, language, consent, payer };
}

/** Where her refill goes: the address of her newest order. */
async function newestShipping(db: D1Database, patientId: number): Promise<ShippingDetails> {
  const row = await db
    .prepare('SELECT shipping_json FROM orders WHERE patient_id = ?1 ORDER BY placed_at DESC LIMIT 1')
    .bind(patientId)
    .first<{ shipping_json: string }>();
  if (!row) throw new Error(`Patient ${patientId} has no order`);
  return JSON.parse(row.shipping_json) as ShippingDetails;
}

async function viewOf(db: D1Database, opened: Opened): Promise<RefillView> {
  const { refill } = opened;
  const names = productNames();
  const answer = refill.answer_json ? (JSON.parse(refill.answer_json) as KeptAnswer) : null;
  return {
    firstName: opened.first_name,
    language: opened.language,
    payer: opened.payer,
    endsOn: refill.ends_on,
    shipFrom: refill.ship_from,
    items: (JSON.parse(refill.items_json) as RefillItem[]).map((i) => ({
      code: i.code,
      productId: i.productId,
      name: names.get(i.productId)?.en ?? i.name,
      nameEs: names.get(i.productId)?.es ?? i.name,
      quantity: i.quantity,
    })),
    address: addressLines(await newestShipping(db, refill.patient_id)),
    answer:
      refill.answered_at && answer
        ? {
            on: storeDay(new Date(refill.answered_at)),
            orderNumber: refill.order_number,
            needed: answer.filter((a) => a.need).length,
          }
        : null,
    reminders: opened.consent === 'yes',
  };
}

/** POST /refills/open: what her reminder's link opens: her first name, the items, where they go, any answer. */
export async function openRefill(c: Context<IntakeContext>) {
  await limitRate(c, 'refills');
  const { token } = await readBody(c, refillLinkSchema);
  const opened = await openLink(c, token);
  return c.json(await viewOf(c.env.DB, opened), 200, spoken(c));
}

/** POST /refills/stop: one click from her e-mail stops every reminder, recorded as her "no" with the day. */
export async function stopRefills(c: Context<IntakeContext>) {
  await limitRate(c, 'refills');
  const { token } = await readBody(c, refillLinkSchema);
  const opened = await openLink(c, token);
  await stopReminders(c.env.DB, opened.refill.patient_id, 'her reminder’s link');
  return c.json(await viewOf(c.env.DB, { ...opened, consent: 'no' }), 200, spoken(c));
}

/** Her "no" to reminders, with the day and how she said it: none is sent her from then on. */
const stopReminders = (db: D1Database, patientId: number, by: string) =>
  db
    .prepare(
      `UPDATE patients SET reminders = 'no', reminders_on = ?2, reminders_by = ?3, updated_at = ?4 WHERE id = ?1`,
    )
    .bind(patientId, storeDay(), by, now())
    .run();

/**
 * POST /refills/unsubscribe?t=…: the one-click stop her mail program sends from a reminder's headers (RFC 8058): a
 * form with `List-Unsubscribe=One-Click`, from no page of the store's, so it carries no Origin. Recorded as her "no"
 * with the day, as the stop on her refill page is.
 */
export async function unsubscribeRefills(c: Context<IntakeContext>) {
  await limitRate(c, 'refills');
  const body = await c.req.parseBody();
  if (body[ONE_CLICK_BODY.name] !== ONE_CLICK_BODY.value)
    throw new Refused(400, { message: 'A one-click stop posts List-Unsubscribe=One-Click.' });
  const link = refillLinkSchema.safeParse({ token: c.req.query('t') ?? '' });
  if (!link.success) throw new Refused(404, { message: say(c, 'refillUnknown') });
  const opened = await openLink(c, link.data.token);
  await stopReminders(c.env.DB, opened.refill.patient_id, 'her mail program’s one-click stop');
  return c.json({ stopped: true });
}

/** What is wrong with an answer, if anything: an item unanswered, a yes without its reason, the address unconfirmed. */
type AnswerProblem = { kind: 'each' } | { kind: 'reason'; item: RefillItem } | { kind: 'address' };

/** Her answer item by item, as the refill record keeps it, and the items she needs; or what is missing from it. */
export function checkAnswer(
  refill: RefillRecord,
  said: readonly { code: string; need: boolean; reason?: RefillReason | undefined }[],
  addressConfirmed: boolean,
): { answer: KeptAnswer; needed: RefillItem[] } | { problem: AnswerProblem } {
  const items = JSON.parse(refill.items_json) as RefillItem[];
  const answer: KeptAnswer = [];
  for (const item of items) {
    const one = said.find((a) => a.code === item.code);
    if (!one) return { problem: { kind: 'each' } };
    if (one.need && !one.reason) return { problem: { kind: 'reason', item } };
    answer.push({ code: item.code, need: one.need, reason: one.need ? (one.reason ?? null) : null });
  }
  const needed = items.filter((i) => answer.find((a) => a.code === i.code)?.need);
  if (needed.length > 0 && !addressConfirmed) return { problem: { kind: 'address' } };
  return { answer, needed };
}

/**
 * Her answer kept, once, with the refill order it makes when she needs anything (Medicare's refill record: the day,
 * how she answered, each item and its quantity, her yes and its reason), noted on the order the supplies came on.
 * Says the refill order's number, or null when she needs nothing; refuses (409) an answer someone kept first.
 */
export async function keepAnswer(
  c: Context<IntakeContext>,
  r: {
    refill: RefillRecord;
    answer: KeptAnswer;
    needed: RefillItem[];
    language: 'en' | 'es';
    /** How she answered: her reminder's link, or by phone to a staff member. */
    how: string;
    /** The refusal if someone else kept an answer first. */
    answeredFirst: () => string;
  },
): Promise<{ number: string | null; at: string }> {
  const db = c.env.DB;
  const { refill, answer, needed } = r;
  const at = now();
  const from = await db
    .prepare('SELECT * FROM orders WHERE number = ?1')
    .bind(refill.from_order)
    .first<OrderRecord>();
  if (!from) throw new Error(`Order ${refill.from_order} of refill ${refill.id} is missing`);
  const number = needed.length > 0 ? newOrderNumber() : null;
  const said = answer
    .map((a) => (a.need ? `${a.code} needed (${a.reason})` : `${a.code} not needed`))
    .join(', ');
  const statements = [
    db
      .prepare(
        `UPDATE refills SET answered_at = ?2, answer_json = ?3, order_number = ?4, answered_how = ?5
         WHERE id = ?1 AND answered_at IS NULL`,
      )
      .bind(refill.id, at, JSON.stringify(answer), number, r.how),
    db
      .prepare(
        `INSERT INTO order_events (order_number, kind, at, detail_json)
         SELECT ?1, 'refill', ?2, ?3 WHERE (SELECT answered_at FROM refills WHERE id = ?4) = ?2`,
      )
      .bind(
        from.number,
        at,
        JSON.stringify({
          text: `her refill answer, ${r.how}: ${said}${number ? `; refill order ${number}` : ''}`,
        }),
        refill.id,
      ),
  ];
  if (number)
    statements.push(
      ...(await refillOrderStatements(db, {
        refill,
        from,
        needed,
        answer,
        number,
        at,
        language: r.language,
        how: r.how,
      })),
    );
  const [answered] = await db.batch(statements);
  if (answered?.meta.changes !== 1) throw new Refused(409, { message: r.answeredFirst() }, spoken(c));
  if (number) c.executionCtx.waitUntil(notifySupplier(c.env, `New refill order ${number}`));
  return { number, at };
}

/**
 * POST /refills/answer: her answer, the refill record Medicare asks for (the day, each item and its quantity, her
 * yes and its reason). Each item needs an answer, each yes a reason, and her address her confirmation. A Medicare
 * refill she needs becomes an order, linked to her record and the order the supplies came on, priced and estimated
 * like any other, that may ship no sooner than 10 days before the supply runs out; it is never sent unasked. A card
 * order's items go to her cart instead, on the page.
 */
export async function answerRefill(c: Context<IntakeContext>) {
  await limitRate(c, 'refills');
  const ask = await readBody(c, refillAnswerSchema);
  const opened = await openLink(c, ask.token);
  const { refill } = opened;
  const es = languageOf(c) === 'es';
  const answeredOn = (at: string) =>
    say(c, 'refillAnswered', { day: formatDay(storeDay(new Date(at)), es ? 'es' : 'en') });
  if (refill.answered_at) throw new Refused(409, { message: answeredOn(refill.answered_at) }, spoken(c));
  if (opened.payer !== 'medicare') throw new Refused(409, { message: say(c, 'refillCard') }, spoken(c));
  const names = productNames();
  const nameOf = (i: RefillItem) => (es ? names.get(i.productId)?.es : names.get(i.productId)?.en) ?? i.name;
  const checked = checkAnswer(refill, ask.items, ask.addressConfirmed);
  if ('problem' in checked) {
    const { problem } = checked;
    const message =
      problem.kind === 'reason'
        ? say(c, 'refillReason', { item: nameOf(problem.item) })
        : say(c, problem.kind === 'each' ? 'refillEach' : 'refillAddress');
    throw new Refused(422, { message }, spoken(c));
  }
  const sold = soldProducts();
  const gone = checked.needed.find((i) => !sold.has(i.productId));
  if (gone) throw new Refused(409, { message: say(c, 'refillGone', { item: nameOf(gone) }) }, spoken(c));
  const { number, at } = await keepAnswer(c, {
    refill,
    ...checked,
    language: opened.language,
    how: FROM_LINK,
    answeredFirst: () => answeredOn(now()),
  });
  return c.json(
    await viewOf(c.env.DB, {
      ...opened,
      refill: {
        ...refill,
        answered_at: at,
        answer_json: JSON.stringify(checked.answer),
        order_number: number,
      },
    }),
    200,
    spoken(c),
  );
}

/**
 * The refill order's statements, for the answer's batch (each runs only if the answer was kept): the order, priced
 * from the catalogue and estimated with the deductible answer of the order the supplies came on; its lines; its
 * first event, with her answer in words; and the documents her other orders hold that still stand for it (a
 * written order of the last 12 months, a sleep test), each noted with the order it is on file with.
 */
async function refillOrderStatements(
  db: D1Database,
  r: {
    refill: RefillRecord;
    from: OrderRecord;
    needed: RefillItem[];
    answer: KeptAnswer;
    number: string;
    at: string;
    language: 'en' | 'es';
    how: string;
  },
): Promise<D1PreparedStatement[]> {
  const { refill, from, needed, answer, number, at } = r;
  const sold = soldProducts();
  const lines = needed.map((i) => ({ ...sold.get(i.productId)!, quantity: i.quantity }));
  const totals = orderTotals(lines, 'standard', { method: 'medicare', deductible: from.deductible });
  const shipping = await newestShipping(db, refill.patient_id);
  const phoneDigits = shipping.phone.replace(/\D/g, '');
  const kept = (kind: string) =>
    db
      .prepare(
        `SELECT d.order_number, d.signed_on FROM order_documents d JOIN orders o ON o.number = d.order_number
         WHERE o.patient_id = ?1 AND d.kind = ?2 AND d.state = 'received' AND d.signed_on IS NOT NULL
         ORDER BY d.signed_on DESC LIMIT 1`,
      )
      .bind(refill.patient_id, kind)
      .first<{ order_number: string; signed_on: string }>();
  const codes = lines.flatMap((l) => hcpcsCodes(l.hcpcs ?? null));
  const today = storeDay();
  const carried: { kind: string; from: string; signedOn: string }[] = [];
  const notes: string[] = [];
  for (const need of requiredDocuments(documentationRules(), codes)) {
    if (need.fromMonth) continue;
    const found = await kept(need.kind);
    if (!found) continue;
    if (need.kind === 'written-order' && addMonths(found.signed_on, WRITTEN_ORDER_MONTHS) < today) {
      notes.push(
        `a new written order is needed: hers on order ${found.order_number} was signed on ${formatDay(found.signed_on)}, more than ${WRITTEN_ORDER_MONTHS} months ago`,
      );
      continue;
    }
    carried.push({ kind: need.kind, from: found.order_number, signedOn: found.signed_on });
  }
  const mine = 'WHERE EXISTS (SELECT 1 FROM orders WHERE number = ?1)';
  const said = answer
    .map((a) => {
      const item = needed.find((i) => i.code === a.code) ?? null;
      return a.need && item ? `${item.quantity} × ${a.code} (${a.reason})` : `${a.code} not needed`;
    })
    .join(', ');
  return [
    db
      .prepare(
        `INSERT INTO orders (number, idempotency_key, request_hash, placed_at, shipping_json, zip5, shipping_method,
           payment_method, totals_json, sealed_medicare, first_name, last_name, email, phone_digits, deductible,
           rentals_json, rental_months, due_now_cents, receipt, schedule_json, language, search_text, patient_id,
           refill_id, ship_from)
         SELECT ?1, ?2, 'refill', ?3, ?4, ?5, 'standard', 'medicare', ?6, NULL, ?7, ?8, ?9, ?10, ?11, '[]', NULL, ?12,
           ?13, NULL, ?14, ?15, ?16, ?17, ?18
         WHERE changes() > 0`,
      )
      .bind(
        number,
        `refill-${refill.id}`,
        at,
        JSON.stringify(shipping),
        shipping.zipCode.slice(0, 5),
        JSON.stringify(totals),
        shipping.firstName,
        shipping.lastName,
        shipping.email.toLowerCase(),
        phoneDigits,
        from.deductible,
        totals.total - totals.patientShare,
        receiptOf(),
        r.language,
        orderSearchText({
          number,
          firstName: shipping.firstName,
          lastName: shipping.lastName,
          email: shipping.email,
          phoneDigits,
        }),
        refill.patient_id,
        refill.id,
        refill.ship_from,
      ),
    ...lines.map((l, position) =>
      db
        .prepare(
          `INSERT INTO order_lines (order_number, position, product_id, name, quantity, unit_cents, hcpcs)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 ${mine}`,
        )
        .bind(number, position, l.id, l.name, l.quantity, l.price, l.hcpcs ?? null),
    ),
    db
      .prepare(
        `INSERT INTO order_events (order_number, status, at, detail_json) SELECT ?1, 'received', ?2, ?3 ${mine}`,
      )
      .bind(
        number,
        at,
        JSON.stringify({
          text: `refill she asked for ${r.how}, for order ${from.number}: ${said}; her address confirmed; may ship from ${formatDay(refill.ship_from)}`,
        }),
      ),
    ...carried.map((d) =>
      db
        .prepare(
          `INSERT INTO order_documents (order_number, kind, state, signed_on, reason, staff, at)
           SELECT ?1, ?2, 'received', ?3, ?4, 'refill', ?5 ${mine}`,
        )
        .bind(number, d.kind, d.signedOn, `On file with order ${d.from}`, at),
    ),
    ...notes.map((text) =>
      db
        .prepare(
          `INSERT INTO order_events (order_number, kind, at, detail_json) SELECT ?1, 'refill', ?2, ?3 ${mine}`,
        )
        .bind(number, at, JSON.stringify({ text })),
    ),
  ];
}

/** A refill order's record for its page, or null for any other order. */
export async function refillRecord(db: D1Database, order: OrderRecord): Promise<RefillRecordView | null> {
  if (!order.refill_id) return null;
  const refill = await db
    .prepare('SELECT * FROM refills WHERE id = ?1')
    .bind(order.refill_id)
    .first<RefillRecord>();
  if (!refill?.answered_at || !refill.answer_json) return null;
  const items = JSON.parse(refill.items_json) as RefillItem[];
  return {
    answeredOn: storeDay(new Date(refill.answered_at)),
    how: refill.answered_how ?? FROM_LINK,
    fromOrder: refill.from_order,
    endsOn: refill.ends_on,
    shipFrom: refill.ship_from,
    items: (JSON.parse(refill.answer_json) as KeptAnswer).map((a) => {
      const item = items.find((i) => i.code === a.code);
      return {
        code: a.code,
        name: item?.name ?? a.code,
        quantity: item?.quantity ?? 0,
        need: a.need,
        reason: a.reason,
      };
    }),
  };
}

type RefillRecordView = NonNullable<OrderDetail['refill']>;
