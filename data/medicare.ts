import { facts } from './facts';

/** The Medicare information's tabs, by route; their words are the Medicare messages' `tabs`. */
export const medicareTabs = [
  { slug: 'overview' },
  { slug: 'coverage' },
  { slug: 'claims' },
  { slug: 'calculator' },
] as const;

export type MedicareTabSlug = (typeof medicareTabs)[number]['slug'];

export const coverageDetails = {
  coinsurance: facts.medicare.coinsurancePercent,
  rentalPeriod: facts.medicare.rentalMonths,
  oxygenRentalPeriod: facts.medicare.oxygenRentalMonths,
};

/** The equipment the coverage tab explains, with Medicare's codes; the words are the messages' `categories`. */
export const equipmentCategories = [
  { id: 'sleep-therapy', medicareCode: 'E0601' },
  { id: 'respiratory', medicareCode: 'E1390-E1406' },
  { id: 'mobility', medicareCode: 'K0001-K0108' },
] as const;
