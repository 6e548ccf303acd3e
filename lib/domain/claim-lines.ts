import { medicare as rules } from '@/data/medicare-rules';
import { monthCeiling } from './claim-ceiling';
import type { Documentation } from './documentation';
import { requiredDocuments } from './documentation';
import type { EstimateLine } from './estimate';
import type { Cents } from './money';
import { rentalBillingDate } from './order-path';

/**
 * The lines of a Medicare claim, built from the order and never typed: for each covered item, its HCPCS code, the
 * modifiers Medicare's rules give it, units, charge, date of service, the written order's diagnosis codes and the
 * ordering practitioner's NPI, place of service 12 (the patient's home). A line that Medicare would refuse is not
 * built: it says why, and the claim is not sent.
 *
 * Modifiers (CMS's DMEPOS claim instructions, and the LCDs' documentation articles):
 *   NU  a purchase of new equipment;
 *   RR  a rental month, with KH for the first month of a capped rental, KI for months 2 and 3, KJ for 4 to 13
 *       (after 13 months the item is the patient's and is not billed again); oxygen is RR for months 1 to 36, after
 *       which the supplier keeps providing it, unbilled, to five years;
 *   RA  a replacement of an item the patient had;
 *   KX  the policy's requirements are met: only when every document the item needs is received;
 *   GA  KX not earned but an ABN signed by the patient is on file (Medicare will deny; she may be billed);
 *   GZ  KX not earned and no ABN: Medicare will deny and she may not be billed, so the line is never sent.
 */

export interface ClaimItem extends EstimateLine {
  /** The item's HCPCS code (one code: an item the catalogue bills under two is refused until each is priced). */
  hcpcs: string;
  /** A replacement of equipment she had (lost, stolen, damaged beyond repair). */
  replacement?: boolean;
}

export interface ClaimFacts {
  /** The month this claim bills (1 for a purchase, and for a rental's first month). */
  month: number;
  /** The date of service, `YYYY-MM-DD`: the day the patient signed for the item, or the ship date. */
  serviceDate: string;
  /** The order's documents, by kind, and whether each is received. */
  documents: readonly { kind: string; state: string }[];
  /** The written order's diagnosis codes (ICD-10-CM) and the ordering practitioner's NPI. */
  diagnosis: readonly string[];
  orderingNpi: string | null;
  /** An Advance Beneficiary Notice signed by the patient for this order. */
  abnOnFile: boolean;
  /**
   * A CPAP's or bilevel's use as recorded, for the months Medicare pays only after adherence (4 hours or more on 21
   * of 30 consecutive nights within days 1 to 90): whether it is met, and where it stands in words when it is not.
   */
  usage?: { met: boolean; words: string };
  /**
   * For a CPAP's supplies on an order of their own (a refill): her CPAP or bilevel from the store, its rental month
   * on this date of service, the month its policy asks for her use from, and her use as recorded. Past those months
   * the supplies earn KX only once her use met the rule, as the device's own claim does.
   */
  device?: {
    hcpcs: string;
    month: number;
    fromMonth: number;
    usage: { met: boolean; words: string };
    reevaluated: boolean;
  };
}

export interface ClaimLine {
  hcpcs: string;
  modifiers: string[];
  units: number;
  charge: Cents;
  serviceDate: string;
  /** Which of the claim's diagnosis codes the line points to (1-based, at most four). */
  diagnosisPointers: number[];
  placeOfService: '12';
  orderingNpi: string;
}

export type LineOutcome = { ok: true; line: ClaimLine } | { ok: false; hcpcs: string; refused: string };

/** The rental month's modifier after RR: KH, KI or KJ for a capped rental, none for oxygen. */
function rentalModifier(billing: EstimateLine['medicare']['billing'], month: number): string | null {
  if (billing !== 'capped-rental') return null;
  return month === 1 ? 'KH' : month <= 3 ? 'KI' : 'KJ';
}

/**
 * Why a CPAP's or bilevel's month is held, or null: from `fromMonth` on, Medicare pays only once her use met the
 * rule and the re-evaluation visit is on file; until both are, the claim could carry neither KX nor an honest GA.
 */
