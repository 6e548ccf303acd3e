import type { Metadata } from 'next';
import { ProductDetail } from '@/components/product/product-detail';
import { getCategory, getProductIds, getProductOrFirst } from '@/lib/catalog';
import { formatPrice, toCents } from '@/lib/money';
import { absoluteUrl, productPath } from '@/lib/paths';
import { ogImagePath } from '@/lib/seo';

export const dynamicParams = false;

export function generateStaticParams() {
  return getProductIds().map((id) => ({ id: String(id) }));
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = getProductOrFirst((await params).id);
  const category = getCategory(product.category);
  const price = formatPrice(toCents(product.price));
  const coverage = product.medicareEligible ? 'Medicare Part B eligible' : 'Private pay';
  const description = `${product.name}, ${price}. ${coverage}. ${product.description}`.slice(0, 300);
  const url = absoluteUrl(productPath(product.id));
  const image = {
    url: absoluteUrl(ogImagePath(product.id)),
    width: 1200,
    height: 630,
    alt: product.imagePlaceholder,
  };
  return {
    title: `${product.name} | ${category?.name ?? 'Medical Equipment'}`,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', url, title: product.name, description, images: [image] },
    twitter: { card: 'summary_large_image', title: product.name, description, images: [image.url] },
  };
}

export default async function ProductPage({ params }: Props) {
  return <ProductDetail product={getProductOrFirst((await params).id)} />;
}
