import {
  Award,
  Check,
  CheckCircle2,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CreditCard,
  Filter,
  Grid3X3,
  List,
  Minus,
  Phone,
  Plus,
  Printer,
  Search,
  ShieldCheck,
  ShoppingCart,
  Trash2,
  outline,
} from './icons';
import { shapes } from './icon-shapes';
import { spriteIconId, type SpriteIconName } from './sprite-icon';

/** The icons client components draw, by name; each page's sprite holds the ones it uses. */
const spriteIcons = {
  cart: ShoppingCart,
  medicare: ShieldCheck,
  check: Check,
  done: CheckCircle2,
  filter: Filter,
  grid: Grid3X3,
  list: List,
  search: Search,
  previous: ChevronLeft,
  next: ChevronRight,
  expand: ChevronDown,
  decrease: Minus,
  increase: Plus,
  remove: Trash2,
  phone: Phone,
  print: Printer,
  card: CreditCard,
  award: Award,
} satisfies Record<SpriteIconName, unknown>;

/** The icons the frame of every page uses (header, footer, support band), in the layout's sprite. */
export const frameIcons = ['phone', 'medicare', 'award', 'cart'] as const satisfies readonly SpriteIconName[];

/**
 * A page's icons drawn once on the server as `<symbol>`s: a client component refers to one in a few bytes
 * (`SpriteIcon`) instead of shipping icon code, and a card repeated 24 times does not repeat its paths.
 */
export function IconSprite({ names }: { names: readonly SpriteIconName[] }) {
  return (
    <div>
      <svg aria-hidden className="hidden">
        {names.map((name) => {
          const Icon = spriteIcons[name];
          return (
            <symbol key={name} id={spriteIconId(name)} viewBox="0 0 24 24" {...outline}>
              {shapes(Icon.node)}
            </symbol>
          );
        })}
      </svg>
    </div>
  );
}
