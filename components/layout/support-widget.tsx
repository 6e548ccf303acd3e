import { Headset, Mail, Package, X } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { facts } from '@/data/facts';
import { SupportBand } from './support-band';
import { SpriteIcon } from '@/components/ui/sprite-icon';

const item =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left font-medium text-slate-800 hover:bg-slate-100';

/** The help button at the foot of every page, and the panel it opens: call, e-mail or track an order. */
export function SupportWidget() {
  return (
    <SupportBand
      call={
        <a
          className="text-brand-700 flex min-h-11 items-center gap-2 font-semibold whitespace-nowrap hover:underline"
          href={facts.phoneHref}
        >
          <SpriteIcon name="phone" className="size-5 shrink-0" />
          <span>
            <span className="max-sm:sr-only">Call </span>
            {facts.phone}
          </span>
        </a>
      }
      panel={
        <>
          <a className={item} href={facts.phoneHref}>
            <SpriteIcon name="phone" className="text-brand-600 size-5" />
            Call {facts.phone}
          </a>
          <a className={item} href={`mailto:${facts.email}`}>
            <Mail aria-hidden className="text-brand-600 size-5" />
            E-mail us
          </a>
          <Link className={item} href="/track-order/">
            <Package aria-hidden className="text-brand-600 size-5" />
            Track Order
          </Link>
        </>
      }
      openIcon={<Headset aria-hidden className="size-5" />}
      closeIcon={<X aria-hidden className="size-5" />}
    />
  );
}
