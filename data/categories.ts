import type { Category } from './types';

export const categories = [
  {
    slug: 'sleep-therapy',
    name: 'Sleep Therapy',
    description: 'CPAP and BiPAP machines, masks and humidifiers for obstructive sleep apnea.',
    imageAlt: 'CPAP machine with a heated humidifier and hose',
    medicareEligible: true,
  },
  {
    slug: 'respiratory',
    name: 'Respiratory Aids',
    description: 'Home and portable oxygen concentrators, nebulizers and pulse oximeters.',
    imageAlt: 'Home oxygen concentrator on wheels with its tubing',
    medicareEligible: true,
  },
  {
    slug: 'mobility',
    name: 'Mobility Equipment',
    description: 'Manual wheelchairs, folding walkers and rollators for getting around safely.',
    imageAlt: 'Folding manual wheelchair',
    medicareEligible: true,
  },
  {
    slug: 'patient-care',
    name: 'Patient Care',
    description: 'Hospital beds and bathroom safety for care at home.',
    imageAlt: 'Semi-electric hospital bed with a side rail',
    medicareEligible: false,
  },
  {
    slug: 'braces',
    name: 'Orthopedic Braces',
    description: 'Rigid and semi-rigid knee and back braces that support recovery.',
    imageAlt: 'Hinged knee brace with adjustable straps',
    medicareEligible: true,
  },
] as const satisfies readonly Category[];
