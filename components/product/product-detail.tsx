import { useMessages, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import {
  ArrowLeft,
  Heart,
  Minus,
  Phone,
  Plus,
  RotateCcw,
  Share2,
  ShoppingCart,
  Truck,
} from '@/components/ui/icons';
import type { Category, Product, ProductReviews } from '@/lib/domain/catalog-schema';
import { categoryWords, langOf as english, productWords } from '@/lib/domain/catalog-language';
import { facts } from '@/data/facts';
import { localizedHref, type Locale } from '@/lib/domain/locale';
import { productGallery } from '@/lib/domain/product';
import { percentOff, toCents } from '@/lib/domain/money';
import { Price } from '@/components/ui/price';
import { richText } from '@/components/ui/rich-text';
import { FALLBACK_PRODUCT_ID, PRODUCT_NOT_FOUND } from '@/lib/domain/paths';
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
import { reviewWords } from './review-words';

export function ProductDetail({
  product,
  category,
  reviews,
  locale,
}: {
  product: Product;
  category: Category;
  reviews: ProductReviews;
  locale: Locale;
}) {
  const t = useTranslations('Product');
  const frame = useTranslations('Frame');
  const nav = useTranslations('Nav');
  const messages = useMessages();
  const words = productWords(product, locale);
  const categoryName = categoryWords(category, locale).name;
  const price = toCents(product.price);
  const original = toCents(product.originalPrice);
  const off = percentOff(price, original);
  const starWords = { rated: t('rated'), outOf: t('outOf'), reviewCount: t.raw('reviewCount') as string };
  const gallery = productGallery(product, locale).map((image, i) =>
    // The drawing's description is the catalogue's, in Spanish where it gives one.
    i === 0 && !product.photos?.length ? { ...image, alt: words.imagePlaceholder.text } : image,
  );

  return (
    <div className="mx-auto max-w-7xl px-4 pt-2 pb-6 sm:pt-4">
      {product.id === FALLBACK_PRODUCT_ID ? (
        // A link to a product the store does not have leads here (components/layout/not-found-redirect.tsx), to
        // this note: shown by the address's #product-not-found, with no script.
        <p
          id={PRODUCT_NOT_FOUND}
          className="mt-2 hidden rounded-xl border-2 p-4 text-lg font-semibold target:block target:border-amber-400 target:bg-amber-50"
        >
          {t('notFound')}{' '}
          <Link locale={locale} href="/products/" className="text-brand-700 underline">
            {t('seeAll')}
          </Link>
        </p>
      ) : null}
      {/* What no script changes is kept by the browser as the HTML draws it (KeptMarkup): its way back, its heading
          and price, its facts, the tabs' panels but the reviews' form, the accessories. */}
      <div>
        <Link
          locale={locale}
          href={categoryPath(category.slug)}
          className="text-brand-700 inline-flex min-h-11 items-center gap-2 font-semibold hover:underline"
        >
          <ArrowLeft aria-hidden className="size-5" />
          {t('back', { category: categoryName.text })}
        </Link>
        <Breadcrumbs
          trail={breadcrumbTrail(
            { slug: category.slug, name: categoryName.text },
            { id: product.id, name: words.name.text },
            {
              home: nav('home'),
              all: nav('allProducts'),
            },
          )}
          locale={locale}
          label={frame('breadcrumb')}
        />
      </div>
      {/* Phones: name, price, Medicare and Add to Cart first, the pictures right after. */}
      <div className="mt-1 grid gap-x-8 gap-y-6 sm:mt-3 lg:grid-cols-2">
        <div className="lg:col-start-2">
          <div>
            <h1 className="text-2xl leading-tight font-bold sm:text-3xl" lang={english(words.name)}>
              {words.name.text}
            </h1>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
              <StarRating rating={product.rating} reviews={product.reviews} words={starWords} />
              <span>
                {/* A code, not a word: it is read the same in every language. */}
                {richText(t.raw('sku') as string, { sku: <span translate="no">{product.sku}</span> })}
              </span>
            </p>
            <div className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <Price
                price={price}
                was={off > 0 ? original : undefined}
                wasWord={t('was')}
                className="text-3xl font-bold sm:text-4xl"
                wasClassName="text-lg text-slate-600"
              >
                <span className="rounded-full bg-red-100 px-2.5 py-1 text-sm font-bold text-red-800">
                  {t('off', { percent: off })}
                </span>
              </Price>
            </div>
          </div>
          <MedicareStatus product={product} locale={locale} />
          <PurchasePanel
            id={product.id}
            name={words.name.text}
            price={price}
            cartHref={localizedHref(locale, '/checkout/').href}
            words={{
              quantity: t('quantity'),
              decrease: t('decrease'),
              increase: t('increase'),
              addToCart: t.raw('addToCart') as string,
              addedTitle: t('addedTitle'),
              added: t.raw('added') as string,
              viewCart: t('viewCart'),
            }}
            icons={{
              cart: <ShoppingCart aria-hidden className="size-5 max-sm:hidden" />,
              decrease: <Minus aria-hidden className="size-5" />,
              increase: <Plus aria-hidden className="size-5" />,
            }}
          />
        </div>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <ProductGallery
            images={gallery}
            words={{ images: t('images'), showImage: t.raw('showImage') as string }}
          />
        </div>
        <div className="lg:col-start-2">
          <div className="flex gap-2">
            <SaveButton
              id={product.id}
              name={words.name.text}
              className="icon-button"
              savedHref={localizedHref(locale, '/saved/').href}
              words={{
                save: t('save'),
                savedTitle: t('savedTitle'),
                saved: t.raw('saved') as string,
                viewSaved: t('viewSaved'),
                unsavedTitle: t('unsavedTitle'),
                unsaved: t.raw('unsaved') as string,
              }}
              icon={
                <Heart
                  aria-hidden
                  className="size-5 group-aria-pressed:fill-red-600 group-aria-pressed:text-red-700"
                />
              }
            />
            <ShareButton
              title={words.name.text}
              className="icon-button"
              words={{
                share: t('share'),
                copiedTitle: t('copiedTitle'),
                copied: t('copied'),
                notCopiedTitle: t('notCopiedTitle'),
                notCopied: t.raw('notCopied') as string,
              }}
              icon={<Share2 aria-hidden className="size-5" />}
            />
          </div>
          <ul className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-slate-800">
            <li className="font-semibold text-emerald-800">
              {product.inStock ? t('inStock') : t('outOfStock')}
            </li>
            <li>
              {t('category')}{' '}
              <Link locale={locale} className="text-brand-700 underline" href={categoryPath(category.slug)}>
                {categoryName.text}
              </Link>
            </li>
            <li className="flex gap-2">
              <RotateCcw aria-hidden className="text-brand-600 size-5" />
              {t('returns', { days: facts.returnWindowDays })}
            </li>
            <li className="flex gap-2">
              <Truck aria-hidden className="text-brand-600 size-5" />
              {t('ships', facts.handlingDays)}
            </li>
            <li className="flex gap-2">
              <Phone aria-hidden className="text-brand-600 size-5" />
              <span>
                {t('support')}{' '}
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
        label={t('information')}
        tabs={[
          { id: 'description', label: t('tabDescription') },
          { id: 'specifications', label: t('tabSpecifications') },
          { id: 'medicare', label: t('tabMedicare') },
          { id: 'reviews', label: t('tabReviews') },
        ]}
        panels={{
          description: (
            <div className="space-y-4">
              <p lang={english(words.description)}>{words.description.text}</p>
              <h3 className="text-lg font-bold">{t('features')}</h3>
              <ul className="list-disc space-y-1 pl-6" lang={english(words.features)}>
                {words.features.text.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </div>
          ),
          specifications: (
            <dl className="spec-list grid gap-x-6 sm:grid-cols-[max-content_1fr]">
              {words.specifications.map(({ label, value }) => (
                <div key={label.text} className="contents">
                  <dt lang={english(label)}>{label.text}</dt>
                  <dd lang={english(value)}>{value.text}</dd>
                </div>
              ))}
            </dl>
          ),
          medicare: (
            <div>
              <MedicareCoverageCard info={product.medicareInfo} words={words.medicare} />
            </div>
          ),
          reviews: (
            <ReviewsPanel
              productId={product.id}
              productName={words.name.text}
              rating={product.rating}
              total={product.reviews}
              reviews={reviews}
              locale={locale}
              starWords={starWords}
              formWords={reviewWords(messages.Product)}
            />
          ),
        }}
      />
      <div>
        <Accessories accessories={words.accessories} />
      </div>
    </div>
  );
}
