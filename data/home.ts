import { facts } from './facts';

export const homeFeatures = [
  {
    icon: 'shield',
    title: 'Medicare Part B Billing',
    description: 'We are an enrolled Part B supplier and bill Medicare directly, so you pay only your share.',
  },
  {
    icon: 'truck',
    title: 'Fast, Free Shipping',
    description: `Orders ship within ${facts.shipsWithin}, with free standard shipping nationwide.`,
  },
  {
    icon: 'headset',
    title: 'Real People on the Phone',
    description: 'Equipment specialists help you choose, set up and use what you order.',
  },
  {
    icon: 'badge',
    title: 'Trusted Brands',
    description: 'FDA-cleared equipment from ResMed, Philips, Inogen, Drive Medical and Invacare.',
  },
] as const;

export type HomeFeatureIcon = (typeof homeFeatures)[number]['icon'];
