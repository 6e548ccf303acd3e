import { ChevronRight } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/domain/locale';
import { breadcrumbJsonLd, serializeJsonLd, type Crumb } from '@/lib/domain/seo';

/** The visible trail and its BreadcrumbList markup, from one list so the two cannot disagree. */
export function Breadcrumbs({ trail, locale, label }: { trail: Crumb[]; locale: Locale; label: string }) {
  return (
    <nav aria-label={label} className="text-sm">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbJsonLd(trail, locale)) }}
      />
      <ol className="flex min-w-0 items-center gap-1 text-slate-700">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={crumb.path} className={`flex items-center gap-1 ${last ? 'min-w-0' : 'shrink-0'}`}>
              {i > 0 ? <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-500" /> : null}
              {last ? (
                <span aria-current="page" className="truncate">
                  {crumb.name}
                </span>
              ) : (
                <Link
                  href={crumb.path}
                  locale={locale}
                  className="text-brand-700 inline-flex min-h-11 min-w-11 items-center hover:underline"
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
