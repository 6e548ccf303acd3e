import type { spriteIcons } from './sprite-icons';

export type SpriteIconName = keyof typeof spriteIcons;

export const spriteIconId = (name: SpriteIconName) => `icon-${name}`;

/** One of the page's icons, drawn from its `IconSprite` (sprite-icons.tsx). */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className: string }) {
  return (
    <svg aria-hidden className={className}>
      <use href={`#${spriteIconId(name)}`} />
    </svg>
  );
}
