import type { OrderDetail } from '@/lib/domain/admin-contract';
import { formatStoreDate } from '@/lib/domain/store-time';
import { AddressBlock, Blank, ItemLines, PaperHeader } from './print-parts';

/** The ticket's words in the patient's language: she reads and signs it. */
const ticketWords = {
  en: {
    title: 'Delivery ticket',
    order: 'Order',
    placed: 'Placed',
    deliverTo: 'Deliver to',
    item: 'Item',
    quantity: 'Quantity',
    serial: 'Serial or lot number',
    received: 'I received the items above in good condition and was shown how to use them.',
    signature: 'Signature of the patient or her representative',
    date: 'Date',
    name: 'Printed name',
    relationship: 'Relationship to the patient (if not the patient)',
  },
  es: {
    title: 'Comprobante de entrega',
    order: 'Pedido',
    placed: 'Hecho el',
    deliverTo: 'Entregar a',
    item: 'Artículo',
    quantity: 'Cantidad',
    serial: 'Número de serie o de lote',
    received: 'Recibí los artículos de arriba en buen estado y me enseñaron a usarlos.',
    signature: 'Firma del paciente o de su representante',
    date: 'Fecha',
    name: 'Nombre en letra de molde',
    relationship: 'Parentesco con el paciente (si no es el paciente)',
  },
} as const;

/**
 * The delivery ticket, shown only when printed: the store, the patient and where it goes, the items with their HCPCS
 * codes and quantities with a cell for each one's serial or lot number, and lines for the signature, printed name,
 * relationship and date: the proof of delivery Medicare asks a supplier to keep. In the language she ordered in.
 */
export function DeliveryTicket({ order }: { order: OrderDetail }) {
  const t = ticketWords[order.language];
  return (
    <article
      aria-label="Delivery ticket"
      lang={order.language === 'es' ? 'es-US' : undefined}
      className="hidden text-black print:block"
    >
      <PaperHeader title={t.title}>
        <p>
          {t.order} {order.orderNumber}
        </p>
        <p>
          {t.placed} {formatStoreDate(order.placedAt, order.language)}
        </p>
      </PaperHeader>
      <AddressBlock title={t.deliverTo} order={order} />
      <ItemLines lines={order.lines} words={t} />
      <p className="mt-6">{t.received}</p>
      <div className="grid grid-cols-2 gap-x-8">
        <Blank label={t.signature} />
        <Blank label={t.date} />
        <Blank label={t.name} />
        <Blank label={t.relationship} />
      </div>
    </article>
  );
}
