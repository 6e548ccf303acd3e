import { Link } from '@/components/ui/link';
import { Phone } from 'lucide-react';
import { facts } from '@/data/facts';
import { buttonClass } from '@/components/ui/styles';

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
          <a href={facts.phoneHref} className={buttonClass('light', 'lg')}>
            <Phone aria-hidden className="size-5" />
            Call {facts.phone}
          </a>
          <Link href="/contact/" className={`${buttonClass('primary', 'lg')} border-2 border-white`}>
            Contact Us Online
          </Link>
        </div>
      </div>
    </section>
  );
}
