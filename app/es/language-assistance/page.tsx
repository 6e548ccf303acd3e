import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { PolicyPage, PolicySection } from '@/components/policy/policy-page';
import { facts } from '@/data/facts';
import { site } from '@/data/site';
import { pageMetadata } from '@/lib/domain/seo';
import { Taglines, address, link, ocr } from '@/app/_pages/language-assistance';

export const metadata: Metadata = pageMetadata({
  title: 'Ayuda con el idioma',
  description:
    'Intérpretes gratis, documentos traducidos y ayudas para personas con discapacidad, cómo pedirlos, nuestra declaración contra la discriminación y dónde presentar una queja.',
  path: '/language-assistance/',
  locale: 'es',
});

/** The language-assistance notice (Section 1557, 45 CFR 92.11) in Spanish; its English twin is at the root. */
export default function AyudaConElIdioma() {
  setRequestLocale('es');
  const phone = (
    <a href={facts.phoneHref} className={link}>
      {facts.phone}
    </a>
  );
  const email = (
    <a href={`mailto:${facts.email}`} className={link}>
      {facts.email}
    </a>
  );
  return (
    <PolicyPage
      locale="es"
      title="Ayuda con el idioma"
      path="/language-assistance/"
      summary={
        <p>
          La ayuda en su idioma es gratis. Llámenos al {phone}, {facts.phoneSupportHours.summaryEs}, y díganos
          qué idioma habla: conectamos a un intérprete a la llamada.
        </p>
      }
    >
      <PolicySection id="help" title="Ayuda gratis en su idioma, y ayudas para personas con discapacidad">
        <p>
          {site.name} le da, sin costo y a tiempo para que le sirva: intérpretes calificados, por teléfono o
          en nuestra tienda, para cualquier idioma; información por escrito en otros idiomas, leída en voz
          alta o traducida; y, para personas con discapacidad, letra grande, información leída en voz alta,
          intérpretes de lenguaje de señas y llamadas por el servicio de retransmisión (marque 711).
        </p>
        <p>
          <strong>Cómo pedirla:</strong> llame al {phone}, escriba a {email}, o pregúntele a cualquier persona
          en nuestra tienda en {address}. Nunca tiene que traer su propio intérprete, y no le pedimos a un
          niño que interprete.
        </p>
      </PolicySection>

      <PolicySection id="nondiscrimination" title="No discriminamos">
        <p>
          {site.name} cumple con las leyes federales de derechos civiles aplicables y no discrimina por
          motivos de raza, color, nacionalidad, edad, discapacidad o sexo (incluidas las características
          sexuales, los rasgos intersexuales, el embarazo o afecciones relacionadas, la orientación sexual, la
          identidad de género y los estereotipos sexuales). No excluimos a nadie ni lo tratamos de otra manera
          por ninguno de estos motivos.
        </p>
      </PolicySection>

      <PolicySection id="complaints" title="Si cree que no le dimos esta ayuda, o que lo discriminamos">
        <p>
          Dígaselo a nuestro coordinador de la Sección 1557: llame al {phone}, escriba a {email} o a{' '}
          {site.name}, Attn: Section 1557 Coordinator, {address}. Le podemos ayudar a escribir su queja.
        </p>
        <p>
          También puede presentar una queja ante la Oficina de Derechos Civiles del Departamento de Salud y
          Servicios Humanos de los EE. UU.: por internet en{' '}
          <a href={ocr.portal} className={link}>
            ocrportal.hhs.gov
          </a>
          , por correo a <span lang="en">{ocr.mail}</span>, o por teléfono al {ocr.phone} ({ocr.tdd} TDD). Los
          formularios de queja están en{' '}
          <a href={ocr.forms} className={link}>
            hhs.gov/ocr/complaints
          </a>
          .
        </p>
      </PolicySection>

      <PolicySection id="languages" title="En su idioma">
        <p>
          Ayuda gratis con el idioma, en los 15 idiomas que más hablan en el estado de Nueva York las personas
          que no hablan inglés muy bien (Oficina del Censo de los EE. UU., Encuesta sobre la Comunidad
          Estadounidense):
        </p>
        <Taglines />
      </PolicySection>
    </PolicyPage>
  );
}
