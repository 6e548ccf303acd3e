import type { Metadata } from 'next';
import type { Category, Product } from '@/lib/domain/catalog-schema';
import { listingPagePath, pageCount, pageOf, sortProducts, type ListingData } from '@/lib/domain/listing';
import { categoryPath } from '@/lib/domain/paths';
import { pageMetadata } from '@/lib/domain/seo';
import { getCategories, getProducts, getProductsInCategory } from './catalog';
import { messagesOf } from './messages';
import { categoryWords, productWords } from '@/lib/domain/catalog-language';
import { fill } from '@/lib/domain/fill';
import type { Locale } from '@/lib/domain/locale';

/** A listing's products, with their names and descriptions in the listing's language (its order is by name). */
function listingProducts(category: Category | undefined, locale: Locale = 'en'): Product[] {
  const products = category ? getProductsInCategory(category.slug) : [...getProducts()];
  if (locale === 'en') return products;
  return products.map((p) => {
    const words = productWords(p, locale);
    return { ...p, name: words.name.text, description: words.description.text };
  });
}

function rootPath(category?: Category): string {
  return category ? categoryPath(category.slug) : '/products/';
}

/**
 * A listing's static page. A listing that fits one page carries every product and is searched in place;
 * a longer one is cut into pages of 24 by name, and searching, sorting or filtering it reads the search index.
 */
export function listingData(category?: Category, page = 1, locale: Locale = 'en'): ListingData {
  const products = listingProducts(category, locale);
  const pages = pageCount(products.length);
  const words = messagesOf(locale).Listing;
  return {
    title: category ? categoryWords(category, locale).name.text : words.allTitle,
    category,
    shown: pages === 1 ? products : pageOf(sortProducts(products, 'name'), page).items,
    total: products.length,
    page: Math.min(page, pages),
    rootPath: rootPath(category),
    categories: [
      { name: words.allProducts, path: '/products/', current: !category },
      ...getCategories().map((c) => ({
        name: categoryWords(c, locale).name.text,
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
export function listingMetadata(category: Category | undefined, page = 1, locale: Locale = 'en'): Metadata {
  const words = messagesOf(locale).Listing;
  const title = category ? categoryWords(category, locale).name.text : words.allTitle;
  const description = category
    ? fill(words.categoryDescription, { description: categoryWords(category, locale).description.text })
    : words.allDescription;
  const pages = pageCount(listingProducts(category).length);
  return pageMetadata({
    title: page > 1 ? fill(words.metaPage, { title, page, pages }) : title,
    description,
    path: listingPagePath(rootPath(category), page),
    locale,
  });
}
