import type { OrderLine, OrderTotals } from './checkout';
import { safeStorage } from './storage';

/** What the confirmation shows, kept for a reload in the same tab. It holds no card or Medicare number. */
export interface PlacedOrder {
  lines: OrderLine[];
  totals: OrderTotals;
  medicareApplied: boolean;
  shippingName: string;
  shippingMethod: string;
  physicianName: string;
}

export const ORDER_SNAPSHOT_KEY = 'medical-supply-last-order';

const session = safeStorage('sessionStorage');

export function saveOrderSnapshot(order: PlacedOrder): void {
  session.setItem(ORDER_SNAPSHOT_KEY, JSON.stringify(order));
}

export function dropOrderSnapshot(): void {
  session.removeItem(ORDER_SNAPSHOT_KEY);
}

const isCents = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 200;

/** The saved confirmation, or null when there is none or it is not in the shape this store writes. */
export function readOrderSnapshot(): PlacedOrder | null {
  const raw = session.getItem(ORDER_SNAPSHOT_KEY);
  if (raw === null) return null;
  try {
    const o = JSON.parse(raw) as Partial<Record<keyof PlacedOrder, unknown>>;
    const totals = o.totals as Partial<Record<keyof OrderTotals, unknown>> | undefined;
    const totalKeys = ['subtotal', 'shipping', 'tax', 'eligibleTotal', 'medicareSavings', 'total'] as const;
    const linesOk =
      Array.isArray(o.lines) &&
      o.lines.length > 0 &&
      o.lines.every(
        (l: Record<string, unknown>) =>
          isCents(l.id) &&
          isText(l.name) &&
          isCents(l.quantity) &&
          isCents(l.price) &&
          typeof l.medicareEligible === 'boolean',
      );
    if (
      !linesOk ||
      !totals ||
      !totalKeys.every((k) => isCents(totals[k])) ||
      typeof o.medicareApplied !== 'boolean' ||
      !isText(o.shippingName) ||
      !isText(o.shippingMethod) ||
      !isText(o.physicianName)
    ) {
      return null;
    }
    return o as PlacedOrder;
  } catch {
    return null;
  }
}
