import type { PlacedOrder } from '@/lib/domain/placed-order';
import { safeStorage } from './storage';
import { storageKeys } from '@/lib/domain/storage-keys';

/**
 * Where the confirmation of the tab's last order is kept. Writing and forgetting it need no check; reading it
 * back does (lib/browser/order-snapshot.ts, loaded only by the confirmation).
 */
export const ORDER_SNAPSHOT_KEY = storageKeys.lastOrder;

export const session = safeStorage('sessionStorage');

/** Kept without the address it ships to: the confirmation asks the intake for it again (by its receipt). */
export function saveOrderSnapshot(order: PlacedOrder): void {
  session.setItem(ORDER_SNAPSHOT_KEY, JSON.stringify({ ...order, shipTo: [] }));
}

export function dropOrderSnapshot(): void {
  session.removeItem(ORDER_SNAPSHOT_KEY);
}
