import { facts } from '@/data/facts';
import { ButtonLink } from '@/components/ui/button';
import { SpriteIcon } from '@/components/ui/sprite-icon';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta" className="bg-brand-800 py-14 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id="closing-cta" className="text-3xl font-bold">
          Not Sure What You Need?
        </h2>
        <p className="text-brand-50 mt-3 text-lg">
          Our equipment specialists check your Medicare coverage and help you choose, at no cost.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink href={facts.phoneHref} variant="light" size="lg">
            <SpriteIcon name="phone" className="size-5" />
            Call {facts.phone}
          </ButtonLink>
          <ButtonLink href="/contact/" size="lg" className="border-2 border-white">
            Contact Us Online
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
