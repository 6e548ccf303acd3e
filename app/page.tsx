import { CategoryCards } from '@/components/home/category-cards';
import { ClosingCta } from '@/components/home/closing-cta';
import { Features } from '@/components/home/features';
import { Hero } from '@/components/home/hero';
import { MedicareBlock } from '@/components/home/medicare-block';
import { site } from '@/data/site';
import { getCategories, getProductsInCategory } from '@/lib/build/catalog';
import { organizationJsonLd, pageMetadata, serializeJsonLd } from '@/lib/domain/seo';

export const metadata = pageMetadata({
  title: 'CPAP, Oxygen & Mobility Equipment',
  description: site.description,
  path: '/',
});

export default function HomePage() {
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(organizationJsonLd()) }}
      />
      <Hero />
      <Features />
      <CategoryCards
        categories={getCategories().map((c) => ({
          ...c,
          coverId: getProductsInCategory(c.slug)[0]?.id ?? 1,
        }))}
      />
      <MedicareBlock />
      <ClosingCta />
    </>
  );
}
