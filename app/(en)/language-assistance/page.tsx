import type { Metadata } from 'next';
import { PolicyPage, PolicySection } from '@/components/policy/policy-page';
import { facts } from '@/data/facts';
import { site } from '@/data/site';
import { pageMetadata } from '@/lib/domain/seo';
import { Taglines, address, link, ocr } from '@/app/_pages/language-assistance';

export const metadata: Metadata = pageMetadata({
  title: 'Language Assistance',
  description:
    'Free interpreters, translated documents and aids for people with disabilities, how to ask for them, our nondiscrimination statement and where to complain. In English, Spanish and 13 more languages.',
  path: '/language-assistance/',
  locale: 'en',
});

/**
 * The notice a Medicare supplier posts under Section 1557 (45 CFR 92.11): free language help and auxiliary aids,
 * how to ask, the nondiscrimination statement and where to complain, in English and Spanish, and a one-line
 * tagline in each of the 15 languages most spoken in New York State.
 */
export default function LanguageAssistancePage() {
  const phone = (
    <a href={facts.phoneHref} className={link}>
      {facts.phone}
    </a>
  );
  return (
    <PolicyPage
      title="Language Assistance"
      path="/language-assistance/"
      summary={
        <p>
          Help in your language is free. Call us at {phone} ({facts.phoneSupportHours.summary}) and tell us
          the language you speak: we connect an interpreter to the call.
        </p>
      }
    >
      <PolicySection id="help" title="Free help in your language, and aids for disabilities">
        <p>
          {site.name} gives, free of charge and in time to be useful: qualified interpreters, on the phone or
          in our store, for any language; written information in other languages, read to you or translated;
          and, for people with disabilities, large print, information read aloud, sign language interpreters
          and calls through the relay service (dial 711).
        </p>
        <p>
          <strong>How to ask:</strong> call {phone}, write to{' '}
          <a href={`mailto:${facts.email}`} className={link}>
            {facts.email}
          </a>
          , or ask anyone in our store at {address}. You never need to bring your own interpreter, and we do
          not ask a child to interpret.
        </p>
      </PolicySection>

      <PolicySection id="nondiscrimination" title="Nondiscrimination">
        <p>
          {site.name} complies with applicable Federal civil rights laws and does not discriminate on the
          basis of race, color, national origin, age, disability, or sex (including sex characteristics,
          intersex traits, pregnancy or related conditions, sexual orientation, gender identity, and sex
          stereotypes). We do not exclude people or treat them differently because of any of these.
        </p>
      </PolicySection>

      <PolicySection
        id="complaints"
        title="If you think we have not given you this help, or have discriminated"
      >
        <p>
          Tell our Section 1557 coordinator: call {phone}, write to{' '}
          <a href={`mailto:${facts.email}`} className={link}>
            {facts.email}
          </a>{' '}
          or to {site.name}, Attn: Section 1557 Coordinator, {address}. We can help you write your complaint.
        </p>
        <p>
          You can also complain to the U.S. Department of Health and Human Services, Office for Civil Rights:
          online at{' '}
          <a href={ocr.portal} className={link}>
            ocrportal.hhs.gov
          </a>
          , by mail to {ocr.mail}, or by phone at {ocr.phone} ({ocr.tdd} TDD). Complaint forms are at{' '}
          <a href={ocr.forms} className={link}>
            hhs.gov/ocr/complaints
          </a>
          .
        </p>
      </PolicySection>

      <section aria-labelledby="espanol" lang="es">
        <h2 id="espanol" className="text-2xl font-bold">
          Ayuda con el idioma, en español
        </h2>
        <div className="mt-3 space-y-3 text-slate-800">
          <p>
            La ayuda en su idioma es gratis. Llámenos al {phone} (de lunes a viernes, de 8 a. m. a 6 p. m.) y
            díganos qué idioma habla: conectamos a un intérprete a la llamada. También le damos, sin costo,
            información por escrito en español, letra grande, información leída en voz alta, intérpretes de
            lenguaje de señas y llamadas por el servicio de retransmisión (marque 711). No tiene que traer su
            propio intérprete.
          </p>
          <p>
            {site.name} cumple con las leyes federales de derechos civiles aplicables y no discrimina por
            motivos de raza, color, nacionalidad, edad, discapacidad o sexo (incluidas las características
            sexuales, los rasgos intersexuales, el embarazo o afecciones relacionadas, la orientación sexual,
            la identidad de género y los estereotipos sexuales).
          </p>
          <p>
            Si cree que no le dimos esta ayuda o que lo discriminamos, comuníquese con nuestro coordinador de
            la Sección 1557: llame al {phone}, escriba a{' '}
            <a href={`mailto:${facts.email}`} className={link}>
              {facts.email}
            </a>{' '}
            o a {site.name}, Attn: Section 1557 Coordinator, {address}. También puede presentar una queja ante
            la Oficina de Derechos Civiles del Departamento de Salud y Servicios Humanos de los EE. UU.: en{' '}
            <a href={ocr.portal} className={link}>
              ocrportal.hhs.gov
            </a>
            , por correo a {ocr.mail}, o por teléfono al {ocr.phone} ({ocr.tdd} TDD).
          </p>
        </div>
      </section>

      <PolicySection id="languages" title="In your language">
        <p>
          Free language help, in the 15 languages most spoken in New York State by people who speak English
          less than very well (U.S. Census Bureau, American Community Survey):
        </p>
        <Taglines />
      </PolicySection>
    </PolicyPage>
  );
}
