import type { OrderDetail } from '@/lib/domain/admin-contract';
import { formatStoreDate } from '@/lib/domain/store-time';
import { Blank, ItemLines, PaperHeader } from './print-parts';

/**
 * The delivery ticket, shown only when printed: the store, the patient and where it goes, the items with their HCPCS
 * codes and quantities, and lines for the signature, printed name, relationship and date: the proof of delivery
 * Medicare asks a supplier to keep.
 */
export function DeliveryTicket({ order }: { order: OrderDetail }) {
  const s = order.shipping;
  return (
    <article aria-label="Delivery ticket" className="hidden text-black print:block">
      <PaperHeader title="Delivery ticket">
        <p>Order {order.orderNumber}</p>
        <p>Placed {formatStoreDate(order.placedAt)}</p>
      </PaperHeader>
      <section className="mt-4">
        <h2 className="font-bold">Deliver to</h2>
        <p>
          {s.firstName} {s.lastName}
          <br />
          {s.address}
          <br />
          {s.city}, {s.state} {s.zipCode}
          <br />
          {s.phone}
        </p>
      </section>
      <ItemLines lines={order.lines} />
      <p className="mt-6">I received the items above in good condition and was shown how to use them.</p>
      <div className="grid grid-cols-2 gap-x-8">
        <Blank label="Signature of the patient or her representative" />
        <Blank label="Date" />
        <Blank label="Printed name" />
        <Blank label="Relationship to the patient (if not the patient)" />
      </div>
    </article>
  );
}
