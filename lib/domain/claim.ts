import type { ClaimLine } from './claim-lines';
import type { Cents } from './money';

/**
 * A Medicare claim as it goes out and comes back: the DME MAC that pays for her items, the 837P built from the
 * claim's lines (in the clearinghouse's JSON, Change Healthcare's Professional Claims v3 format, which Stedi takes
 * and translates to X12), and the answers read back into the store's words: the submission's own edits, and the
 * 277CA claim acknowledgement that says whether the DME MAC took the claim in or returned it.
 */

type Jurisdiction = 'A' | 'B' | 'C' | 'D';

export interface DmeMac {
  jurisdiction: Jurisdiction;
  name: string;
  /** The payer ID the clearinghouse routes the 837P by. */
  payerId: string;
}

/** The four DME MAC jurisdictions by the beneficiary's state (CMS's DME MAC jurisdiction map, 2024). */
const jurisdictionStates: Record<Jurisdiction, readonly string[]> = {
  A: ['CT', 'DE', 'DC', 'ME', 'MD', 'MA', 'NH', 'NJ', 'NY', 'PA', 'RI', 'VT'],
  B: ['IL', 'IN', 'KY', 'MI', 'MN', 'OH', 'WI'],
  C: ['AL', 'AR', 'CO', 'FL', 'GA', 'LA', 'MS', 'NM', 'NC', 'OK', 'SC', 'TN', 'TX', 'VA', 'WV', 'PR', 'VI'],
  D: [
    'AK',
    'AZ',
    'CA',
    'HI',
    'ID',
    'IA',
    'KS',
    'MO',
    'MT',
    'NE',
    'NV',
    'ND',
    'OR',
    'SD',
    'UT',
    'WA',
    'WY',
    'GU',
    'AS',
    'MP',
  ],
};

const macs: Record<Jurisdiction, Omit<DmeMac, 'jurisdiction'>> = {
  A: { name: 'Noridian Healthcare Solutions (DME MAC Jurisdiction A)', payerId: '16003' },
  B: { name: 'CGS Administrators (DME MAC Jurisdiction B)', payerId: '17003' },
  C: { name: 'CGS Administrators (DME MAC Jurisdiction C)', payerId: '18003' },
  D: { name: 'Noridian Healthcare Solutions (DME MAC Jurisdiction D)', payerId: '19003' },
};

/** The DME MAC for a beneficiary living in `state` (two letters), or null for a code that is no US state. */
export function dmeMacFor(state: string): DmeMac | null {
  for (const [jurisdiction, states] of Object.entries(jurisdictionStates) as [Jurisdiction, string[]][])
    if (states.includes(state)) return { jurisdiction, ...macs[jurisdiction] };
  return null;
}

/** The DME MAC a payer ID routes to, by name (for the timeline's words). */
export function macByPayer(payerId: string): string {
  const found = (Object.entries(macs) as [Jurisdiction, Omit<DmeMac, 'jurisdiction'>][]).find(
    ([, m]) => m.payerId === payerId,
  );
  return found ? found[1].name : `payer ${payerId}`;
}

/** Cents as the 837P writes an amount: dollars with two decimals, exactly (`8900` → `89.00`). */
export function claimAmount(cents: Cents): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const compact = (day: string) => day.replace(/-/g, '');

/**
 * A practitioner's name as the written order is signed ("Dr. Ana M. Ruiz, MD") split as the claim's ordering
 * provider needs it: the last word is the last name, the rest the first; titles and degrees are left off.
 */
