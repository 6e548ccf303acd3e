import { Link } from '@/components/ui/link';
import { Clock, MapPin } from '@/components/ui/icons';
import { legalNav } from '@/data/navigation';
import { footerCertifications, site } from '@/data/site';
import { facts } from '@/data/facts';
import type { Category } from '@/lib/domain/catalog-schema';
import { categoryPath } from '@/lib/domain/paths';
import { SpriteIcon } from '@/components/ui/sprite-icon';

/** The site's footer; the categories it links come from the catalogue, through the layout. */
export function Footer({ categories }: { categories: readonly Pick<Category, 'slug' | 'name'>[] }) {
  const heading = 'mb-3 text-base font-bold text-white';
  const link = 'footer-link';
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={heading}>
            Quick Links
          </h2>
          <ul>
            <li>
              <Link className={link} href="/products/">
                All Products
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link className={link} href={categoryPath(c.slug)}>
                  {c.name}
                </Link>
              </li>
            ))}
            <li>
              <Link className={link} href="/medicare-info/">
                Medicare Info
              </Link>
            </li>
            <li>
              <Link className={link} href="/saved/">
                Saved Products
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-service">
          <h2 id="footer-service" className={heading}>
            Customer Service
          </h2>
          <ul className="space-y-2">
            <li className="flex gap-2">
              <SpriteIcon name="phone" className="mt-1 size-4 shrink-0" />
              <a className="inline-flex min-h-11 items-center hover:underline" href={facts.phoneHref}>
                {facts.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Clock aria-hidden className="mt-1 size-4 shrink-0" />
              <span>Phone support: {facts.phoneSupportHours.summary}</span>
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
              <Link className={link} href="/contact/">
                Contact Us
              </Link>
            </li>
            <li>
              <Link className={link} href="/track-order/">
                Track Your Order
              </Link>
            </li>
            <li>
              <Link className={link} href="/pay/">
                Pay a Bill
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-certifications">
          <h2 id="footer-certifications" className={heading}>
            Certifications
          </h2>
          <ul className="space-y-2">
            {footerCertifications.map((c) => (
              <li key={c} className="flex items-center gap-2">
                <SpriteIcon name="award" className="size-4 text-emerald-400" />
                {c}
              </li>
            ))}
          </ul>
        </section>
        {facts.socialProfiles.length > 0 ? (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className={heading}>
              Follow Us
            </h2>
            <ul>
              {facts.socialProfiles.map((s) => (
                <li key={s.name}>
                  <a className={link} href={s.href} target="_blank" rel="noopener noreferrer">
                    {s.name}
                    <span className="sr-only"> (opens in a new tab)</span>
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
          <p>© 2026 {site.name}. All rights reserved.</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-4">
              {legalNav.map((item) => (
                <li key={item.href}>
                  <Link className={link} href={item.href}>
                    {item.label}
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
