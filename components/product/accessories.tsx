import { PhoneLink } from '@/components/ui/phone-link';
import { richText } from '@/components/ui/rich-text';
import { useTranslations } from 'next-intl';
import { langOf, type Worded } from '@/lib/domain/catalog-language';
import type { Accessory } from '@/lib/domain/catalog-schema';
import { formatPrice, toCents } from '@/lib/domain/money';

/**
 * Accessories the supplier recommends. They are not products of the online catalogue, so they are added to an
 * order by phone rather than with a button that could not put them in the cart.
 */

export function Accessories({ accessories }: { accessories: Worded<readonly Accessory[]> }) {
  const t = useTranslations('Product');
  if (accessories.text.length === 0) return null;
  return (
    <section aria-labelledby="accessories" className="mt-12">
      <h2 id="accessories" className="text-2xl font-bold">
        {t('accessories')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {accessories.text.map((a) => (
          <li
            key={a.name}
            className="flex items-center gap-4 rounded-xl border border-slate-200 p-4"
            lang={langOf(accessories)}
          >
            <div className="flex-1">
              <p className="font-semibold">{a.name}</p>
              <p className="text-sm text-slate-700">{a.image}</p>
              <p className="font-bold">{formatPrice(toCents(a.price))}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-slate-800">
        {richText(t.raw('accessoriesCall') as string, {
          phone: (
            <PhoneLink className="text-brand-700 inline-flex min-h-11 items-center font-semibold underline" />
          ),
        })}
      </p>
    </section>
  );
}
