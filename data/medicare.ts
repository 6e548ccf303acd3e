import { facts } from './facts';

export const medicareTabs = [
  { slug: 'overview', label: 'Overview', title: 'Medicare Part B and Home Medical Equipment' },
  { slug: 'coverage', label: 'Coverage Details', title: 'Medicare Coverage Details' },
  { slug: 'claims', label: 'Claims Process', title: 'The Medicare Claims Process' },
  { slug: 'calculator', label: 'Cost Calculator', title: 'Medicare Cost Calculator' },
] as const;

export type MedicareTabSlug = (typeof medicareTabs)[number]['slug'];

export const coverageDetails = {
  coinsurance: facts.medicare.coinsurancePercent,
  rentalPeriod: facts.medicare.rentalMonths,
  oxygenRentalPeriod: facts.medicare.oxygenRentalMonths,
  ownershipTransfer: `After ${facts.medicare.rentalMonths} months of continuous rental, the equipment is yours (oxygen equipment is rented for ${facts.medicare.oxygenRentalMonths} months and stays the supplier's).`,
};

const afterDeductible = `${facts.medicare.coveragePercent}% after deductible`;

export const equipmentCategories = [
  {
    id: 'sleep-therapy',
    name: 'Sleep Therapy Equipment',
    medicareCode: 'E0601',
    coverage: afterDeductible,
    requirements: [
      'Obstructive sleep apnea diagnosed by a Medicare-approved sleep test',
      'Face-to-face evaluation with your doctor',
      'Documented use and benefit during the first 90 days',
    ],
    examples: ['CPAP machines', 'Heated humidifiers', 'Masks and replacement supplies'],
  },
  {
    id: 'respiratory',
    name: 'Respiratory Equipment',
    medicareCode: 'E1390-E1406',
    coverage: afterDeductible,
    requirements: [
      'Blood oxygen test showing saturation at or below 88%',
      'Prescription with flow rate and hours of use',
      'Face-to-face evaluation within 30 days of the order',
    ],
    examples: [
      'Stationary oxygen concentrators',
      'Portable oxygen concentrators',
      'Oxygen tubing and cannulas',
    ],
  },
  {
    id: 'mobility',
    name: 'Mobility Equipment',
    medicareCode: 'K0001-K0108',
    coverage: afterDeductible,
    requirements: [
      'Mobility limitation documented in a face-to-face exam',
      'A cane or walker is not enough to get around the home',
      'You or a caregiver can use the equipment safely at home',
    ],
    examples: [
      'Standard manual wheelchairs',
      'Lightweight wheelchairs',
      'Wheelchair cushions and accessories',
    ],
  },
] as const;

export const claimsSteps = [
  {
    step: 1,
    title: 'Physician Consultation',
    description: 'See your doctor in person about the equipment you need.',
    details: 'The face-to-face visit must document your condition and why the equipment helps at home.',
  },
  {
    step: 2,
    title: 'Prescription and Documentation',
    description: 'Your doctor writes a detailed order for the equipment.',
    details:
      'The order lists the item, the diagnosis, how long you need it and the doctor’s NPI and signature.',
  },
  {
    step: 3,
    title: 'Medicare Verification',
    description: 'We check your Part B eligibility and deductible status.',
    details: 'Send us your Medicare number and we confirm coverage, usually within one business day.',
  },
  {
    step: 4,
    title: 'Prior Authorization',
    description: 'Some items need approval from Medicare before delivery.',
    details: 'We file the prior authorization request for you; decisions usually take 5 to 10 business days.',
  },
  {
    step: 5,
    title: 'Equipment Delivery',
    description: 'We deliver, set up and show you how to use the equipment.',
    details: `We bill Medicare directly. You pay only your ${facts.medicare.coinsurancePercent}% coinsurance and any deductible left.`,
  },
] as const;
