import { ShieldCheck } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/domain/locale';
import type { Category } from '@/lib/domain/catalog-schema';
import { categoryPath, productImagePath } from '@/lib/domain/paths';
import { MedicareBadge } from '@/components/product/medicare-badge';
import { ProductImage } from '@/components/product/product-image';

/** A category as its card shows it, with the product whose drawing stands for it. */
export interface CategoryCard extends Category {
  coverId: number;
}

export function CategoryCards({
  categories,
  locale,
}: {
  categories: readonly CategoryCard[];
  locale: Locale;
}) {
  const t = useTranslations('Home');
  return (
    <section aria-labelledby="shop-by-category" className="bg-slate-50 py-14">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="shop-by-category" className="text-center text-3xl font-bold">
          {t('byCategory')}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {categories.map((category) => {
            const c = { ...category, ...(locale === 'es' ? category.es : undefined) };
            return (
              <li
                key={c.slug}
                className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
              >
                <ProductImage
                  src={productImagePath(c.coverId)}
                  alt={c.imageAlt ?? category.imageAlt}
                  width={400}
                  height={300}
                  className="aspect-[4/3] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-4">
                  {c.medicareEligible ? (
                    <MedicareBadge
                      className="self-start"
                      label={t('medicareEligible')}
                      icon={<ShieldCheck aria-hidden className="size-4" />}
                    />
                  ) : null}
                  <h3 className="mt-2 text-lg font-bold">
                    <Link
                      href={categoryPath(c.slug)}
                      locale={locale}
                      className="after:absolute after:inset-0 hover:underline"
                    >
                      {c.name}
                    </Link>
                  </h3>
                  <p className="mt-1 text-slate-700">{c.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
