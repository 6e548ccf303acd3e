/**
 * Medicare's rules the store's estimates use: part of the store's facts (`facts.medicare`), kept in a module of
 * their own so a page that estimates ships only these.
 */
export const medicare = {
  /** Medicare's share of the approved amount once the Part B deductible is met. */
  coveragePercent: 80,
  /** The patient's coinsurance. */
  coinsurancePercent: 20,
  /**
   * The yearly Part B deductible in dollars, from CMS's notice each autumn: add the coming year's figure when
   * it is published (until then the pages use the latest year here and name it, and the build warns).
   */
  partBDeductibles: { 2024: 240, 2025: 257, 2026: 283 } as Readonly<Record<number, number>>,
  /** Months of continuous rental after which capped-rental equipment belongs to the patient. */
  rentalMonths: 13,
  /** Months Medicare pays rent on oxygen equipment; the supplier keeps it. */
  oxygenRentalMonths: 36,
  /** Years a supplier keeps oxygen equipment in service from its date of service, the last 24 months unbilled. */
  oxygenServiceYears: 5,
} as const;
