import type { Category } from '@/data/types';
import { getProducts, getProductsInCategory, toCardProduct } from '@/lib/catalog';
import { breadcrumbJsonLd, categoryBreadcrumb, itemListJsonLd, serializeJsonLd } from '@/lib/seo';
import { ProductListing } from './product-listing';

export function ListingPage({ category }: { category?: Category }) {
  const title = category?.name ?? 'All Medical Equipment';
  const products = category ? getProductsInCategory(category.slug) : [...getProducts()];
  const jsonLd = [
    itemListJsonLd(title, products),
    breadcrumbJsonLd(
      category
        ? categoryBreadcrumb(category)
        : [
            { name: 'Home', path: '/' },
            { name: 'Products', path: '/products/' },
          ],
    ),
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <h1 className="text-3xl font-bold">{title}</h1>
      {category ? <p className="mt-2 max-w-3xl text-lg text-slate-700">{category.description}</p> : null}
      <div className="mt-6">
        <ProductListing products={products.map(toCardProduct)} category={category?.slug} />
      </div>
    </div>
  );
}
