import { useTranslations } from 'next-intl';
import { Award, Headset, ShieldCheck, Truck } from '@/components/ui/icons';
import { facts } from '@/data/facts';

export function Features() {
  const t = useTranslations('Home');
  const features = [
    { Icon: ShieldCheck, title: t('feature1Title'), description: t('feature1') },
    { Icon: Truck, title: t('feature2Title'), description: t('feature2', facts.handlingDays) },
    { Icon: Headset, title: t('feature3Title'), description: t('feature3') },
    { Icon: Award, title: t('feature4Title'), description: t('feature4') },
  ];
  return (
    <section aria-labelledby="why-us" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="why-us" className="text-center text-3xl font-bold">
        {t('whyUs')}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ Icon, title, description }) => (
          <li key={title} className="rounded-xl border border-slate-200 p-6 text-center">
            <Icon aria-hidden className="text-brand-600 mx-auto size-10" />
            <h3 className="mt-3 text-lg font-bold">{title}</h3>
            <p className="mt-2 text-slate-700">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
