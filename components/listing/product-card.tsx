import { Check, ShieldCheck } from '@/components/ui/icons';
import { RouteLink } from '@/components/ui/link';
import type { CardProduct } from '@/lib/domain/product';
import { fill } from '@/lib/domain/fill';
import { formatPrice } from '@/lib/domain/money';
import { Price } from '@/components/ui/price';
import { assetPath, productPath } from '@/lib/domain/paths';
import type { ViewMode } from '@/lib/domain/listing';
import { AddToCartButton } from '@/components/product/add-to-cart-button';
import { MedicareBadge } from '@/components/product/medicare-badge';
import { ProductImage } from '@/components/product/product-image';
import { StarRating } from '@/components/product/star-rating';
import type { CardWords, ListingWords } from './listing-words';

export function ProductCard({
  product,
  view,
  eager,
  words,
}: {
  product: CardProduct;
  view: ViewMode;
  eager: boolean;
  words: CardWords & { listing: ListingWords };
}) {
  const list = view === 'list';
  return (
    <article className={`product-card ${list ? 'flex-col sm:flex-row' : 'flex-col'}`}>
      <div className={`relative shrink-0 ${list ? 'sm:w-64' : ''}`}>
        <ProductImage
          src={product.image}
          alt={product.imageAlt}
          width={400}
          height={300}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
          loading={eager ? 'eager' : 'lazy'}
          className="product-card-image"
        />
        {product.medicareEligible ? (
          <MedicareBadge
            className="absolute top-2 left-2 shadow-sm"
            label={words.listing.medicareEligible}
            icon={<ShieldCheck aria-hidden className="size-4" />}
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <StarRating rating={product.rating} reviews={product.reviews} words={words.stars} />
        {/* The catalogue's English, on a Spanish page that lacks the Spanish, is marked as English. */}
        <div lang={product.lang} className="flex flex-col gap-2">
          <h2 className="text-lg leading-snug font-bold">
            <RouteLink
              href={assetPath(`${words.productPrefix}${productPath(product.id)}`)}
              className="product-card-link"
            >
              {product.name}
            </RouteLink>
          </h2>
          <p className="text-slate-700">{product.description}</p>
          {list ? (
            <ul className="space-y-1 text-sm text-slate-700">
              {product.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                  {f}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="product-card-price">
          <Price
            price={product.price}
            was={product.originalPrice}
            wasWord={words.wasWord}
            className="text-2xl font-bold"
          >
            <span className="text-sm font-semibold text-emerald-800">
              {fill(words.listing.save, { amount: formatPrice(product.originalPrice - product.price) })}
            </span>
          </Price>
        </div>
        <AddToCartButton
          id={product.id}
          name={product.name}
          className="w-full"
          words={{
            label: words.listing.addToCart,
            added: words.listing.added,
            addedTitle: words.addedTitle,
            viewCart: words.viewCart,
          }}
          cartHref={words.cartHref}
        />
      </div>
    </article>
  );
}
