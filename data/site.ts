export const site = {
  name: 'Jamaica Medical Supply',
  tagline: 'Home medical equipment with Medicare Part B billing',
  description:
    'CPAP machines, oxygen concentrators, wheelchairs, walkers, hospital beds and braces, with Medicare Part B billing and free standard shipping.',
  phone: '(718) 555-0142',
  phoneHref: 'tel:+17185550142',
  phoneE164: '+1-718-555-0142',
  email: 'support@jamaicamedicalsupply.com',
  address: {
    street: '89-14 Sutphin Boulevard',
    city: 'Jamaica',
    region: 'NY',
    postalCode: '11435',
    country: 'US',
  },
  geo: { lat: 40.7033, lon: -73.8081 },
  supportHours: 'Mon-Fri 8AM-6PM EST',
  claims: [
    { value: '50K+', label: 'Happy patients' },
    { value: '15+', label: 'Years of experience' },
    { value: '99%', label: 'Satisfaction' },
  ],
  freeShippingThreshold: 99,
  returnDays: 30,
  shipsWithin: '1-2 business days',
  medicareGovUrl: 'https://www.medicare.gov/coverage/durable-medical-equipment-dme-coverage',
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

export const contactHours = [
  { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM EST' },
  { days: 'Saturday', hours: '10:00 AM - 4:00 PM EST' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

export const departments = [
  { name: 'General Inquiries', description: 'Questions about products, orders and delivery.' },
  { name: 'Medicare Assistance', description: 'Coverage checks, paperwork and claims help.' },
  { name: 'Technical Support', description: 'Set-up and troubleshooting for your equipment.' },
  { name: 'Billing & Insurance', description: 'Invoices, payments and private insurance.' },
  { name: 'Returns & Exchanges', description: 'Returns within 30 days and exchanges.' },
] as const;

export const socialLinks = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'X', href: 'https://x.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const;
