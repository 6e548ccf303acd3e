import { facts } from './facts';

export const site = {
  name: 'Jamaica Medical Supply',
  description:
    'CPAP machines, oxygen concentrators, wheelchairs, walkers, hospital beds and braces, with Medicare Part B billing and free standard shipping.',
  medicareGovUrl: 'https://www.medicare.gov/coverage/durable-medical-equipment-dme-coverage',
  /** Medicare's own page in Spanish. */
  medicareGovUrlEs: 'https://es.medicare.gov/coverage/durable-medical-equipment-dme-coverage',
} as const;

export const footerCertifications = [
  'Medicare Part B Provider',
  'FDA Registered Facility',
  'HIPAA Compliant',
  'ISO 13485 Certified',
] as const;

export const certifications = [
  { text: 'Medicare Provider', subtext: 'Accredited Part B supplier', color: 'blue' },
  { text: 'FDA Registered', subtext: 'Registered medical device facility', color: 'green' },
  { text: 'HIPAA Compliant', subtext: 'Your health information is protected', color: 'purple' },
  { text: 'ISO 13485', subtext: 'Certified quality management', color: 'amber' },
] as const;

export const departments = [
  { name: 'General Inquiries', description: 'Questions about products, orders and delivery.' },
  { name: 'Medicare Assistance', description: 'Coverage checks, paperwork and claims help.' },
  { name: 'Technical Support', description: 'Set-up and troubleshooting for your equipment.' },
  { name: 'Billing & Insurance', description: 'Invoices, payments and private insurance.' },
  {
    name: 'Returns & Exchanges',
    description: `Returns within ${facts.returnWindowDays} days and exchanges.`,
  },
] as const;
