import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { PolicyPage, PolicySection } from '@/components/policy/policy-page';
import { facts } from '@/data/facts';
import { pageMetadata } from '@/lib/domain/seo';
import { EmailAddress } from '@/components/ui/email-address';
import { PhoneLink } from '@/components/ui/phone-link';

const days = facts.returnWindowDays;

export const metadata: Metadata = pageMetadata({
  title: 'Devoluciones',
  description: `Devuelva la mayoría del equipo en los ${days} días después de recibirlo y le devolvemos todo su dinero, con una etiqueta de envío gratis. Cómo funcionan las devoluciones del equipo alquilado con Medicare y de los artículos dañados.`,
  path: '/return-policy/',
  locale: 'es',
});

/** The return policy in Spanish; its English twin is at the root. */
export default function Devoluciones() {
  setRequestLocale('es');
  const contact = (
    <>
      llame al <PhoneLink />, {facts.phoneSupportHours.summaryEs}, o escriba a{' '}
      <a href={`mailto:${facts.email}`} className="text-brand-700 font-semibold underline">
        <EmailAddress address={facts.email} />
      </a>
    </>
  );
  return (
    <PolicyPage
      locale="es"
      title="Devoluciones"
      path="/return-policy/"
      summary={
        <p>
          Puede devolver el equipo que compró en los {days} días después de recibirlo y le devolvemos todo su
          dinero. Las devoluciones son gratis: le enviamos una etiqueta de envío pagada.
        </p>
      }
    >
      <PolicySection id="how" title="Cómo devolver un artículo">
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            En los {days} días después de recibirlo, {contact} con su número de pedido.
          </li>
          <li>Le enviamos por correo electrónico una etiqueta de envío pagada y un número de devolución.</li>
          <li>
            Empaque el artículo con sus accesorios y manuales, en su caja original si todavía la tiene, y
            entréguelo a la compañía de envíos.
          </li>
          <li>
            Le devolvemos el dinero por el mismo medio con que pagó, incluido el impuesto del artículo, en los{' '}
            {facts.refundWithinEs} después de que el artículo nos llegue.
          </li>
        </ol>
      </PolicySection>
      <PolicySection id="condition" title="Qué se puede devolver">
        <p>
          El equipo en el estado en que llegó: sin usar, limpio y con todas sus piezas. Por su salud y la de
          otros pacientes, algunos artículos solo se pueden devolver si están dañados o defectuosos una vez
          que se abrieron o se usaron:
        </p>
        <ul className="list-disc space-y-1 pl-6">
          <li>Mascarillas, cojines, tubos y filtros de CPAP</li>
          <li>Juegos de nebulizador, cánulas y otros artículos que se usan en la boca o la nariz</li>
          <li>Soportes y fajas que ya se usaron o se ajustaron a su medida</li>
          <li>Artículos de seguridad para el baño una vez instalados</li>
        </ul>
      </PolicySection>
      <PolicySection id="medicare-rentals" title="Equipo alquilado con Medicare">
        <p>
          Medicare paga algunos equipos (máquinas CPAP, concentradores de oxígeno, camas de hospital y sillas
          de ruedas) como un alquiler mensual. El equipo alquilado no se devuelve para que le reembolsemos:
          cuando ya no lo necesite, llámenos y lo recogemos sin costo para usted. El cobro del alquiler
          termina con el mes en que lo recogemos.
        </p>
        <p>
          Después de {facts.medicare.rentalMonths} meses seguidos de alquiler, el equipo es suyo, y las reglas
          de compra de arriba se aplican a los repuestos que compre para él.
        </p>
        <p>
          Si un artículo alquilado no le sirve en los primeros {days} días, se lo cambiamos por otro modelo
          que cubra Medicare.
        </p>
      </PolicySection>
      <PolicySection id="damaged" title="Artículos dañados, defectuosos o equivocados">
        <p>
          Avísenos lo antes posible, y dentro de los {days} días después de recibirlo. Le reemplazamos el
          artículo o le enviamos el correcto sin costo, y recogemos el otro. Después de {days} días, la
          garantía del fabricante cubre los defectos; nosotros hacemos el reclamo por usted.
        </p>
      </PolicySection>
      <PolicySection id="shipping-costs" title="Costo del envío">
        <p>
          El envío estándar es gratis en todos los pedidos. Si pagó por un envío rápido o de un día para otro,
          se lo devolvemos cuando el artículo llegó dañado, defectuoso o no era lo que pidió. Vea la{' '}
          <Link locale="es" href="/shipping-info/" className="text-brand-700 font-semibold underline">
            información de envíos
          </Link>{' '}
          para las formas de envío y los tiempos de entrega.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
