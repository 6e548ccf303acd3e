import { formatDay } from './store-time';
import { formatMoney, toCents, type Cents } from './money';

/**
 * A Medicare eligibility response (X12 271 from CMS's HETS), as a clearinghouse's JSON API returns it: Stedi's
 * real-time eligibility endpoint (`/change/medicalnetwork/eligibility/v3`), which mirrors the 271's EB loops as
 * `benefitsInformation`. Only the parts the store reads are typed; everything is optional because payers leave
 * out what they like.
 */
export interface EligibilityAnswer {
  subscriber?: { firstName?: string; lastName?: string };
  benefitsInformation?: Benefit[];
  /** AAA rejections: the payer could not match or answer the request. */
  errors?: { code?: string; description?: string; followupAction?: string }[];
}

interface Benefit {
  /** EB01: 1 active coverage, 6 inactive, C deductible, R other payer, U contact the entity named, X facility. */
  code?: string;
  /** EB03: service types (30 plan coverage, 42 home health care, 45 hospice). */
  serviceTypeCodes?: string[];
  /** EB04: MA Part A, MB Part B, HN/IN/PR/PS a Medicare Advantage plan, QM a Qualified Medicare Beneficiary. */
  insuranceTypeCode?: string;
  /** EB06: 23 calendar year, 29 remaining. */
  timeQualifierCode?: string;
  /** EB07: dollars, as a decimal string. */
  benefitAmount?: string;
  planCoverage?: string;
  /** DTP dates: `YYYYMMDD` or a range `YYYYMMDD-YYYYMMDD`, or a begin and end of their own. */
  benefitsDateInformation?: Record<string, string | undefined>;
  benefitsRelatedEntity?: { entityName?: string; entityIdentificationValue?: string };
  benefitsRelatedEntities?: { entityName?: string; entityIdentificationValue?: string }[];
}

/** A span of days, `YYYY-MM-DD`; either end may be open. */
interface Span {
  from: string | null;
  to: string | null;
}

/** What the store takes from a 271: nothing of it is the Medicare number. */
export interface Eligibility {
  /** active: Part B covers her today; advantage: a Medicare Advantage plan does; inactive: no Part B today;
   * unmatched: Medicare could not match or answer the request (`problem` says what to check). */
  answer: 'active' | 'advantage' | 'inactive' | 'unmatched';
  partB: Span | null;
  advantage: { plan: string; from: string | null } | null;
  qmb: boolean;
  /** What is left of this year's Part B deductible, when Medicare said. */
  deductibleLeft: Cents | null;
  episodes: { kind: 'hospice' | 'home-health'; from: string | null; to: string | null }[];
  problem: string | null;
}

const advantageTypes = new Set(['HN', 'IN', 'PR', 'PS', 'HM', 'MC']);

