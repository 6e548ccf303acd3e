import type { Metadata } from 'next';
import { Heart } from '@/components/ui/icons';
import { site } from '@/data/site';
import { pageMetadata } from '@/lib/domain/seo';
import { IconSprite } from '@/components/ui/sprite-icons';
import { SavedList } from '@/components/saved/saved-list';

export const metadata: Metadata = pageMetadata({
  title: 'Saved Products',
  description: `The products you saved on this device at ${site.name}, to compare, call about or add to your cart later.`,
  path: '/saved/',
  index: false,
});

export default function SavedPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">Saved Products</h1>
      <p className="mt-2 text-lg text-slate-700">
        Kept on this device only: nothing is sent to us until you order.
      </p>
      {/* A screen tall whatever the list holds, so the footer starts below the first screen and does not move
          when the saved products are read. */}
      <div className="mt-6 min-h-svh">
        <IconSprite names={['cart']} />
        <SavedList emptyIcon={<Heart aria-hidden className="mx-auto size-12 text-slate-400" />} />
      </div>
    </div>
  );
}
