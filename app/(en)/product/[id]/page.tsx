import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductDetail } from '@/components/product/product-detail';
import { getCategory, getProduct, getProductIds, getReviews } from '@/lib/build/catalog';
import { formatPrice, toCents } from '@/lib/domain/money';
import { productPath } from '@/lib/domain/paths';
import { pageMetadata } from '@/lib/domain/seo';
import { shareImagePath } from '@/lib/domain/share-image';

export const dynamicParams = false;

export function generateStaticParams() {
  return getProductIds().map((id) => ({ id: String(id) }));
}

type Props = { params: Promise<{ id: string }> };

/** The product for a page; only the catalogue's ids are exported (an unknown id is the 404 page's to handle). */
async function productFor({ params }: Props) {
  return getProduct((await params).id) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await productFor({ params });
  const price = formatPrice(toCents(product.price));
  const coverage = product.medicareEligible ? 'Medicare Part B eligible' : 'Private pay';
  return pageMetadata({
    title: product.name,
    description: `${product.name}, ${price}. ${coverage}. ${product.description}`,
    path: productPath(product.id),
    image: { path: shareImagePath(product.id), width: 1200, height: 630, alt: product.imagePlaceholder },
  });
}

export default async function ProductPage({ params }: Props) {
  const product = await productFor({ params });
  return (
    <ProductDetail product={product} category={getCategory(product.category)} reviews={getReviews(product)} />
  );
}
