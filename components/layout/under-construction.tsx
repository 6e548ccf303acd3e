import { Construction } from '@/components/ui/icons';
import { ButtonLink } from '@/components/ui/button';
import type { Locale } from '@/lib/domain/locale';

const words = {
  en: {
    status: 'Under construction',
    note: 'This page is being written. For questions, call or e-mail us.',
    home: 'Go Back Home',
  },
  es: {
    status: 'En construcción',
    note: 'Estamos escribiendo esta página. Si tiene preguntas, llámenos o escríbanos.',
    home: 'Volver al inicio',
  },
} satisfies Record<Locale, Record<string, string>>;

export function UnderConstruction({ title, locale }: { title: string; locale: Locale }) {
  const w = words[locale];
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <Construction aria-hidden className="mx-auto size-14 text-amber-600" />
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">{w.status}</p>
      <p className="mt-1 text-slate-700">{w.note}</p>
      <ButtonLink locale={locale} href="/" size="lg" className="mt-8">
        {w.home}
      </ButtonLink>
    </div>
  );
}
