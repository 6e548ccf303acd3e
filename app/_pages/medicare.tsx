import { setRequestLocale } from 'next-intl/server';
import { MedicarePage, medicareMetadata } from '@/components/medicare/medicare-page';
import { medicareTabs, type MedicareTabSlug } from '@/data/medicare';
import type { Locale } from '@/lib/domain/locale';

/** The Medicare information in each language: app/(en)/medicare-info/ and app/es/medicare-info/. */
export type MedicareProps = { params: Promise<{ tab?: MedicareTabSlug }> };

export const medicareParams = () => medicareTabs.map((t) => ({ tab: t.slug }));

export async function medicareTabMetadata({ params }: MedicareProps, locale: Locale) {
  return medicareMetadata((await params).tab ?? 'overview', locale);
}

export async function Medicare({ params, locale }: MedicareProps & { locale: Locale }) {
  setRequestLocale(locale);
  return <MedicarePage tab={(await params).tab ?? 'overview'} locale={locale} />;
}
