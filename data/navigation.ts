/** The store's menus: each link's route and the key of its words in the messages' `Nav` (data/messages/). */
const mainNav = [
  { href: '/', key: 'home' },
  { href: '/products/sleep-therapy/', key: 'sleep-therapy' },
  { href: '/products/respiratory/', key: 'respiratory' },
  { href: '/products/mobility/', key: 'mobility' },
  { href: '/products/patient-care/', key: 'patient-care' },
  { href: '/products/braces/', key: 'braces' },
  { href: '/medicare-info/', key: 'medicare' },
  { href: '/contact/', key: 'contact' },
] as const;

/**
 * The phone's menu: the header's links with the whole catalogue second, where a thumb finds it. The header's row is
 * drawn from the same list, leaving out what only the menu shows, so a page's data holds the links once.
 */
export const menuNav = [
  mainNav[0],
  { href: '/products/', key: 'allProducts', menuOnly: true },
  ...mainNav.slice(1),
] as const;

export const legalNav = [
  { href: '/privacy-policy/', key: 'privacy' },
  { href: '/terms-of-service/', key: 'terms' },
  { href: '/return-policy/', key: 'returns' },
  { href: '/shipping-info/', key: 'shipping' },
  { href: '/language-assistance/', key: 'languageAssistance' },
] as const;

/**
 * A menu's link as the header's islands are given it, in the page's language: where it goes (under the base
 * path), the route the router sees for it, and its words.
 */
export type NavItem = {
  href: string;
  hrefLang?: string;
  path: string;
  home: boolean;
  label: string;
  /** Shown in the phone's menu, not in the header's row. */
  menuOnly?: true;
};
