import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CategoryCards } from '@/components/home/category-cards';
import { ClosingCta } from '@/components/home/closing-cta';
import { Features } from '@/components/home/features';
import { Hero } from '@/components/home/hero';
import { MedicareBlock } from '@/components/home/medicare-block';
import { site } from '@/data/site';
import { getCategories, getProductsInCategory } from '@/lib/build/catalog';
import type { Locale } from '@/lib/domain/locale';
import { organizationJsonLd, pageMetadata, serializeJsonLd } from '@/lib/domain/seo';

/** The home page in each language: app/(en)/page.tsx and app/es/page.tsx. */
export async function homeMetadata(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return pageMetadata({
    title: t('title'),
    description: locale === 'es' ? t('lead') : site.description,
    path: '/',
    locale,
  });
}

export function HomePage({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(organizationJsonLd()) }}
      />
      <Hero locale={locale} />
      <Features />
      <CategoryCards
        locale={locale}
        categories={getCategories().map((c) => ({
          ...c,
          coverId: getProductsInCategory(c.slug)[0]?.id ?? 1,
        }))}
      />
      <MedicareBlock locale={locale} />
      <ClosingCta locale={locale} />
    </>
  );
}
