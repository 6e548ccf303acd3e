import { hcpcsCodes } from '@/lib/domain/documentation';
import { supplyCycles, type SupplyCycle } from '@/lib/domain/resupply';
import { storeDay } from '@/lib/domain/store-time';
import { documentationRules } from './catalog';

/** A delivered order line as her supplies' cycle reads it. */
export interface DeliveredLine {
  hcpcs: string | null;
  product_id: number;
  name: string;
  quantity: number;
  number: string;
  delivered_at: string;
}

/** One supply on Medicare's replacement schedule: its cycle, and the order and product it was last delivered as. */
export type SupplyItem = SupplyCycle & { orderNumber: string; productId: number; name: string };

/**
 * Her supplies' cycles from their delivered lines (her record, the reminders and the refill list read them alike):
 * each supply's latest delivery, and when to ask her and ship again.
 */
export function supplyItems(lines: readonly DeliveredLine[], today: string): SupplyItem[] {
  const rules = documentationRules();
  const deliveries = lines.flatMap((l) => {
    const codes = hcpcsCodes(l.hcpcs);
    return codes.length === 1
      ? [{ code: codes[0]!, quantity: l.quantity, deliveredOn: storeDay(new Date(l.delivered_at)), line: l }]
      : [];
  });
  return supplyCycles(deliveries, (code) => rules.codes[code]?.resupply, today).map((cycle) => {
    const { line } = deliveries.find((d) => d.code === cycle.code && d.deliveredOn === cycle.deliveredOn)!;
    return { ...cycle, orderNumber: line.number, productId: line.product_id, name: line.name };
  });
}
