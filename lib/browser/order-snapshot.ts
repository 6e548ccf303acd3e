import { placedOrderSchema, type PlacedOrder } from '@/lib/domain/placed-order';
import { ORDER_SNAPSHOT_KEY, session } from './order-snapshot-storage';

/** The saved confirmation, or null when there is none or it is not in the shape this store writes. */
export function readOrderSnapshot(): PlacedOrder | null {
  const raw = session.getItem(ORDER_SNAPSHOT_KEY);
  if (raw === null) return null;
  try {
    const parsed = placedOrderSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
