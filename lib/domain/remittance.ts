import { remittanceCodes as codes } from '@/data/remittance-codes';
import { formatMoney, type Cents } from './money';
import { formatDay } from './store-time';

/** One adjustment on a remittance: who carries it (group), why (CARC) and how much. */
interface Adjustment {
  group: string;
  code: string;
  amount: Cents;
}

/** One of the claim's lines as Medicare decided it. */
interface RemittanceLine {
  hcpcs: string;
  modifiers: string[];
  charge: Cents;
  allowed: Cents;
  paid: Cents;
  adjustments: Adjustment[];
  remarks: string[];
}

/** One claim on an 835 remittance, its figures in cents: what was billed, allowed and paid, and what is hers. */
export interface RemittanceClaim {
  patientControlNumber: string;
  /** The DME MAC's own number for the claim (its ICN), for an appeal or a call. */
  payerClaimNumber: string | null;
  /** CLP02: 1 processed as primary, 4 denied, 19 processed and sent on to her supplemental insurer, 22 a reversal. */
  statusCode: string;
  charge: Cents;
  allowed: Cents;
  paid: Cents;
  /** What she owes: her deductible, her coinsurance and anything else Medicare says is hers (an ABN's denial). */
  patientResponsibility: Cents;
  deductible: Cents;
  coinsurance: Cents;
  adjustments: Adjustment[];
  remarks: string[];
  lines: RemittanceLine[];
  /** The day the payment was made (the check's or EFT's date), and its trace number. */
  paidOn: string | null;
  trace: string | null;
}

