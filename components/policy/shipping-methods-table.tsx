import { shippingMethods } from '@/data/facts';
import type { Locale } from '@/lib/domain/locale';
import { formatPrice, toCents } from '@/lib/domain/money';

const words = {
  en: {
    caption: 'Shipping methods, their prices and delivery times',
    method: 'Method',
    price: 'Price',
    delivery: 'Delivery after it ships',
    free: 'Free',
  },
  es: {
    caption: 'Formas de envío, sus precios y tiempos de entrega',
    method: 'Forma',
    price: 'Precio',
    delivery: 'Entrega después de que sale',
    free: 'Gratis',
  },
} as const;

/**
 * The shipping methods with their prices and delivery times, in the page's language. Three columns, the note under
 * the method's name, so the table fits a phone without scrolling.
 */
export function ShippingMethodsTable({ locale }: { locale: Locale }) {
  const w = words[locale];
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{w.caption}</caption>
      <thead>
        <tr className="border-b-2 border-slate-300">
          <th scope="col" className="py-2 pr-3">
            {w.method}
          </th>
          <th scope="col" className="py-2 pr-3">
            {w.price}
          </th>
          <th scope="col" className="py-2">
            {w.delivery}
          </th>
        </tr>
      </thead>
      <tbody>
        {shippingMethods.map((method) => {
          const m = locale === 'es' ? { ...method, ...method.es } : method;
          return (
            <tr key={m.id} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-3 font-normal">
                <span className="block font-semibold">{m.name}</span>
                <span className="block text-sm text-slate-700">{m.description}</span>
              </th>
              <td className="py-2 pr-3">{m.price === 0 ? w.free : formatPrice(toCents(m.price))}</td>
              <td className="py-2">{m.estimatedDelivery}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
