/**
 * What the codes on a Medicare remittance (the 835) mean, in the words the back office shows staff: the claim
 * adjustment group codes, the claim adjustment reason codes (CARC) and the remittance advice remark codes (RARC) a
 * DME supplier meets on its DME MAC's remittances. A code not here is shown as its number, with the lists' address.
 *
 * Source: X12's code lists, Claim Adjustment Reason Codes (https://x12.org/codes/claim-adjustment-reason-codes) and
 * Remittance Advice Remark Codes (https://x12.org/codes/remittance-advice-remark-codes), as published for
 * 2026-11-01; CMS's MLN "Understanding the Remittance Advice" for which apply to DMEPOS. Said shortly, not quoted.
 */
export const remittanceCodes = {
  asOf: '2026-11-01',
  lists: 'https://x12.org/codes',
  /** Who carries an adjustment: hers (PR) may be billed to her; the supplier's (CO) never is. */
  groups: {
    CO: 'the supplier’s to write off, never billed to her',
    PR: 'hers to pay',
    OA: 'an other adjustment',
    PI: 'a reduction by Medicare',
    CR: 'a correction or reversal',
  } as Readonly<Record<string, string>>,
  reasons: {
    '1': 'Part B deductible',
    '2': 'coinsurance (her 20%)',
    '3': 'co-payment',
    '4': 'the HCPCS code does not fit its modifier, or a modifier it needs is missing',
    '16': 'the claim lacks information, or has a billing error, Medicare needs to decide it',
    '18': 'an exact duplicate of a claim already decided',
    '22': 'another payer may cover it first (coordination of benefits)',
    '23': 'what an earlier payer paid or adjusted',
    '24': 'covered by her Medicare Advantage plan, not Original Medicare',
    '26': 'before her coverage began',
    '27': 'after her coverage ended',
    '31': 'Medicare cannot identify her as its beneficiary',
    '45': 'more than Medicare’s fee schedule allows',
    '50': 'not covered: Medicare does not find it medically necessary',
    '96': 'not covered',
    '97': 'paid within another item or service already decided',
    '109': 'not this contractor’s to pay: the claim must go to the right one',
    '119': 'the benefit’s limit for the period has been reached',
    '151': 'the records sent do not support this many, or this often',
    '167': 'the diagnosis is not covered',
    '197': 'prior authorization was missing',
    '204': 'not covered under her current benefit plan',
    '226': 'the information Medicare asked the supplier for was not sent, or was not enough',
    '253': 'sequestration, the federal reduction of Medicare’s payment',
  } as Readonly<Record<string, string>>,
  remarks: {
    MA01: 'she or the supplier may ask for a redetermination (appeal) within 120 days of this notice',
    MA18: 'the claim was sent on to her supplemental insurer (crossover)',
    MA130:
      'the claim is unprocessable, with no appeal rights: send a new claim with the information corrected',
    M51: 'the procedure (HCPCS) code is missing, incomplete or invalid',
    M76: 'the diagnosis is missing, incomplete or invalid',
    M124: 'the claim does not say whether she owns the equipment the supply is for',
    N115: 'decided under the DME MAC’s Local Coverage Determination (LCD) for the item',
    N130: 'the item’s coverage limits are in Medicare’s benefit rules',
    N211: 'this decision cannot be appealed',
    N265: 'the ordering practitioner’s NPI is missing, incomplete or invalid',
    N362: 'more units than Medicare allows',
    N386: 'decided under a National Coverage Determination (NCD)',
  } as Readonly<Record<string, string>>,
} as const;
