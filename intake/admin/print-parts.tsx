import type { ReactNode } from 'react';
import type { OrderDetail } from '@/lib/domain/admin-contract';
import { facts, formatAddress } from '@/data/facts';
import { site } from '@/data/site';

/** A line to write on, with what goes on it beneath: the printed papers' blanks. */
export function Blank({ label }: { label: string }) {
  return (
    <div className="mt-5">
      <div className="h-10 border-b border-black" />
      <p className="text-sm">{label}</p>
    </div>
  );
}

/** A printed paper's head: the store, its address and phone; the paper's title and what it is for. */
export function PaperHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="flex justify-between border-b-2 border-black pb-3">
      <div>
        <p className="text-xl font-bold">{site.name}</p>
        <p>{formatAddress()}</p>
        <p>{facts.phone}</p>
      </div>
      <div className="text-right">
        <p className="text-xl font-bold">{title}</p>
        {children}
      </div>
    </header>
  );
}

/** The items a paper is about: each with its HCPCS code and quantity, and a cell to write its serial or lot number. */
export function ItemLines({
  lines,
  words,
}: {
  lines: OrderDetail['lines'];
  words: { item: string; quantity: string; serial?: string };
}) {
  return (
    <table className="mt-4 w-full border-collapse text-left">
      <thead>
        <tr className="border-b border-black">
          <th scope="col" className="py-1">
            {words.item}
          </th>
          <th scope="col" className="py-1">
            HCPCS
          </th>
          <th scope="col" className="py-1 text-right">
            {words.quantity}
          </th>
          {words.serial ? (
            <th scope="col" className="w-48 py-1 pl-4">
              {words.serial}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.id} className="border-b border-slate-400">
            <td className="py-1">{l.name}</td>
            <td className="py-1">{l.hcpcs ?? ''}</td>
            <td className="py-1 text-right">{l.quantity}</td>
            {words.serial ? <td className="py-3 pl-4">{l.serial ?? ''}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Where a paper's equipment goes or is collected from: her name, address and phone. */
export function AddressBlock({ title, order }: { title: string; order: OrderDetail }) {
  const s = order.shipping;
  return (
    <section className="mt-4">
      <h2 className="font-bold">{title}</h2>
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
  );
}
