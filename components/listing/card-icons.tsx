import { Check, ShieldCheck, ShoppingCart } from 'lucide-react';

const icons = { cart: ShoppingCart, medicare: ShieldCheck, check: Check } as const;

export type CardIconName = keyof typeof icons;

const symbolId = (name: CardIconName) => `card-icon-${name}`;

/**
 * The icons every product card shows, drawn once per listing as `<symbol>`s: a card refers to one in a few
 * bytes instead of repeating its paths, which on a page of 24 cards is about a sixth of the page's HTML.
 */
export function CardIconSprite() {
  return (
    <svg aria-hidden className="hidden">
      {(Object.keys(icons) as CardIconName[]).map((name) => {
        const Icon = icons[name];
        return (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
            <Icon size="100%" />
          </symbol>
        );
      })}
    </svg>
  );
}

/** One of the card icons, drawn from the listing's `CardIconSprite`. */
export function CardIcon({ name, className }: { name: CardIconName; className: string }) {
  return (
    <svg aria-hidden className={className}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
