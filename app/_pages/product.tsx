import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ProductDetail } from '@/components/product/product-detail';
import { getCategory, getProduct, getProductIds, getReviews } from '@/lib/build/catalog';
import { productWords } from '@/lib/domain/catalog-language';
import type { Locale } from '@/lib/domain/locale';
import { formatPrice, toCents } from '@/lib/domain/money';
import { productPath } from '@/lib/domain/paths';
import { pageMetadata, productJsonLd, serializeJsonLd } from '@/lib/domain/seo';
import { shareImagePath } from '@/lib/domain/share-image';

/** A product's page in each language: app/(en)/product/[id]/ and app/es/product/[id]/. */
export function productParams() {
  return getProductIds().map((id) => ({ id: String(id) }));
}

export type ProductProps = { params: Promise<{ id: string }> };

/** The product for a page; only the catalogue's ids are exported (an unknown id is the 404 page's to handle). */
async function productFor({ params }: ProductProps) {
  return getProduct((await params).id) ?? notFound();
}

export async function productMetadata(props: ProductProps, locale: Locale): Promise<Metadata> {
  const product = await productFor(props);
  const t = await getTranslations({ locale, namespace: 'Product' });
  const words = productWords(product, locale);
  return pageMetadata({
    title: words.name.text,
    description: t('metaDescription', {
      name: words.name.text,
      price: formatPrice(toCents(product.price)),
      coverage: product.medicareEligible ? t('metaEligible') : t('metaPrivate'),
      description: words.description.text,
    }),
    path: productPath(product.id),
    locale,
    image: {
      path: shareImagePath(product.id),
      width: 1200,
      height: 630,
      alt: words.imagePlaceholder.text,
    },
  });
}

export async function ProductPage({ params, locale }: ProductProps & { locale: Locale }) {
  setRequestLocale(locale);
  const product = await productFor({ params });
  const category = getCategory(product.category);
  // The catalogue check refuses a product whose category is not in the catalogue.
  if (!category) notFound();
  const reviews = getReviews(product);
  return (
    <>
      {/* The product, with the reviews the page shows, for search engines. */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(productJsonLd(product, category, reviews.reviews, locale)),
        }}
      />
      <ProductDetail product={product} category={category} reviews={reviews} locale={locale} />
    </>
  );
}
