import type { Category } from '@/lib/catalog';
import { getProducts, getProductsInCategory, toCardProduct } from '@/lib/catalog';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { breadcrumbTrail, itemListJsonLd, serializeJsonLd } from '@/lib/seo';
import { ProductListing } from './product-listing';

export function ListingPage({ category }: { category?: Category }) {
  const title = category?.name ?? 'All Medical Equipment';
  const products = category ? getProductsInCategory(category.slug) : [...getProducts()];
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-8">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(itemListJsonLd(title, products)) }}
      />
      <Breadcrumbs trail={breadcrumbTrail(category)} />
      <h1 className="mt-3 text-3xl font-bold">{title}</h1>
      {category ? <p className="mt-2 max-w-3xl text-lg text-slate-700">{category.description}</p> : null}
      <div className="mt-6">
        <ProductListing products={products.map(toCardProduct)} category={category?.slug} />
      </div>
    </div>
  );
}
