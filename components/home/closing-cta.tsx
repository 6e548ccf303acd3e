import { Phone } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { facts } from '@/data/facts';
import { ButtonLink } from '@/components/ui/button';
import type { Locale } from '@/lib/domain/locale';

export function ClosingCta({ locale }: { locale: Locale }) {
  const t = useTranslations('Home');
  return (
    <section aria-labelledby="closing-cta" className="bg-brand-800 py-14 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id="closing-cta" className="text-3xl font-bold">
          {t('closingHeading')}
        </h2>
        <p className="text-brand-50 mt-3 text-lg">{t('closingText')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink href={facts.phoneHref} variant="light" size="lg">
            <Phone aria-hidden className="size-5" />
            {t('call', { phone: facts.phone })}
          </ButtonLink>
          <ButtonLink href="/contact/" locale={locale} size="lg" className="border-2 border-white">
            {t('closingContact')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