export function practitionerName(signedBy: string): { firstName: string; lastName: string } {
  const words = signedBy
    .replace(/,.*$/, '')
    .replace(/^\s*(dr|doctor)\.?\s+/i, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const lastName = words.pop() ?? '';
  return { firstName: words.join(' '), lastName };
}

interface PostalAddress {
  address1: string;
  city: string;
  state: string;
  postalCode: string;
}

export interface ClaimInput {
  /** The interchange's control number (nine digits) and the store's own number for the claim (at most 20). */
  controlNumber: string;
  patientControlNumber: string;
  /** T: a test claim that no payer adjudicates; P: a real one. */
  usage: 'T' | 'P';
  mac: DmeMac;
  supplier: { name: string; npi: string; taxId: string; phone: string; address: PostalAddress };
  patient: {
    medicareNumber: string;
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    address: PostalAddress;
  };
  ordering: { npi: string; firstName: string; lastName: string };
  diagnosis: readonly string[];
  lines: readonly ClaimLine[];
}

/**
 * The 837P for a Medicare DMEPOS claim: billed by the supplier (its NPI and tax ID), Medicare Part B as the payer
 * (claim filing code MB), her Medicare number as the subscriber's ID, the written order's diagnosis codes (the first
 * as the principal, ABK; the rest ABF, without their dots), and a line for each item with its HCPCS, modifiers,
 * units, charge, date of service, place of service 12 and the ordering practitioner.
 */
export function professionalClaim(input: ClaimInput): Record<string, unknown> {
  const { supplier, patient, ordering } = input;
  const total = input.lines.reduce((sum, l) => sum + l.charge, 0);
  return {
    controlNumber: input.controlNumber,
    tradingPartnerServiceId: input.mac.payerId,
    tradingPartnerName: input.mac.name,
    usageIndicator: input.usage,
    submitter: {
      organizationName: supplier.name,
      contactInformation: { name: supplier.name, phoneNumber: supplier.phone.replace(/\D/g, '').slice(-10) },
    },
    receiver: { organizationName: input.mac.name },
    subscriber: {
      memberId: patient.medicareNumber,
      paymentResponsibilityLevelCode: 'P',
      firstName: patient.firstName,
      lastName: patient.lastName,
      dateOfBirth: compact(patient.dateOfBirth),
      gender: 'U',
      address: patient.address,
    },
    billing: {
      providerType: 'BillingProvider',
      npi: supplier.npi,
      employerId: supplier.taxId,
      organizationName: supplier.name,
      address: supplier.address,
      contactInformation: { name: supplier.name, phoneNumber: supplier.phone.replace(/\D/g, '').slice(-10) },
    },
    claimInformation: {
      claimFilingCode: 'MB',
      patientControlNumber: input.patientControlNumber,
      claimChargeAmount: claimAmount(total),
      placeOfServiceCode: '12',
      claimFrequencyCode: '1',
      signatureIndicator: 'Y',
      planParticipationCode: 'A',
      benefitsAssignmentCertificationIndicator: 'Y',
      releaseInformationCode: 'Y',
      healthCareCodeInformation: input.diagnosis.map((code, i) => ({
        diagnosisTypeCode: i === 0 ? 'ABK' : 'ABF',
        diagnosisCode: code.replace('.', ''),
      })),
      serviceLines: input.lines.map((l, i) => ({
        serviceDate: compact(l.serviceDate),
        lineItemControlNumber: `${input.patientControlNumber}-${i + 1}`.slice(-30),
        professionalService: {
          procedureIdentifier: 'HC',
          procedureCode: l.hcpcs,
          procedureModifiers: l.modifiers,
          lineItemChargeAmount: claimAmount(l.charge),
          measurementUnit: 'UN',
          serviceUnitCount: String(l.units),
          placeOfServiceCode: l.placeOfService,
          compositeDiagnosisCodePointers: { diagnosisCodePointers: l.diagnosisPointers.map(String) },
        },
        orderingProvider: {
          providerType: 'OrderingProvider',
          npi: ordering.npi,
          firstName: ordering.firstName,
          lastName: ordering.lastName,
        },
      })),
    },
  };
}

/** What the clearinghouse said when the claim was sent: taken (its reference), or refused by its edits. */
export type Submission = { sent: true; correlationId: string | null } | { sent: false; words: string[] };

interface SubmissionAnswer {
  status?: string;
  claimReference?: { correlationId?: string };
  errors?: { code?: string; description?: string; followupAction?: string }[];
}

export function readSubmission(answer: SubmissionAnswer): Submission {
  if (answer.status === 'SUCCESS')
    return { sent: true, correlationId: answer.claimReference?.correlationId ?? null };
  // The follow-up action is the same for every edit ("Please Correct and Resubmit"): the description says what.
  const words = (answer.errors ?? []).flatMap((e) => (e.description ? [e.description.trim()] : []));
  return {
    sent: false,
    words: words.length ? words : ['The clearinghouse refused the claim without a reason.'],
  };
}

/** A 277CA's answer for one of the store's claims, by the claim's own number. */
export interface Acknowledgement {
  patientControlNumber: string;
  outcome: 'accepted' | 'rejected' | 'pending';
  words: string[];
}

interface StatusInformation {
  healthCareClaimStatusCategoryCode?: string;
  healthCareClaimStatusCategoryCodeValue?: string;
  statusCode?: string;
  statusCodeValue?: string;
  entityIdentifierCode?: string;
  entityIdentifierCodeValue?: string;
}

/** The claim status category codes (X12 code list 507): A2 and A5 are taken in; A3, A4, A6 to A8 sent back. */
const acceptedCategories = new Set(['A2', 'A5']);
const rejectedCategories = new Set(['A3', 'A4', 'A6', 'A7', 'A8']);

/** What to fix for the rejections a DME supplier meets most (claim status codes, X12 code list 508). */
const fixes: Record<string, string> = {
  '562':
    'Check the NPI on the written order; Medicare pays for DME only when the ordering practitioner is enrolled in PECOS, so ask the practitioner’s office to enrol if it is right.',
  '33': 'Check her Medicare number and her name against her Medicare card.',
  '158': 'Check her date of birth with her.',
  '254': 'Check the written order’s principal diagnosis code.',
  '255': 'Check the written order’s diagnosis codes.',
  '453': 'Check the line’s modifiers against the item’s rental month and documents.',
  '454': 'Check the item’s HCPCS code.',
  '187': 'Check the date of service on the signed delivery ticket.',
};

function statusWords(s: StatusInformation, rejected: boolean): string {
  const what = [
    s.statusCodeValue?.replace(/\.+$/, ''),
    s.entityIdentifierCodeValue && `(${s.entityIdentifierCodeValue})`,
  ]
    .filter(Boolean)
    .join(' ');
  const said = `${s.healthCareClaimStatusCategoryCodeValue ?? s.healthCareClaimStatusCategoryCode}${what ? `: ${what}` : ''}.`;
  if (!rejected) return said;
  return `${said} ${(s.statusCode && fixes[s.statusCode]) ?? 'Correct what it names and send the claim again.'}`;
}

/** Every object in the report that is one claim's status (the 277CA nests them by payer, provider and patient). */
function claimStatuses(node: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) for (const n of node) claimStatuses(n, found);
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (typeof o.patientAccountNumber === 'string' && Array.isArray(o.informationClaimStatuses))
      found.push(o);
    else for (const v of Object.values(o)) claimStatuses(v, found);
  }
  return found;
}

/** A 277CA report read claim by claim: accepted, rejected with what to fix, or only received so far. */
export function readAcknowledgements(report: unknown): Acknowledgement[] {
  return claimStatuses(report).map((claim) => {
    const statuses = (
      claim.informationClaimStatuses as { informationStatuses?: StatusInformation[] }[]
    ).flatMap((s) => s.informationStatuses ?? []);
    const rejected = statuses.filter((s) =>
      rejectedCategories.has(s.healthCareClaimStatusCategoryCode ?? ''),
    );
    const outcome = rejected.length
      ? 'rejected'
      : statuses.some((s) => acceptedCategories.has(s.healthCareClaimStatusCategoryCode ?? ''))
        ? 'accepted'
        : 'pending';
    return {
      patientControlNumber: claim.patientAccountNumber as string,
      outcome,
      words: (outcome === 'rejected'
        ? rejected
        : statuses.filter(
            (s) => outcome === 'pending' || acceptedCategories.has(s.healthCareClaimStatusCategoryCode ?? ''),
          )
      ).map((s) => statusWords(s, outcome === 'rejected')),
    };
  });
}
