import type { Context } from 'hono';
import { site } from '@/data/site';
import type { EligibilityCheck } from '@/lib/domain/admin-contract';
import { partBDeductible } from '@/lib/domain/deductible';
import {
  eligibilityWords,
  readEligibility,
  type Eligibility,
  type EligibilityAnswer,
} from '@/lib/domain/eligibility';
import { estimateMedicare, paymentSchedule, type EstimateLine } from '@/lib/domain/estimate';
import { npiProblem } from '@/lib/domain/npi';
import { formatDay, storeDay } from '@/lib/domain/store-time';
import { billedLines } from '../catalog';
import type { IntakeContext, IntakeEnv } from '../env';
import { now, Refused } from '../http';
import type { OrderRecord } from './order-rows';

/** Stedi's healthcare API (its dated version); a local stand-in's address under `npm start` and in the tests. */
const CLEARINGHOUSE = 'https://healthcare.us.stedi.com/2024-04-01';

/** What an eligibility check stored: the 271 read, in words, with the figures it gives her. */
interface StoredCheck {
  eligibility: Eligibility;
  words: string[];
  shareNow: number | null;
  schedule: EligibilityCheck['schedule'];
}

/**
 * Her share as the check makes it: her deductible as Medicare has it (in place of her own answer), and nothing at
 * all for a Qualified Medicare Beneficiary, whom no supplier may bill a Medicare share.
 */
function figuresOf(order: OrderRecord, lines: EstimateLine[], e: Eligibility) {
  if (e.answer !== 'active') return { shareNow: null, schedule: null };
  const deductible = partBDeductible();
  const estimate = estimateMedicare(lines, order.deductible, {
    ...deductible,
    ...(e.deductibleLeft === null ? {} : { left: e.deductibleLeft }),
  });
  const schedule = paymentSchedule(estimate);
  if (!e.qmb) return { shareNow: estimate.patientPays, schedule };
  return {
    shareNow: 0,
    schedule: schedule
      ? { ...schedule, steps: schedule.steps.length ? [{ from: 1, to: schedule.lastMonth, share: 0 }] : [] }
      : null,
  };
}

/** The settings a check needs: the clearinghouse's key and the supplier's own NPI; a sentence when one is missing. */
function settingsOf(env: IntakeEnv) {
  if (!env.CLEARINGHOUSE_API_KEY)
    throw new Refused(503, {
      message:
        'Eligibility checks are not set up: the clearinghouse’s API key (CLEARINGHOUSE_API_KEY) is not set. Check on the DME MAC’s portal meanwhile.',
    });
  const npi = env.SUPPLIER_NPI ?? '';
  if (npiProblem(npi))
    throw new Refused(503, {
      message:
        'Eligibility checks are not set up: the supplier’s NPI (SUPPLIER_NPI) is not set or does not check.',
    });
  return { key: env.CLEARINGHOUSE_API_KEY, npi, base: env.CLEARINGHOUSE_URL || CLEARINGHOUSE };
}

/** A control number for the 270: nine digits. */
const controlNumber = () =>
  String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000_000).padStart(9, '0');

/**
 * POST /admin/api/orders/:number/eligibility: a 270 to Medicare (CMS's HETS, through the clearinghouse) for the
 * order's patient, her 271 read in words and kept with who asked. The Medicare number and date of birth go to the
 * clearinghouse over TLS from here and nowhere else: they are not stored, logged or answered back.
 */
export async function checkEligibility(
  c: Context<IntakeContext>,
  order: OrderRecord,
  ask: { medicareNumber: string; firstName: string; lastName: string; dateOfBirth: string },
) {
  if (order.payment_method !== 'medicare')
    throw new Refused(409, { message: `Order ${order.number} is paid by card: Medicare is not asked.` });
  if (order.status === 'cancelled' || order.status === 'refunded')
    throw new Refused(409, {
      message: `Order ${order.number} is ${order.status}: there is nothing to check.`,
    });
  const today = storeDay();
  if (ask.dateOfBirth >= today)
    throw new Refused(422, {
      message: `${formatDay(ask.dateOfBirth)} is not a date of birth: check it with her.`,
    });
  const settings = settingsOf(c.env);
  const request = {
    controlNumber: controlNumber(),
    tradingPartnerServiceId: 'CMS',
    provider: { organizationName: site.name, npi: settings.npi },
    subscriber: {
      memberId: ask.medicareNumber,
      firstName: ask.firstName,
      lastName: ask.lastName,
      dateOfBirth: ask.dateOfBirth.replace(/-/g, ''),
    },
    // 12: durable medical equipment, purchase; 18: rental.
    encounter: { serviceTypeCodes: ['12', '18'] },
  };
  let answer: EligibilityAnswer;
  try {
    const response = await fetch(`${settings.base}/change/medicalnetwork/eligibility/v3`, {
      method: 'POST',
      headers: {
        Authorization: settings.key,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(request),
    });
    // A 4xx with AAA errors is still Medicare's answer; anything else is the clearinghouse not answering.
    const body = (await response.json().catch(() => null)) as EligibilityAnswer | null;
    if (!body || (!response.ok && !body.errors?.length)) throw new Error(`answered ${response.status}`);
    answer = body;
  } catch {
    throw new Refused(503, {
      message:
        'The clearinghouse could not be reached just now: try again in a few minutes, or check on the DME MAC’s portal.',
    });
  }
  const eligibility = readEligibility(answer, today);
  const words = eligibilityWords(eligibility, partBDeductible().year);
  const stored: StoredCheck = {
    eligibility,
    words,
    ...figuresOf(order, await billedLines(c.env.DB, order.number), eligibility),
  };
  const at = now();
  const staff = c.get('staff');
  const db = c.env.DB;
  await db.batch([
    db
      .prepare(
        `INSERT INTO eligibility_checks (order_number, at, staff, answer, result_json) VALUES (?1, ?2, ?3, ?4, ?5)`,
      )
      .bind(order.number, at, staff, eligibility.answer, JSON.stringify(stored)),
    db
      .prepare(
        `INSERT INTO order_events (order_number, kind, at, staff, detail_json) VALUES (?1, 'eligibility', ?2, ?3, ?4)`,
      )
      .bind(order.number, at, staff, JSON.stringify({ text: `Eligibility checked: ${words.join(' ')}` })),
  ]);
}

/** The order's latest eligibility check, as its page shows it. */
export function latestCheckQuery(db: D1Database, number: string) {
  return db
    .prepare(
      'SELECT at, staff, answer, result_json FROM eligibility_checks WHERE order_number = ?1 ORDER BY id DESC LIMIT 1',
    )
    .bind(number);
}

export interface CheckRecord {
  at: string;
  staff: string;
  answer: EligibilityCheck['answer'];
  result_json: string;
}

export function checkOf(row: CheckRecord | null | undefined): EligibilityCheck | null {
  if (!row) return null;
  const s = JSON.parse(row.result_json) as StoredCheck;
  return {
    answer: row.answer,
    at: row.at,
    staff: row.staff,
    words: s.words,
    qmb: s.eligibility.qmb,
    deductibleLeft: s.eligibility.deductibleLeft,
    advantagePlan: s.eligibility.advantage?.plan ?? null,
    shareNow: s.shareNow,
    schedule: s.schedule,
  };
}

export async function latestCheck(db: D1Database, number: string): Promise<EligibilityCheck | null> {
  return checkOf(await latestCheckQuery(db, number).first<CheckRecord>());
}
