import { Clock, Mail, MapPin, Package, Phone, Send } from '@/components/ui/icons';
import { certifications, departments } from '@/data/site';
import { facts, formatAddress, formatHours } from '@/data/facts';
import type english from '@/data/messages/en.json';
import { fill, fillAll } from '@/lib/domain/fill';
import type { Locale } from '@/lib/domain/locale';
import { richText } from '@/components/ui/rich-text';

import { medicalBusinessJsonLd, serializeJsonLd } from '@/lib/domain/seo';
import { Link } from '@/components/ui/link';
import { ContactForm } from './contact-form';
import { LeadIdScript } from './leadid-script';
import { StoreMap } from './store-map';
import { EmailAddress } from '@/components/ui/email-address';

/** The contact page in each language (app/_pages/contact.tsx), its words the `Contact` messages. */
export function ContactPage({ locale, words: t }: { locale: Locale; words: (typeof english)['Contact'] }) {
  const es = locale === 'es';
  const within = es ? facts.replyWithinEs : facts.replyWithin;
  const card =
    'flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 p-6 text-center hover:border-brand-600';
  const address = formatAddress();
  return (
    <div>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(medicalBusinessJsonLd()) }}
      />
      <LeadIdScript />
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h1 className="text-3xl font-bold sm:text-4xl">{t.title}</h1>
          <p className="text-brand-50 mt-2 max-w-2xl text-lg">{fill(t.lead, { within })}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <li>
            <a href={facts.phoneHref} className={card}>
              <Phone aria-hidden className="text-brand-600 size-8" />
              <span className="text-lg font-bold">{t.phone}</span>
              <span>{facts.phone}</span>
            </a>
          </li>
          <li>
            <a href={`mailto:${facts.email}`} className={card}>
              <Mail aria-hidden className="text-brand-600 size-8" />
              <span className="text-lg font-bold">{t.email}</span>
              <span>
                <EmailAddress address={facts.email} />
              </span>
            </a>
          </li>
          <li>
            <Link locale={locale} href="/track-order/" className={card}>
              <Package aria-hidden className="text-brand-600 size-8" />
              <span className="text-lg font-bold">{t.track}</span>
              <span>{t.trackHow}</span>
            </Link>
          </li>
          <li>
            <div className={card}>
              <MapPin aria-hidden className="text-brand-600 size-8" />
              <span className="text-lg font-bold">{t.visit}</span>
              <span>{address}</span>
            </div>
          </li>
        </ul>
        <div className="mt-12 grid gap-10 lg:grid-cols-[1fr_24rem]">
          <section aria-labelledby="contact-form-heading" className="min-w-0">
            <h2 id="contact-form-heading" className="text-2xl font-bold">
              {t.send}
            </h2>
            <ContactForm
              departments={departments.map((d) => ({ value: d.name, name: t.departmentList[d.name].name }))}
              words={fillAll(t.form, { within })}
              locale={locale}
              sendIcon={<Send aria-hidden className="size-5" />}
            />
          </section>
          <aside className="space-y-8">
            <section aria-labelledby="departments">
              <h2 id="departments" className="text-xl font-bold">
                {t.departments}
              </h2>
              <dl className="mt-3 space-y-3">
                {departments.map((d) => (
                  <div key={d.name}>
                    <dt className="font-semibold">{t.departmentList[d.name].name}</dt>
                    <dd className="text-slate-700">
                      {fill(t.departmentList[d.name].description, { days: facts.returnWindowDays })}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-labelledby="hours">
              <h2 id="hours" className="flex items-center gap-2 text-xl font-bold">
                <Clock aria-hidden className="size-5" />
                {t.hours}
              </h2>
              <dl className="mt-3 space-y-1">
                {facts.storeHours.map((h) => (
                  <div key={h.label} className="flex justify-between gap-4">
                    <dt>{t.days[h.label as keyof typeof t.days]}</dt>
                    <dd className="font-semibold">{formatHours(h, locale)}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-2 text-sm text-slate-700">
                {richText(t.phoneSupport, {
                  hours: es ? facts.phoneSupportHours.summaryEs : facts.phoneSupportHours.summary,
                  phone: (
                    <a className="text-brand-700 underline" href={facts.phoneHref}>
                      {facts.phone}
                    </a>
                  ),
                })}
              </p>
            </section>
            <section aria-labelledby="certs">
              <h2 id="certs" className="text-xl font-bold">
                {t.accreditations}
              </h2>
              <ul className="mt-3 grid grid-cols-2 gap-3">
                {certifications.map((c) => (
                  <li key={c.text} className="rounded-lg border border-slate-200 p-3">
                    <p className="font-semibold">{t.certifications[c.text].text}</p>
                    <p className="text-sm text-slate-700">{t.certifications[c.text].subtext}</p>
                  </li>
                ))}
              </ul>
            </section>
          </aside>
        </div>
        <section aria-labelledby="store-location" className="mt-12">
          <h2 id="store-location" className="text-2xl font-bold">
            {t.store}
          </h2>
          <address className="mt-2 not-italic">{address}</address>
          <StoreMap words={t.map} pin={<MapPin aria-hidden className="text-brand-700 size-10" />} />
        </section>
      </div>
    </div>
  );
}
