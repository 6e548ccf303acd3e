import { Construction } from '@/components/ui/icons';
import { ButtonLink } from '@/components/ui/button';

export function UnderConstruction({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <Construction aria-hidden className="mx-auto size-14 text-amber-600" />
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">Under construction</p>
      <p className="mt-1 text-slate-700">This page is being written. For questions, call or e-mail us.</p>
      <ButtonLink locale="en" href="/" size="lg" className="mt-8">
        Go Back Home
      </ButtonLink>
    </div>
  );
}
