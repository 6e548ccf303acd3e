export const mainNav = [
  { href: '/', label: 'Home' },
  { href: '/products/sleep-therapy/', label: 'Sleep Therapy' },
  { href: '/products/respiratory/', label: 'Respiratory Aids' },
  { href: '/products/mobility/', label: 'Mobility Equipment' },
  { href: '/products/patient-care/', label: 'Patient Care' },
  { href: '/products/braces/', label: 'Braces' },
  { href: '/medicare-info/', label: 'Medicare Info' },
  { href: '/contact/', label: 'Contact' },
] as const;

/** The phone's menu: the header's links with the whole catalogue second, where a thumb finds it. */
export const menuNav = [
  mainNav[0],
  { href: '/products/', label: 'All Products' },
  ...mainNav.slice(1),
] as const;

export const legalNav = [
  { href: '/privacy-policy/', label: 'Privacy Policy' },
  { href: '/terms-of-service/', label: 'Terms of Service' },
  { href: '/return-policy/', label: 'Return Policy' },
  { href: '/shipping-info/', label: 'Shipping Info' },
  { href: '/language-assistance/', label: 'Language Assistance' },
] as const;

export type NavItem = { href: string; label: string };
