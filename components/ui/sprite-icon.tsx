/** The icons client components draw from the page's sprite (sprite-icons.tsx draws them). */
export type SpriteIconName =
  | 'cart'
  | 'medicare'
  | 'check'
  | 'done'
  | 'filter'
  | 'grid'
  | 'list'
  | 'search'
  | 'previous'
  | 'next'
  | 'expand'
  | 'decrease'
  | 'increase'
  | 'remove'
  | 'phone'
  | 'print'
  | 'card'
  | 'award';

export const spriteIconId = (name: SpriteIconName) => `icon-${name}`;

/** One of the page's icons, drawn from its `IconSprite` (sprite-icons.tsx). */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className: string }) {
  return (
    <svg aria-hidden className={className}>
      <use href={`#${spriteIconId(name)}`} />
    </svg>
  );
}
