import { facts, formatAddress } from '@/data/facts';
import { site } from '@/data/site';
import type { OrderDetail } from '@/lib/domain/admin-contract';
import { formatStoreDate } from '@/lib/domain/store-time';

/** A line to write on, with what goes on it beneath. */
function Blank({ label }: { label: string }) {
  return (
    <div className="mt-6">
      <div className="h-12 border-b border-black" />
      <p className="text-sm">{label}</p>
    </div>
  );
}

/**
 * The delivery ticket, shown only when printed: the store, the patient and where it goes, the items with their HCPCS
 * codes and quantities, and lines for the signature, printed name, relationship and date: the proof of delivery
 * Medicare asks a supplier to keep.
 */
export function DeliveryTicket({ order }: { order: OrderDetail }) {
  const s = order.shipping;
  return (
    <article aria-label="Delivery ticket" className="hidden text-black print:block">
      <header className="flex justify-between border-b-2 border-black pb-3">
        <div>
          <p className="text-xl font-bold">{site.name}</p>
          <p>{formatAddress()}</p>
          <p>{facts.phone}</p>
        </div>
        <div className="text-right">
          <p className="text-xl font-bold">Delivery ticket</p>
          <p>Order {order.orderNumber}</p>
          <p>Placed {formatStoreDate(order.placedAt)}</p>
        </div>
      </header>
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
      <table className="mt-4 w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-black">
            <th scope="col" className="py-1">
              Item
            </th>
            <th scope="col" className="py-1">
              HCPCS
            </th>
            <th scope="col" className="py-1 text-right">
              Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.id} className="border-b border-slate-400">
              <td className="py-1">{l.name}</td>
              <td className="py-1">{l.hcpcs ?? ''}</td>
              <td className="py-1 text-right">{l.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
