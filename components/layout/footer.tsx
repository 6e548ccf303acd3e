import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { Award, Clock, MapPin, Phone } from '@/components/ui/icons';
import { legalNav } from '@/data/navigation';
import { footerCertifications, site } from '@/data/site';
import { facts } from '@/data/facts';
import type { Category } from '@/lib/domain/catalog-schema';
import { categoryPath } from '@/lib/domain/paths';
import type { Locale } from '@/lib/domain/locale';

/**
 * The site's footer; the categories it links come from the catalogue, through the layout. No script changes it, so
 * the browser keeps its HTML as it is (KeptMarkup).
 */
export function Footer({
  locale,
  categories,
}: {
  locale: Locale;
  categories: readonly Pick<Category, 'slug' | 'name' | 'es'>[];
}) {
  const t = useTranslations('Footer');
  const nav = useTranslations('Nav');
  const heading = 'mb-3 text-base font-bold text-white';
  const link = 'footer-link';
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={heading}>
            {t('quickLinks')}
          </h2>
          <ul>
            <li>
              <Link locale={locale} className={link} href="/products/">
                {nav('allProducts')}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link locale={locale} className={link} href={categoryPath(c.slug)}>
                  {locale === 'es' && c.es ? c.es.name : c.name}
                </Link>
              </li>
            ))}
            <li>
              <Link locale={locale} className={link} href="/medicare-info/">
                {nav('medicare')}
              </Link>
            </li>
            <li>
              <Link locale={locale} className={link} href="/saved/">
                {t('savedProducts')}
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-service">
          <h2 id="footer-service" className={heading}>
            {t('customerService')}
          </h2>
          <ul className="space-y-2">
            <li className="flex gap-2">
              <Phone aria-hidden className="mt-1 size-4 shrink-0" />
              <a className="inline-flex min-h-11 items-center hover:underline" href={facts.phoneHref}>
                {facts.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Clock aria-hidden className="mt-1 size-4 shrink-0" />
              <span>
                {t('phoneSupport', {
                  hours:
                    locale === 'es' ? facts.phoneSupportHours.summaryEs : facts.phoneSupportHours.summary,
                })}
              </span>
            </li>
            <li className="flex gap-2">
              <MapPin aria-hidden className="mt-1 size-4 shrink-0" />
              <address className="not-italic">
                {facts.address.street}
                <br />
                {facts.address.city}, {facts.address.region} {facts.address.postalCode}
              </address>
            </li>
            <li>
              <Link locale={locale} className={link} href="/contact/">
                {t('contactUs')}
              </Link>
            </li>
            <li>
              <Link locale={locale} className={link} href="/track-order/">
                {t('trackOrder')}
              </Link>
            </li>
            <li>
              <Link locale={locale} className={link} href="/pay/">
                {t('payBill')}
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-certifications">
          <h2 id="footer-certifications" className={heading}>
            {t('certifications')}
          </h2>
          <ul className="space-y-2">
            {footerCertifications.map((c) => (
              <li key={c} className="flex items-center gap-2">
                <Award aria-hidden className="size-4 text-emerald-400" />
                {t(`certificationList.${c}`)}
              </li>
            ))}
          </ul>
        </section>
        {facts.socialProfiles.length > 0 ? (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className={heading}>
              {t('followUs')}
            </h2>
            <ul>
              {facts.socialProfiles.map((s) => (
                <li key={s.name}>
                  <a className={link} href={s.href} target="_blank" rel="noopener noreferrer">
                    {s.name}
                    <span className="sr-only"> {t('newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="border-t border-slate-700">
        {/* The bottom padding keeps the page's last links clear of the support band. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('rights', { name: site.name })}</p>
          <nav aria-label={t('legal')}>
            <ul className="flex flex-wrap gap-x-4">
              {legalNav.map((item) => (
                <li key={item.href}>
                  <Link locale={locale} className={link} href={item.href}>
                    {nav(item.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
