import type { Metadata } from 'next';
import type { Category } from '@/lib/catalog';
import { getCategories, getProducts, getProductsInCategory, toCardProduct } from '@/lib/catalog';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { listingPagePath, pageCount, pageOf, sortProducts } from '@/lib/listing';
import { categoryPath } from '@/lib/paths';
import { breadcrumbTrail, itemListJsonLd, pageMetadata, serializeJsonLd } from '@/lib/seo';
import { IconSprite } from '@/components/ui/sprite-icons';
import { ProductListing } from './product-listing';

const allProducts = {
  title: 'All Medical Equipment',
  description:
    'Shop CPAP machines, oxygen concentrators, wheelchairs, walkers, hospital beds and braces. Medicare Part B accepted, free standard shipping.',
};

function listingProducts(category?: Category) {
  return category ? getProductsInCategory(category.slug) : [...getProducts()];
}

function rootPath(category?: Category): string {
  return category ? categoryPath(category.slug) : '/products/';
}

/**
 * The page numbers a listing's static pages have: 1 to the last. Page 1 is the listing itself; the build removes
 * its copy at `page/1/` (scripts/prune-export.mjs), which Next needs to export a listing of one page.
 */
export function listingPageParams(category?: Category): { page: string }[] {
  const pages = pageCount(listingProducts(category).length);
  return Array.from({ length: pages }, (_, i) => ({ page: String(i + 1) }));
}

/** Title, description and canonical URL of a listing page; page 1 is the listing itself wherever it answers. */
export function listingMetadata(category: Category | undefined, page = 1): Metadata {
  const title = category?.name ?? allProducts.title;
  const description = category
    ? `${category.description} Medicare Part B accepted, free standard shipping.`
    : allProducts.description;
  const pages = pageCount(listingProducts(category).length);
  return pageMetadata({
    title: page > 1 ? `${title} – Page ${page} of ${pages}` : title,
    description,
    path: listingPagePath(rootPath(category), page),
  });
}

/**
 * A listing's static page. A listing that fits one page carries every product and is searched in place;
 * a longer one is cut into pages of 24 by name, and searching, sorting or filtering it reads the search index.
 */
export function ListingPage({ category, page = 1 }: { category?: Category; page?: number }) {
  const title = category?.name ?? allProducts.title;
  const products = listingProducts(category);
  const pages = pageCount(products.length);
  const shown = pages === 1 ? products : pageOf(sortProducts(products, 'name'), page).items;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-8">
      <IconSprite
        names={['cart', 'medicare', 'check', 'filter', 'grid', 'list', 'search', 'previous', 'next']}
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(itemListJsonLd(title, shown)) }}
      />
      <Breadcrumbs trail={breadcrumbTrail(category)} />
      <h1 className="mt-3 text-3xl font-bold">
        {title}
        {page > 1 ? <span className="sr-only">, page {page}</span> : null}
      </h1>
      {category ? <p className="mt-2 max-w-3xl text-lg text-slate-700">{category.description}</p> : null}
      <div className="mt-6">
        <ProductListing
          products={shown.map(toCardProduct)}
          category={category?.slug}
          total={products.length}
          page={Math.min(page, pages)}
          rootPath={rootPath(category)}
          categories={[
            { name: 'All Products', path: '/products/', current: !category },
            ...getCategories().map((c) => ({
              name: c.name,
              path: categoryPath(c.slug),
              current: c.slug === category?.slug,
            })),
          ]}
        />
      </div>
    </div>
  );
}
