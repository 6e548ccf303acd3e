import type { Metadata } from 'next';
import type { Category, Product } from '@/lib/domain/catalog-schema';
import { listingPagePath, pageCount, pageOf, sortProducts, type ListingData } from '@/lib/domain/listing';
import { categoryPath } from '@/lib/domain/paths';
import { pageMetadata } from '@/lib/domain/seo';
import { getCategories, getProducts, getProductsInCategory } from './catalog';

const allProducts = {
  title: 'All Medical Equipment',
  description:
    'Shop CPAP machines, oxygen concentrators, wheelchairs, walkers, hospital beds and braces. Medicare Part B accepted, free standard shipping.',
};

function listingProducts(category?: Category): Product[] {
  return category ? getProductsInCategory(category.slug) : [...getProducts()];
}

function rootPath(category?: Category): string {
  return category ? categoryPath(category.slug) : '/products/';
}

/**
 * A listing's static page. A listing that fits one page carries every product and is searched in place;
 * a longer one is cut into pages of 24 by name, and searching, sorting or filtering it reads the search index.
 */
export function listingData(category?: Category, page = 1): ListingData {
  const products = listingProducts(category);
  const pages = pageCount(products.length);
  return {
    title: category?.name ?? allProducts.title,
    category,
    shown: pages === 1 ? products : pageOf(sortProducts(products, 'name'), page).items,
    total: products.length,
    page: Math.min(page, pages),
    rootPath: rootPath(category),
    categories: [
      { name: 'All Products', path: '/products/', current: !category },
      ...getCategories().map((c) => ({
        name: c.name,
        path: categoryPath(c.slug),
        current: c.slug === category?.slug,
      })),
    ],
  };
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
