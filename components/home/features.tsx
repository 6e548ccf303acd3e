import { Award, Headset, ShieldCheck, Truck, type Icon } from '@/components/ui/icons';
import { homeFeatures, type HomeFeatureIcon } from '@/data/home';

const icons: Record<HomeFeatureIcon, Icon> = {
  shield: ShieldCheck,
  truck: Truck,
  headset: Headset,
  badge: Award,
};

export function Features() {
  return (
    <section aria-labelledby="why-us" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="why-us" className="text-center text-3xl font-bold">
        Why Choose Us
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {homeFeatures.map((f) => {
          const Icon = icons[f.icon];
          return (
            <li key={f.title} className="rounded-xl border border-slate-200 p-6 text-center">
              <Icon aria-hidden className="text-brand-600 mx-auto size-10" />
              <h3 className="mt-3 text-lg font-bold">{f.title}</h3>
              <p className="mt-2 text-slate-700">{f.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