/** An amount as the 835 writes it ("71.2", "-5", 17.8) in exact cents, or null when it is not one. */
export function remittanceCents(amount: unknown): Cents | null {
  const text = typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount.trim() : '';
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

const day = (yyyymmdd: unknown) =>
  typeof yyyymmdd === 'string' && /^\d{8}$/.test(yyyymmdd)
    ? `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`
    : null;

type Json = Record<string, unknown>;
const objects = (v: unknown): Json[] =>
  Array.isArray(v) ? v.filter((x): x is Json => Boolean(x) && typeof x === 'object') : [];
const amountOf = (v: unknown) => remittanceCents(v) ?? 0;

/** A CAS segment as the report writes it: a group code and up to six reason/amount pairs. */
function adjustmentsOf(list: unknown): Adjustment[] {
  return objects(list).flatMap((cas) => {
    const group = String(cas.claimAdjustmentGroupCode ?? '');
    const found: Adjustment[] = [];
    for (let i = 1; i <= 6; i++) {
      const code = cas[`adjustmentReasonCode${i}`];
      if (typeof code === 'string' && code)
        found.push({ group, code, amount: amountOf(cas[`adjustmentAmount${i}`]) });
    }
    return found;
  });
}

const sum = (list: readonly Adjustment[], pick: (a: Adjustment) => boolean) =>
  list.filter(pick).reduce((t, a) => t + a.amount, 0);

/**
 * An 835 remittance as the clearinghouse's report gives it (Stedi's 835 ERA report, in Change Healthcare's JSON:
 * transactions, then detailInfo, then paymentInfo per claim) read claim by claim, every figure in cents.
 */
export function readRemittances(report: unknown): RemittanceClaim[] {
  const transactions = objects((report as Json | null)?.transactions);
  return transactions.flatMap((t) => {
    const financial = (t.financialInformation ?? {}) as Json;
    const trace = ((t.paymentAndRemitReassociationDetails ?? {}) as Json).checkOrEFTTraceNumber;
    const paidOn = day(financial.checkIssueOrEFTEffectiveDate);
    return objects(t.detailInfo).flatMap((detail) =>
      objects(detail.paymentInfo).map((p): RemittanceClaim => {
        const info = (p.claimPaymentInfo ?? {}) as Json;
        const lines = objects(p.serviceLines).map((l): RemittanceLine => {
          const service = (l.servicePaymentInformation ?? {}) as Json;
          const adjustments = adjustmentsOf(l.serviceAdjustments);
          const charge = amountOf(service.lineItemChargeAmount);
          const paid = amountOf(service.lineItemProviderPaymentAmount);
          const allowed = remittanceCents(((l.serviceSupplementalAmounts ?? {}) as Json).allowedActual);
          return {
            hcpcs: String(service.adjudicatedProcedureCode ?? ''),
            modifiers: (Array.isArray(service.adjudicatedProcedureModifierCodes)
              ? (service.adjudicatedProcedureModifierCodes as unknown[])
              : []
            ).filter((m): m is string => typeof m === 'string' && m !== ''),
            charge,
            // Without AMT*B6, what Medicare allowed is what it paid plus what is hers and its sequestration.
            allowed: allowed ?? paid + sum(adjustments, (a) => a.group === 'PR' || a.code === '253'),
            paid,
            adjustments,
            remarks: objects(l.healthCareCheckRemarkCodes).flatMap((r) =>
              typeof r.remarkCode === 'string' ? [r.remarkCode] : [],
            ),
          };
        });
        const adjustments = [...adjustmentsOf(p.claimAdjustments), ...lines.flatMap((l) => l.adjustments)];
        const outpatient = (p.outpatientAdjudication ?? {}) as Json;
        const claimRemarks = [1, 2, 3, 4, 5].flatMap((i) => {
          const code = outpatient[`claimPaymentRemarkCode${i}`];
          return typeof code === 'string' && code ? [code] : [];
        });
        const hers = sum(adjustments, (a) => a.group === 'PR');
        return {
          patientControlNumber: String(info.patientControlNumber ?? ''),
          payerClaimNumber:
            typeof info.payerClaimControlNumber === 'string' ? info.payerClaimControlNumber : null,
          statusCode: String(info.claimStatusCode ?? ''),
          charge: amountOf(info.totalClaimChargeAmount),
          allowed: lines.reduce((t, l) => t + l.allowed, 0),
          paid: amountOf(info.claimPaymentAmount),
          patientResponsibility: remittanceCents(info.patientResponsibilityAmount) ?? hers,
          deductible: sum(adjustments, (a) => a.group === 'PR' && a.code === '1'),
          coinsurance: sum(adjustments, (a) => a.group === 'PR' && a.code === '2'),
          adjustments,
          remarks: [...new Set([...claimRemarks, ...lines.flatMap((l) => l.remarks)])],
          lines,
          paidOn,
          trace: typeof trace === 'string' ? trace : null,
        };
      }),
    );
  });
}

/**
 * Why a remittance cannot be posted against the claim the store sent, or null when it can: the charge must be the
 * claim's, its figures must add up (what was billed is what was paid plus every adjustment), and nothing may be
 * negative (a reversal of an earlier payment is for staff to read, never posted by itself).
 */
export function remittanceProblem(r: RemittanceClaim, claim: { charge: Cents }): string | null {
  if (r.statusCode === '22' || r.paid < 0 || r.patientResponsibility < 0)
    return 'It reverses an earlier payment: read it with the DME MAC before anything is changed.';
  if (r.charge !== claim.charge)
    return `It is for a charge of ${formatMoney(r.charge)}, but the claim billed ${formatMoney(claim.charge)}.`;
  const adjusted = r.adjustments.reduce((t, a) => t + a.amount, 0);
  if (r.paid + adjusted !== r.charge)
    return `Its figures do not add up: ${formatMoney(r.paid)} paid and ${formatMoney(adjusted)} adjusted is not the ${formatMoney(r.charge)} billed.`;
  if (r.patientResponsibility !== sum(r.adjustments, (a) => a.group === 'PR'))
    return `Her share of ${formatMoney(r.patientResponsibility)} is not what its patient-responsibility adjustments add up to.`;
  return null;
}

/** What comes of a remittance that can be posted. */
export type RemittanceOutcome =
  | { kind: 'paid'; share: Cents; crossover: boolean }
  | { kind: 'denied'; next: 'correct' | 'appeal' | 'write-off' };

/**
 * Paid (Medicare paid some of it, or her share is something: an ABN's denial is hers to pay), or denied with the
 * next step: an unprocessable claim (CARC 16, RARC MA130) is corrected and sent again; one that cannot be appealed
 * (N211) is written off; any other is appealed (a redetermination) or written off.
 */
export function remittanceOutcome(r: RemittanceClaim): RemittanceOutcome {
  if (r.paid > 0 || r.patientResponsibility > 0)
    return {
      kind: 'paid',
      share: r.patientResponsibility,
      crossover: r.statusCode === '19' || r.remarks.includes('MA18'),
    };
  const codes = new Set([...r.adjustments.map((a) => a.code), ...r.remarks]);
  if (codes.has('16') || codes.has('MA130')) return { kind: 'denied', next: 'correct' };
  if (codes.has('N211')) return { kind: 'denied', next: 'write-off' };
  return { kind: 'denied', next: 'appeal' };
}

/** The last day to ask for a redetermination: 120 days from the day the remittance was received. */
export function appealBy(receivedOn: string): string {
  const d = new Date(`${receivedOn}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 120);
  return d.toISOString().slice(0, 10);
}

const adjustmentWords = (a: Adjustment) =>
  `${a.group}-${a.code} ${formatMoney(a.amount)}: ${codes.reasons[a.code] ?? `reason code ${a.code} (see ${codes.lists})`}, ${codes.groups[a.group] ?? `group ${a.group}`}`;

const remarkWords = (code: string) =>
  `${code}: ${codes.remarks[code] ?? `remark code ${code} (see ${codes.lists})`}`;

/** The remittance said for staff: what Medicare allowed and paid, what is hers and why, and each code in words. */
export function remittanceWords(r: RemittanceClaim): string[] {
  const when = r.paidOn ? ` on ${formatDay(r.paidOn)}` : '';
  const trace = r.trace ? ` (trace ${r.trace})` : '';
  const words = [
    `Billed ${formatMoney(r.charge)}; Medicare allowed ${formatMoney(r.allowed)} and paid ${formatMoney(r.paid)}${when}${trace}.`,
  ];
  if (r.patientResponsibility > 0) {
    const parts = [
      r.deductible > 0 && `${formatMoney(r.deductible)} of her Part B deductible`,
      r.coinsurance > 0 && `${formatMoney(r.coinsurance)} coinsurance`,
      r.patientResponsibility - r.deductible - r.coinsurance > 0 &&
        `${formatMoney(r.patientResponsibility - r.deductible - r.coinsurance)} Medicare did not cover, hers under an ABN`,
    ].filter(Boolean);
    words.push(`Her share: ${formatMoney(r.patientResponsibility)} (${parts.join(', ')}).`);
  } else words.push('Her share: nothing.');
  for (const a of r.adjustments) words.push(`${adjustmentWords(a)}.`);
  for (const code of r.remarks) words.push(`${remarkWords(code)}.`);
  return words;
}

/** The next step of a denial, in words, with the day an appeal must be asked for by. */
export function nextStepWords(next: 'correct' | 'appeal' | 'write-off', receivedOn: string): string {
  if (next === 'correct')
    return 'Correct what it names and send the claim again from Claims: an unprocessable claim is sent again, not appealed.';
  if (next === 'write-off')
    return 'It cannot be appealed: write it off (she is not billed what Medicare denies without an ABN).';
  return `Ask the DME MAC for a redetermination by ${formatDay(appealBy(receivedOn))}, with the records that support it, or write it off.`;
}
