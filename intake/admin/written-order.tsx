import type { OrderDetail } from '@/lib/domain/admin-contract';
import { formatStoreDate } from '@/lib/domain/store-time';
import { Blank, ItemLines, PaperHeader } from './print-parts';

/**
 * What goes to the practitioner's office, shown only when printed: a request naming each document still missing
 * and what it must show, then a standard written order pre-filled with what the store knows (42 CFR 410.38(d)(1):
 * the beneficiary, the item and its quantity), with lines for the order date, the practitioner's name and NPI,
 * the diagnosis codes and the signature.
 */
export function WrittenOrder({ order }: { order: OrderDetail }) {
  const s = order.shipping;
  const missing = order.documents.filter((d) => d.state === 'needed' || d.state === 'requested');
  const covered = order.lines.filter((l) => l.hcpcs);
  const header = (title: string) => (
    <PaperHeader title={title}>
      <p>Order {order.orderNumber}</p>
      <p>Printed {formatStoreDate(new Date().toISOString())}</p>
    </PaperHeader>
  );
  return (
    <div className="hidden text-black print:block">
      {missing.length > 0 ? (
        <article aria-label="Request to the practitioner" className="break-after-page">
          {header('Documents requested')}
          <p className="mt-4">
            To the office of the practitioner treating {s.firstName} {s.lastName}: Medicare pays for the items
            below only with these on file. Please send them to us by fax or mail, quoting order{' '}
            {order.orderNumber}.
          </p>
          <ul className="mt-3 list-disc pl-6">
            {missing.map((d) => (
              <li key={d.kind}>
                <span className="font-bold">{d.name}</span> (for {d.codes.join(', ')}
                {d.beforeDelivery ? ', needed before we deliver' : ''}): it shows {d.shows}.
              </li>
            ))}
          </ul>
          {missing.some((d) => d.kind === 'written-order') ? (
            <p className="mt-3">The standard written order, filled in with what we know, follows.</p>
          ) : null}
        </article>
      ) : null}
      <article aria-label="Standard written order">
        {header('Standard written order')}
        <section className="mt-4">
          <h2 className="font-bold">Beneficiary</h2>
          <p>
            {s.firstName} {s.lastName}
            <br />
            {s.address}, {s.city}, {s.state} {s.zipCode}
          </p>
          <Blank label="Medicare number (MBI)" />
        </section>
        <ItemLines lines={covered} words={{ item: 'Item ordered', quantity: 'Quantity' }} />
        <div className="grid grid-cols-2 gap-x-8">
          <Blank label="Order date" />
          <Blank label="Diagnosis codes (ICD-10-CM)" />
          <Blank label="Practitioner’s name (printed)" />
          <Blank label="Practitioner’s NPI" />
          <Blank label="Practitioner’s signature" />
          <Blank label="Date signed" />
        </div>
      </article>
    </div>
  );
}