export function adherenceHold(
  hcpcs: string,
  month: number,
  fromMonth: number,
  usage: ClaimFacts['usage'],
  reevaluated: boolean,
): string | null {
  if (month < fromMonth) return null;
  const held: string[] = [];
  if (!usage?.met)
    held.push(`her use does not meet Medicare’s rule yet: ${usage?.words ?? 'no nights are recorded'}`);
  if (!reevaluated)
    held.push('the re-evaluation visit between day 31 and day 91 is not recorded as received');
  if (held.length === 0) return null;
  return `Month ${month} of ${hcpcs} is held: Medicare pays for it past month ${fromMonth - 1} only with 4 hours or more of use on 21 of 30 consecutive nights within the first 90 days and a re-evaluation visit between day 31 and day 91, and ${held.join('; and ')}.`;
}

/** One covered item's claim line for the month, or why Medicare would refuse it. */
export function claimLine(item: ClaimItem, facts: ClaimFacts, doc: Documentation): LineOutcome {
  const { hcpcs, medicare, quantity } = item;
  const refuse = (refused: string): LineOutcome => ({ ok: false, hcpcs, refused });
  const { month } = facts;
  const billing = medicare.billing;
  if (billing === 'purchase' && month !== 1)
    return refuse(`${hcpcs} is a purchase: Medicare is billed for it once, with the first month.`);
  if (billing === 'capped-rental' && month > rules.rentalMonths)
    return refuse(
      `${hcpcs} has been rented for ${rules.rentalMonths} months: it belongs to the patient now and Medicare is not billed for it again.`,
    );
  if (billing === 'oxygen' && month > rules.oxygenRentalMonths)
    return refuse(
      `${hcpcs}: Medicare pays rent on oxygen equipment for ${rules.oxygenRentalMonths} months; from month ${rules.oxygenRentalMonths + 1} the store keeps providing it without billing, up to five years.`,
    );
  if (!facts.orderingNpi) return refuse('The written order’s practitioner NPI is not recorded.');
  if (facts.diagnosis.length === 0) return refuse('The written order’s diagnosis codes are not recorded.');

  const needed = requiredDocuments(doc, [hcpcs]).filter((n) => (n.fromMonth ?? 1) <= month);
  const missing = needed.filter((n) => facts.documents.find((d) => d.kind === n.kind)?.state !== 'received');
  const policy = doc.codes[hcpcs]?.kx ?? null;
  // Past month 3 a CPAP is paid only when she uses it and her practitioner saw her again: until both are on file the
  // month's claim is held (it could carry neither KX nor an honest GA), and says which is missing.
  const adherence = doc.codes[hcpcs]?.adherence;
  if (billing !== 'purchase' && adherence) {
    const reevaluated = !missing.some((n) => n.fromMonth !== null);
    const held = adherenceHold(hcpcs, month, adherence.fromMonth, facts.usage, reevaluated);
    if (held) return refuse(held);
  }
  const modifiers: string[] = [];
  if (billing === 'purchase') modifiers.push('NU');
  else {
    modifiers.push('RR');
    const m = rentalModifier(billing, month);
    if (m) modifiers.push(m);
  }
  if (item.replacement) modifiers.push('RA');
  const device = facts.device;
  const deviceShort =
    policy && billing === 'purchase' && device && device.month >= device.fromMonth
      ? [
          ...(device.usage.met
            ? []
            : [`use of her ${device.hcpcs} meeting Medicare’s rule: ${device.usage.words}`]),
          ...(device.reevaluated
            ? []
            : [`her ${device.hcpcs}’s re-evaluation visit between day 31 and day 91`]),
        ].join('; ')
      : '';
  if (missing.length > 0 || deviceShort) {
    const names = [...missing.map((n) => n.kind), ...(deviceShort ? [deviceShort] : [])].join(', ');
    // Without its documents, a line is sent only to be denied with the patient liable under a signed ABN.
    if (!facts.abnOnFile)
      return refuse(
        policy
          ? `${hcpcs} has not earned KX (missing: ${names}) and no ABN is on file: it would go as GZ and be denied, with nothing the patient may be billed. Record the documents, or the ABN she signed.`
          : `${hcpcs} is missing ${names}: Medicare would deny it. Record the documents first.`,
      );
    modifiers.push('GA');
  } else if (policy) modifiers.push('KX');

  return {
    ok: true,
    line: {
      hcpcs,
      modifiers,
      units: quantity,
      charge: monthCeiling([item], billing === 'purchase' ? 1 : month),
      serviceDate:
        billing === 'purchase'
          ? facts.serviceDate
          : rentalBillingDate(new Date(`${facts.serviceDate}T12:00:00Z`), month)
              .toISOString()
              .slice(0, 10),
      diagnosisPointers: facts.diagnosis.slice(0, 4).map((_, i) => i + 1),
      placeOfService: '12',
      orderingNpi: facts.orderingNpi,
    },
  };
}