/** `20190301` → `2019-03-01`. */
function day(text: string | undefined): string | null {
  const m = text?.trim().match(/^(\d{4})(\d{2})(\d{2})$/);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** The span a benefit's dates give: its plan, eligibility, benefit or service dates, as a range or two ends. */
function spanOf(b: Benefit): Span {
  const dates = b.benefitsDateInformation ?? {};
  for (const name of ['plan', 'eligibility', 'benefit', 'service', 'coverage']) {
    const range = dates[name];
    if (range?.includes('-')) {
      const [from, to] = range.split('-');
      return { from: day(from), to: day(to) };
    }
    const from = day(range ?? dates[`${name}Begin`]);
    const to = day(dates[`${name}End`]);
    if (from || to) return { from, to };
  }
  return { from: null, to: null };
}

const covers = (s: Span, today: string) => (!s.from || s.from <= today) && (!s.to || s.to >= today);

const entityOf = (b: Benefit) =>
  (b.benefitsRelatedEntities?.[0] ?? b.benefitsRelatedEntity)?.entityName?.trim() || null;

/** What each AAA rejection means, and what staff check before asking again. */
const rejections: Record<string, string> = {
  '15': 'Medicare’s system says a required part of the request is missing: check her name, date of birth and Medicare number.',
  '41': 'Medicare did not accept the store as the one asking: check the supplier’s enrolment with the clearinghouse.',
  '42': 'Medicare’s system could not answer just now: try again later.',
  '43': 'Medicare did not recognise the supplier’s NPI: check SUPPLIER_NPI.',
  '58': 'Medicare has another date of birth for this Medicare number: check it with her.',
  '71': 'Medicare has another date of birth for this Medicare number: check it with her.',
  '72': 'Medicare does not recognise this Medicare number: check it against her red, white and blue card.',
  '73': 'Medicare has another name for this Medicare number: give her name exactly as on her Medicare card.',
  '75': 'Medicare found no one with this Medicare number, name and date of birth: check each against her card.',
  '76': 'Medicare found more than one person with these details: check her Medicare number.',
};

/** A 271 read for what the store does next. `today` is the store's day (YYYY-MM-DD). */
export function readEligibility(answer: EligibilityAnswer, today: string): Eligibility {
  const none = {
    partB: null,
    advantage: null,
    qmb: false,
    deductibleLeft: null,
    episodes: [],
  };
  const error = answer.errors?.[0];
  if (error)
    return {
      ...none,
      answer: 'unmatched',
      problem:
        rejections[error.code ?? ''] ??
        `Medicare could not answer (${[error.code, error.description].filter(Boolean).join(': ')}): check her details and try again.`,
    };
  const benefits = answer.benefitsInformation ?? [];
  const partBs = benefits.filter((b) => b.insuranceTypeCode === 'MB' && (b.code === '1' || b.code === '6'));
  const activeB = partBs.find((b) => b.code === '1' && covers(spanOf(b), today));
  const partB = activeB ? spanOf(activeB) : partBs[0] ? spanOf(partBs[0]) : null;
  const plan = benefits.find(
    (b) =>
      (b.code === 'U' || b.code === 'R' || b.code === '1') &&
      advantageTypes.has(b.insuranceTypeCode ?? '') &&
      covers(spanOf(b), today),
  );
  const qmb = benefits.some(
    (b) => b.insuranceTypeCode === 'QM' && b.code !== '6' && covers(spanOf(b), today),
  );
  const left = benefits.find(
    (b) => b.code === 'C' && b.insuranceTypeCode === 'MB' && b.timeQualifierCode === '29' && b.benefitAmount,
  );
  const dollars = left ? Number(left.benefitAmount) : NaN;
  const episodes = benefits.flatMap((b) => {
    if (b.code !== 'X') return [];
    const kind = b.serviceTypeCodes?.includes('45')
      ? ('hospice' as const)
      : b.serviceTypeCodes?.includes('42')
        ? ('home-health' as const)
        : null;
    const span = spanOf(b);
    return kind && (!span.to || span.to >= today) ? [{ kind, ...span }] : [];
  });
  return {
    answer: plan ? 'advantage' : activeB ? 'active' : 'inactive',
    partB,
    advantage: plan
      ? { plan: entityOf(plan) ?? 'a plan Medicare did not name', from: spanOf(plan).from }
      : null,
    qmb,
    deductibleLeft: Number.isFinite(dollars) && dollars >= 0 ? toCents(dollars) : null,
    episodes,
    problem: null,
  };
}

const on = (d: string | null) => (d ? formatDay(d) : 'a day Medicare did not give');

/** The 271 in sentences, for staff: what it says and what it changes. */
export function eligibilityWords(e: Eligibility, year: number): string[] {
  if (e.problem) return [e.problem];
  const words: string[] = [];
  if (e.answer === 'inactive')
    words.push(
      e.partB?.to
        ? `Her Part B is not active: it ended on ${on(e.partB.to)}. Medicare will not pay for this order.`
        : 'Medicare shows no active Part B for her: Medicare will not pay for this order.',
    );
  else if (e.partB) words.push(`Part B is active, since ${on(e.partB.from)}.`);
  if (e.advantage)
    words.push(
      `She is in a Medicare Advantage plan, ${e.advantage.plan}, since ${on(e.advantage.from)}: Original Medicare is not billed for this order; her plan is.`,
    );
  if (e.qmb)
    words.push(
      'She is a Qualified Medicare Beneficiary: she may not be billed any Medicare share (Medicaid covers it).',
    );
  if (e.deductibleLeft !== null)
    words.push(
      e.deductibleLeft === 0
        ? `Her ${year} Part B deductible is met.`
        : `${formatMoney(e.deductibleLeft)} of her ${year} Part B deductible is left: her figures use it, not her own answer.`,
    );
  for (const ep of e.episodes)
    words.push(
      ep.kind === 'hospice'
        ? `She has elected hospice, since ${on(ep.from)}: what is for her terminal illness is the hospice’s to provide; bill Medicare only for what is not, with modifier GW.`
        : `She is in a home health episode, ${on(ep.from)} to ${on(ep.to)}: equipment is still billed by the store, but medical supplies during it are the home health agency’s.`,
    );
  return words;
}
