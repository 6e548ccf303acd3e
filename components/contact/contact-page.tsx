import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { certifications, contactHours, departments, site } from '@/data/site';
import { medicalBusinessJsonLd, serializeJsonLd } from '@/lib/seo';
import { LiveChatButton } from '@/components/layout/support-actions';
import { ContactForm } from './contact-form';
import { LeadIdScript } from './leadid-script';
import { StoreMap } from './store-map';

const openingHours = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
  { days: ['Saturday'], opens: '10:00', closes: '16:00' },
];

export function ContactPage() {
  const card =
    'flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 p-6 text-center hover:border-brand-600';
  const address = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;
  return (
    <div>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(medicalBusinessJsonLd(openingHours)) }}
      />
      <LeadIdScript />
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h1 className="text-3xl font-bold sm:text-4xl">Contact Us</h1>
          <p className="text-brand-50 mt-2 max-w-2xl text-lg">
            Questions about equipment or Medicare? Our specialists reply within 2 business hours.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <li>
            <a href={site.phoneHref} className={card}>
              <Phone aria-hidden className="text-brand-600 size-8" />
              <span className="text-lg font-bold">Phone</span>
              <span>{site.phone}</span>
            </a>
          </li>
          <li>
            <a href={`mailto:${site.email}`} className={card}>
              <Mail aria-hidden className="text-brand-600 size-8" />
              <span className="text-lg font-bold">Email</span>
              <span className="break-all">{site.email}</span>
            </a>
          </li>
          <li>
            <LiveChatButton className={`${card} w-full cursor-pointer`}>
              <MessageCircle aria-hidden className="text-brand-600 size-8" />
              <span className="text-lg font-bold">Live Chat</span>
              <span>Chat with a specialist</span>
            </LiveChatButton>
          </li>
          <li>
            <div className={card}>
              <MapPin aria-hidden className="text-brand-600 size-8" />
              <span className="text-lg font-bold">Visit Our Store</span>
              <span>{address}</span>
            </div>
          </li>
        </ul>
        <div className="mt-12 grid gap-10 lg:grid-cols-[1fr_24rem]">
          <section aria-labelledby="contact-form-heading">
            <h2 id="contact-form-heading" className="text-2xl font-bold">
              Send Us a Message
            </h2>
            <ContactForm departments={departments.map((d) => d.name)} />
          </section>
          <aside className="space-y-8">
            <section aria-labelledby="departments">
              <h2 id="departments" className="text-xl font-bold">
                Departments
              </h2>
              <dl className="mt-3 space-y-3">
                {departments.map((d) => (
                  <div key={d.name}>
                    <dt className="font-semibold">{d.name}</dt>
                    <dd className="text-slate-700">{d.description}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-labelledby="hours">
              <h2 id="hours" className="flex items-center gap-2 text-xl font-bold">
                <Clock aria-hidden className="size-5" />
                Business Hours
              </h2>
              <dl className="mt-3 space-y-1">
                {contactHours.map((h) => (
                  <div key={h.days} className="flex justify-between gap-4">
                    <dt>{h.days}</dt>
                    <dd className="font-semibold">{h.hours}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-labelledby="certs">
              <h2 id="certs" className="text-xl font-bold">
                Certifications
              </h2>
              <ul className="mt-3 grid grid-cols-2 gap-3">
                {certifications.map((c) => (
                  <li key={c.text} className="rounded-lg border border-slate-200 p-3">
                    <p className="font-semibold">{c.text}</p>
                    <p className="text-sm text-slate-700">{c.subtext}</p>
                  </li>
                ))}
              </ul>
            </section>
          </aside>
        </div>
        <section aria-labelledby="store-location" className="mt-12">
          <h2 id="store-location" className="text-2xl font-bold">
            Our Store
          </h2>
          <address className="mt-2 not-italic">{address}</address>
          <StoreMap />
        </section>
      </div>
    </div>
  );
}
