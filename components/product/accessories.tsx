import type { Accessory } from '@/lib/catalog';
import { formatPrice, toCents } from '@/lib/money';
import { AccessoryButton } from './accessory-button';

export function Accessories({ accessories }: { accessories: readonly Accessory[] }) {
  if (accessories.length === 0) return null;
  return (
    <section aria-labelledby="accessories" className="mt-12">
      <h2 id="accessories" className="text-2xl font-bold">
        Recommended Accessories
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {accessories.map((a) => (
          <li key={a.name} className="flex items-center gap-4 rounded-xl border border-slate-200 p-4">
            <div className="flex-1">
              <p className="font-semibold">{a.name}</p>
              <p className="text-sm text-slate-700">{a.image}</p>
              <p className="font-bold">{formatPrice(toCents(a.price))}</p>
            </div>
            <AccessoryButton name={a.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
