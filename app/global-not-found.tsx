import type { Metadata } from 'next';
import { site } from '@/data/site';
import { pageMetadata } from '@/lib/domain/seo';
import { NotFoundRedirect } from '@/components/layout/not-found-redirect';
import { ButtonLink } from '@/components/ui/button';
import { SiteFrame } from '@/components/layout/site-frame';
import { frameProps } from '@/lib/build/site-layout';
import './globals.css';

export const metadata: Metadata = pageMetadata({
  title: 'Page Not Found',
  description: `That page is not in our store. ${site.name} sells CPAP, oxygen, mobility and patient-care equipment.`,
  index: false,
});

/**
 * The bucket serves this page (with status 404) for any path that was not exported. The shopper is sent on:
 * an unknown product id to the first product, anything else to the home page.
 */
export default function NotFound() {
  // Outside both languages' layouts, so it draws its own document, in English.
  return (
    <SiteFrame {...frameProps('en')}>
      <div className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">Taking you to our store…</h1>
        <p className="mt-3 text-lg text-slate-700">We couldn’t find that page.</p>
        <NotFoundRedirect />
        <ButtonLink locale="en" href="/" size="lg" className="mt-8">
          Go to the home page
        </ButtonLink>
      </div>
    </SiteFrame>
  );
}
