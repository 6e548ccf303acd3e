import { site } from '@/data/site';
import { facts } from '@/data/facts';
import { ButtonLink } from '@/components/ui/button';
import { SpriteIcon } from '@/components/ui/sprite-icon';

export function Hero() {
  return (
    <section className="from-brand-800 to-brand-600 bg-gradient-to-br text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <p className="text-brand-100 font-semibold">Medicare Part B Accepted</p>
        <h1 className="mt-2 max-w-3xl text-4xl leading-tight font-bold sm:text-5xl">
          Home Medical Equipment, Billed to Medicare for You
        </h1>
        <p className="text-brand-50 mt-4 max-w-2xl text-lg">
          CPAP machines, oxygen, wheelchairs, walkers, hospital beds and braces, delivered to your door. We
          handle the Medicare paperwork; you pay only your share.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href="/products/" variant="light" size="lg">
            Shop Equipment
          </ButtonLink>
          <ButtonLink href={facts.phoneHref} size="lg" className="border-2 border-white">
            <SpriteIcon name="phone" className="size-5" />
            Call {facts.phone}
          </ButtonLink>
        </div>
        <dl className="mt-10 grid max-w-xl grid-cols-3 gap-4">
          {site.claims.map((claim) => (
            <div key={claim.label}>
              <dt className="text-brand-100 text-sm">{claim.label}</dt>
              <dd className="order-first text-3xl font-bold">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
