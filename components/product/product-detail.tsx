import { Link } from '@/components/ui/link';
import { ArrowLeft, Heart, Minus, Plus, RotateCcw, Share2, ShoppingCart, Truck } from '@/components/ui/icons';
import type { Category, Product, ProductReviews } from '@/lib/domain/catalog-schema';
import { facts } from '@/data/facts';
import { productGallery } from '@/lib/domain/product';
import { percentOff, toCents } from '@/lib/domain/money';
import { Price } from '@/components/ui/price';
import { categoryPath } from '@/lib/domain/paths';
import { breadcrumbTrail } from '@/lib/domain/seo';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Accessories } from './accessories';
import { MedicareCoverageCard } from './medicare-coverage-card';
import { MedicareStatus } from './medicare-status';
import { ProductGallery } from './product-gallery';
import { ProductTabs } from './product-tabs';
import { PurchasePanel } from './purchase-panel';
import { ReviewsPanel } from './reviews-panel';
import { SaveButton } from './save-button';
import { ShareButton } from './share-button';
import { StarRating } from './star-rating';
import { SpriteIcon } from '@/components/ui/sprite-icon';

export function ProductDetail({
  product,
  category,
  reviews,
}: {
  product: Product;
  category: Category | undefined;
  reviews: ProductReviews;
}) {
  if (!category) return <p className="p-8">Product not found.</p>;
  const price = toCents(product.price);
  const original = toCents(product.originalPrice);
  const off = percentOff(price, original);
  const iconButton =
    'grid size-11 place-items-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100';

  return (
    <div className="mx-auto max-w-7xl px-4 pt-2 pb-6 sm:pt-4">
      {/* The product's structured data is written into the page after the build (scripts/structured-data.ts). */}
      <Link
        locale="en"
        href={categoryPath(category.slug)}
        className="text-brand-700 inline-flex min-h-11 items-center gap-2 font-semibold hover:underline"
      >
        <ArrowLeft aria-hidden className="size-5" />
        Back to {category.name}
      </Link>
      <Breadcrumbs trail={breadcrumbTrail(category, product)} locale="en" label="Breadcrumb" />
      {/* Phones: name, price, Medicare and Add to Cart first, the pictures right after. */}
      <div className="mt-1 grid gap-x-8 gap-y-6 sm:mt-3 lg:grid-cols-2">
        <div className="lg:col-start-2">
          <h1 className="text-2xl leading-tight font-bold sm:text-3xl">{product.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <StarRating rating={product.rating} reviews={product.reviews} />
            <span>SKU: {product.sku}</span>
          </p>
          <div className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <Price
              price={price}
              was={off > 0 ? original : undefined}
              className="text-3xl font-bold sm:text-4xl"
              wasClassName="text-lg text-slate-600"
            >
              <span className="rounded-full bg-red-100 px-2.5 py-1 text-sm font-bold text-red-800">
                {off}% off
              </span>
            </Price>
          </div>
          <MedicareStatus product={product} />
          <PurchasePanel
            id={product.id}
            name={product.name}
            price={price}
            icons={{
              cart: <ShoppingCart aria-hidden className="size-5 max-sm:hidden" />,
              decrease: <Minus aria-hidden className="size-5" />,
              increase: <Plus aria-hidden className="size-5" />,
            }}
          />
        </div>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <ProductGallery images={productGallery(product)} />
        </div>
        <div className="lg:col-start-2">
          <div className="flex gap-2">
            <SaveButton
              id={product.id}
              name={product.name}
              className={iconButton}
              icon={
                <Heart
                  aria-hidden
                  className="size-5 group-aria-pressed:fill-red-600 group-aria-pressed:text-red-700"
                />
              }
            />
            <ShareButton
              title={product.name}
              className={iconButton}
              icon={<Share2 aria-hidden className="size-5" />}
            />
          </div>
          <ul className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-slate-800">
            <li className="font-semibold text-emerald-800">
              {product.inStock ? 'In stock' : 'Out of stock'}
            </li>
            <li>
              Category:{' '}
              <Link locale="en" className="text-brand-700 underline" href={categoryPath(category.slug)}>
                {category.name}
              </Link>
            </li>
            <li className="flex gap-2">
              <RotateCcw aria-hidden className="text-brand-600 size-5" />
              {facts.returnWindowDays}-day returns
            </li>
            <li className="flex gap-2">
              <Truck aria-hidden className="text-brand-600 size-5" />
              Ships within {facts.shipsWithin}
            </li>
            <li className="flex gap-2">
              <SpriteIcon name="phone" className="text-brand-600 size-5" />
              <span>
                Expert support:{' '}
                <a
                  className="text-brand-700 font-semibold whitespace-nowrap underline"
                  href={facts.phoneHref}
                >
                  {facts.phone}
                </a>
              </span>
            </li>
          </ul>
        </div>
      </div>
      <ProductTabs
        panels={{
          description: (
            <div className="space-y-4">
              <p>{product.description}</p>
              <h3 className="text-lg font-bold">Features</h3>
              <ul className="list-disc space-y-1 pl-6">
                {product.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </div>
          ),
          specifications: (
            <dl className="grid gap-x-6 sm:grid-cols-[max-content_1fr]">
              {Object.entries(product.specifications).map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="border-b border-slate-200 py-2 font-semibold">{k}</dt>
                  <dd className="border-b border-slate-200 py-2">{v}</dd>
                </div>
              ))}
            </dl>
          ),
          medicare: <MedicareCoverageCard product={product} />,
          reviews: (
            <ReviewsPanel
              productId={product.id}
              productName={product.name}
              rating={product.rating}
              total={product.reviews}
              reviews={reviews}
            />
          ),
        }}
      />
      <Accessories accessories={product.accessories} />
    </div>
  );
}
