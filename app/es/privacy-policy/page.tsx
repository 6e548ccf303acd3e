import type { Metadata } from 'next';
import { PolicyPage, PolicySection } from '@/components/policy/policy-page';
import { facts } from '@/data/facts';
import { pageMetadata } from '@/lib/domain/seo';
import type { storageKeys } from '@/lib/domain/storage-keys';
import { KeptInBrowser, type KeptItem } from '@/components/policy/kept-in-browser';
import { EmailAddress } from '@/components/ui/email-address';
import { PhoneLink } from '@/components/ui/phone-link';

export const metadata: Metadata = pageMetadata({
  title: 'Política de privacidad',
  description:
    'Lo que este sitio guarda en su navegador (su carrito y, en una pestaña, sus datos de envío), lo que nunca ve (su tarjeta, que se escribe solo en la página de Stripe) ni guarda sin cifrar (su número de Medicare), y el único script de seguimiento, en la página de contacto.',
  path: '/privacy-policy/',
  locale: 'es',
});

const local = 'el almacenamiento local';
const session = 'el almacenamiento de la sesión (una pestaña; se borra al cerrarla)';

/** Each key the store keeps in the browser (lib/domain/storage-keys.ts), as the English page lists them. */
const kept: Record<keyof typeof storageKeys, KeptItem> = {
  cart: {
    name: 'Su carrito',
    where: local,
    what: 'Los números de producto y las cantidades de su carrito, nada más, para que el carrito siga ahí cuando vuelva. Los precios nunca se guardan: siempre vienen de nuestro catálogo. Se queda hasta que vacíe el carrito o haga el pedido.',
  },
  saved: {
    name: 'Productos guardados',
    where: local,
    what: 'Los números de los productos que guardó con el corazón, nada más, hasta que los quite.',
  },
  checkout: {
    name: 'Datos del pedido',
    where: session,
    what: 'Su nombre, correo electrónico, teléfono y dirección de envío, y las formas de envío y de pago que eligió, para no perderlos si vuelve a cargar la página. Los borramos cuando hace el pedido.',
  },
  deductible: {
    name: 'Sus respuestas sobre Medicare',
    where: session,
    what: 'Si dijo que ya cumplió con el deducible de la Parte B de Medicare de este año, y si tiene Medicaid o un plan Medigap, para que todos los cálculos del sitio usen las mismas respuestas durante su visita.',
  },
  orderAttempt: {
    name: 'El pedido que está haciendo',
    where: session,
    what: 'Un código al azar del pedido que está haciendo, con los artículos, los datos de envío y lo que eligió (nunca un número de tarjeta ni de Medicare), para que, si se corta la conexión y vuelve a oprimir Hacer el pedido, se haga el mismo pedido y no uno nuevo. Se borra cuando el pedido queda hecho.',
  },
  lastOrder: {
    name: 'Su última confirmación',
    where: session,
    what: 'El número de pedido, los artículos, los totales, su nombre y dirección de envío, la forma de envío y un código de recibo al azar que le permite a esta pestaña preguntar si llegó su pago, para que la confirmación no se pierda al volver a cargar la página ni al ir a la página de pago. Se borra cuando empieza un pedido nuevo.',
  },
  billLookup: {
    name: 'La factura que está pagando',
    where: session,
    what: 'El número de pedido y el código postal que escribió en Pagar una factura, para mostrarle la factura otra vez al volver de la página de pago. Se borra cuando la factura queda pagada.',
  },
  language: {
    name: 'Su idioma',
    where: local,
    what: 'Inglés o español, si eligió uno con el botón de idioma, para que una página en el otro idioma le ofrezca el suyo. Nunca se nos envía.',
  },
};

export default function SpanishPrivacyPolicy() {
  return (
    <PolicyPage
      locale="es"
      title="Política de privacidad"
      path="/privacy-policy/"
      summary={
        <p>
          Este sitio guarda su carrito y, en una pestaña del navegador, sus datos de envío. Nunca ve su
          tarjeta: usted la escribe en la página segura de Stripe. Nunca guarda su número de Medicare y no usa
          cookies.
        </p>
      }
    >
      <PolicySection id="browser" title="Lo que este sitio guarda en su navegador">
        <KeptInBrowser kept={kept} at="en" />
        <p>
          Si su navegador no deja guardar datos del sitio, o ya no tiene espacio, el carrito y el pedido
          funcionan mientras la pestaña esté abierta, y después no se guarda nada.
        </p>
      </PolicySection>
      <PolicySection id="never" title="Lo que este sitio nunca ve ni guarda">
        <p>
          <strong>Su tarjeta.</strong> En este sitio no hay ningún campo para la tarjeta. Cuando paga con
          tarjeta en línea, usted la escribe en la página de pago segura de nuestro procesador de pagos,
          Stripe, que solo nos dice si el pago se hizo y su referencia. A Stripe le decimos el número de
          pedido, la cantidad y cuántos artículos tiene, nunca cuáles, así que no sabe nada de su salud. Si
          prefiere, un especialista le toma la tarjeta por teléfono y la escribe en la terminal del
          procesador; no se apunta ni se guarda.
        </p>
        <p>
          <strong>Su número de Medicare y su médico.</strong> Quedan en la memoria de la página mientras los
          escribe, y se cierran con llave (se cifran) en su navegador para que solo nuestro equipo de
          facturación pueda abrirlos; cada vez que lo hace, queda anotado quién y cuándo. Nunca se escriben en
          el almacenamiento de su navegador, en cookies, en la barra de direcciones ni en registros, y se
          borran de la página cuando hace el pedido o cuando cierra o vuelve a cargar la página.
        </p>
      </PolicySection>
      <PolicySection id="third-parties" title="Otras empresas">
        <p>
          <strong>Solo la página de contacto</strong> carga un script de verificación de otra empresa. Anota
          que el formulario de contacto se llenó en nuestro sitio y agrega un código a su mensaje; no se carga
          en ninguna otra página y se quita cuando sale de la página de contacto. Si lo bloquea, el formulario
          funciona igual.
        </p>
        <p>
          La página de contacto también puede mostrar un mapa de nuestra tienda de OpenStreetMap. No se carga
          nada del mapa hasta que usted elige verlo; entonces los servidores de OpenStreetMap ven su dirección
          IP.
        </p>
        <p>
          Los pagos con tarjeta se hacen en la propia página de Stripe, a la que llega desde el pedido o desde
          Pagar una factura; lo que escriba allí lo cubre la política de privacidad de Stripe.
        </p>
        <p>
          En la página del pedido no funciona ningún script de otra empresa, y este sitio no tiene scripts de
          publicidad ni de estadísticas.
        </p>
      </PolicySection>
      <PolicySection id="health" title="Su información de salud">
        <p>
          Lo que nos dice para un pedido de Medicare (su número de Medicare, su médico y su receta) se usa
          solo para revisar su cobertura, cobrarle a Medicare y entregarle su equipo, y está protegido como lo
          piden las reglas de privacidad de HIPAA. No vendemos información personal.
        </p>
      </PolicySection>
      <PolicySection id="choices" title="Sus opciones">
        <p>
          Puede borrar todo lo que este sitio guarda cuando quiera, borrando los datos de este sitio en la
          configuración de su navegador. Para preguntar qué datos tenemos de usted por un pedido o un mensaje,
          llame al <PhoneLink /> o escriba a{' '}
          <a href={`mailto:${facts.email}`} className="text-brand-700 font-semibold underline">
            <EmailAddress address={facts.email} />
          </a>
          .
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
