import type { ListingData } from '@/lib/domain/listing';
import { toCardProduct } from '@/lib/domain/product';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { breadcrumbTrail } from '@/lib/domain/seo';
import { IconSprite } from '@/components/ui/sprite-icons';
import { ProductListing } from './product-listing';

/** A listing's static page (lib/build/listing-pages.ts reads what it holds). */
export function ListingPage({ listing }: { listing: ListingData }) {
  const { title, category, shown, page } = listing;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-8">
      <IconSprite names={['cart', 'check', 'filter', 'grid', 'list', 'search', 'previous', 'next']} />
      {/* Its ItemList is written into the page after the build (scripts/structured-data.ts). */}
      <Breadcrumbs trail={breadcrumbTrail(category)} locale="en" label="Breadcrumb" />
      <h1 className="mt-3 text-3xl font-bold">
        {title}
        {page > 1 ? <span className="sr-only">, page {page}</span> : null}
      </h1>
      {category ? <p className="mt-2 max-w-3xl text-lg text-slate-700">{category.description}</p> : null}
      <div className="mt-6">
        <ProductListing
          products={shown.map(toCardProduct)}
          category={category?.slug}
          total={listing.total}
          page={page}
          rootPath={listing.rootPath}
          categories={listing.categories}
        />
      </div>
    </div>
  );
}
