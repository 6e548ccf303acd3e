import type { CardProduct } from '@/lib/domain/product';
import type { ViewMode } from '@/lib/domain/listing';
import { ProductCard } from './product-card';
import type { CardWords, ListingWords } from './listing-words';

export interface ProductGridProps {
  products: readonly CardProduct[];
  view: ViewMode;
  words: CardWords & { listing: ListingWords };
}

export function gridClass(view: ViewMode): string {
  return `mt-4 grid gap-6 ${view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' : 'grid-cols-1'}`;
}

/** The grid as first painted: no animation code needed to show it. */
export function ProductGrid({ products, view, words }: ProductGridProps) {
  return (
    <ul className={gridClass(view)}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} view={view} eager={index < 2} words={words} />
        </li>
      ))}
    </ul>
  );
}
