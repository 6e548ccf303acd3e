import type { Category } from './types';

export const categories = [
  {
    slug: 'sleep-therapy',
    name: 'Sleep Therapy',
    description: 'CPAP and BiPAP machines, masks and humidifiers for obstructive sleep apnea.',
    imageAlt: 'CPAP machine with a full face mask and heated humidifier',
    medicareEligible: true,
  },
  {
    slug: 'respiratory',
    name: 'Respiratory Aids',
    description: 'Home and portable oxygen concentrators, nebulizers and pulse oximeters.',
    imageAlt: 'Stationary oxygen concentrator with nasal cannula tubing',
    medicareEligible: true,
  },
  {
    slug: 'mobility',
    name: 'Mobility Equipment',
    description: 'Manual wheelchairs, folding walkers and rollators for getting around safely.',
    imageAlt: 'Folding manual wheelchair beside a four-wheel rollator',
    medicareEligible: true,
  },
  {
    slug: 'patient-care',
    name: 'Patient Care',
    description: 'Hospital beds and bathroom safety for care at home.',
    imageAlt: 'Semi-electric hospital bed with side rails',
    medicareEligible: false,
  },
  {
    slug: 'braces',
    name: 'Orthopedic Braces',
    description: 'Rigid and semi-rigid knee and back braces that support recovery.',
    imageAlt: 'Hinged knee brace and a lumbar back brace',
    medicareEligible: true,
  },
] as const satisfies readonly Category[];
