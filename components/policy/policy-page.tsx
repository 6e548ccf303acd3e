import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/domain/locale';
import { Mail, Phone } from '@/components/ui/icons';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { facts } from '@/data/facts';
import { EmailAddress } from '@/components/ui/email-address';

/** A policy page: its title, a short answer first, the details, and how to ask a person. */
export function PolicyPage({
  title,
  path,
  summary,
  children,
  locale = 'en',
}: {
  /** The page's language. */
  locale?: Locale;
  title: string;
  path: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('Policy');
  const frame = useTranslations('Frame');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumbs
        trail={[
          { name: t('home'), path: '/' },
          { name: title, path },
        ]}
        locale={locale}
        label={frame('breadcrumb')}
      />
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{title}</h1>
      <div className="mt-3 text-lg text-slate-800">{summary}</div>
      <div className="policy mt-8 space-y-8">{children}</div>
      <aside aria-labelledby="policy-help" className="bg-brand-50 mt-10 rounded-xl p-6">
        <h2 id="policy-help" className="text-xl font-bold">
          {t('questions')}
        </h2>
        <p className="mt-2">
          {t('questionsText', {
            hours: locale === 'es' ? facts.phoneSupportHours.summaryEs : facts.phoneSupportHours.summary,
            reply: locale === 'es' ? facts.replyWithinEs : facts.replyWithin,
          })}
        </p>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <a
              href={facts.phoneHref}
              className="text-brand-700 inline-flex min-h-11 items-center gap-2 font-semibold underline"
            >
              <Phone aria-hidden className="size-5" />
              {facts.phone}
            </a>
          </li>
          <li>
            <a
              href={`mailto:${facts.email}`}
              className="text-brand-700 inline-flex min-h-11 items-center gap-2 font-semibold underline"
            >
              <Mail aria-hidden className="size-5 shrink-0" />
              <span>
                <EmailAddress address={facts.email} />
              </span>
            </a>
          </li>
        </ul>
      </aside>
    </div>
  );
}

export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-slate-800">{children}</div>
    </section>
  );
}
