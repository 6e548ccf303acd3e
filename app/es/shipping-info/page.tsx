import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { PolicyPage, PolicySection } from '@/components/policy/policy-page';
import { ShippingMethodsTable } from '@/components/policy/shipping-methods-table';
import { facts, shippingMethods } from '@/data/facts';
import { pageMetadata } from '@/lib/domain/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Información de envíos',
  description: `El envío estándar es gratis en todos los pedidos y tarda ${shippingMethods[0].es.estimatedDelivery}. Envío rápido y de un día para otro, cuándo sale su pedido y la entrega del equipo de Medicare.`,
  path: '/shipping-info/',
  locale: 'es',
});

/** The shipping information in Spanish; its English twin is at the root. */
export default function InformacionDeEnvios() {
  setRequestLocale('es');
  const within = `${facts.handlingDays.min} a ${facts.handlingDays.max} días hábiles`;
  return (
    <PolicyPage
      locale="es"
      title="Información de envíos"
      path="/shipping-info/"
      summary={
        <p>
          El envío estándar es gratis en todos los pedidos. Los pedidos salen de nuestro almacén en {within} y
          enviamos a los 50 estados.
        </p>
      }
    >
      <PolicySection id="methods" title="Formas de envío y precios">
        <ShippingMethodsTable locale="es" />
        <p>Usted escoge la forma de envío al pagar; el precio se suma a su pedido antes del impuesto.</p>
      </PolicySection>
      <PolicySection id="handling" title="Cuándo sale su pedido">
        <p>
          Empacamos y enviamos los pedidos en {within} después de recibirlos, de lunes a viernes. Los pedidos
          de un día para otro hechos antes de las 2 p. m. (hora del Este) en un día hábil salen el mismo día.
          Le enviamos el número de seguimiento por correo electrónico cuando su pedido sale.
        </p>
      </PolicySection>
      <PolicySection id="medicare" title="Pedidos que le facturamos a Medicare">
        <p>
          El equipo que le facturamos a Medicare sale cuando tenemos la receta de su médico y revisamos su
          cobertura; un especialista lo llama en menos de {facts.replyWithinEs} después de su pedido para
          arreglarlo. Nuestro equipo entrega e instala las camas de hospital y el equipo de movilidad grande a
          la hora que usted escoja.
        </p>
      </PolicySection>
      <PolicySection id="tax" title="Impuesto sobre las ventas">
        <p>
          Nueva York no cobra impuesto sobre el equipo médico comprado para el uso médico de un paciente, así
          que casi todo lo que vendemos no lleva impuesto. Los artículos que sí lo llevan, como las ayudas
          para el baño, aparecen marcados en su pedido y pagan la tasa de Queens del {facts.taxRatePercent}%
          al pagar. El envío no lleva impuesto, y un pedido que le facturamos a Medicare no paga impuesto por
          los artículos que se le facturan a Medicare.
        </p>
      </PolicySection>
      <PolicySection id="problems" title="Entregas dañadas o que no llegan">
        <p>
          Si una caja llega dañada o no llega al final de su tiempo de entrega, llámenos: la buscamos y le
          enviamos otra sin costo. Vea nuestras{' '}
          <Link locale="es" href="/return-policy/" className="text-brand-700 font-semibold underline">
            devoluciones
          </Link>{' '}
          para devolver un artículo.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
