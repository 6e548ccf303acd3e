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
} from './icons';

/** The icons a component names rather than imports (a view switch's mode, a payment method's icon). */
const named = {
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
} as const;
export type IconName = keyof typeof named;

/** One of the store's icons by its name, decoration beside the words that say what it means. */
export function NamedIcon({ name, className }: { name: IconName; className: string }) {
  const Icon = named[name];
  return <Icon aria-hidden className={className} />;
}
