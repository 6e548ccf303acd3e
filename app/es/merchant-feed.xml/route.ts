import { getTranslations } from 'next-intl/server';
import { getCategories, getProducts } from '@/lib/build/catalog';
import { merchantFeedXml } from '@/lib/build/merchant-feed';

export const dynamic = 'force-static';

/** The product feed in Spanish for Google Merchant Center, each item linking its Spanish page. */
export async function GET() {
  const t = await getTranslations({ locale: 'es', namespace: 'Home' });
  return new Response(merchantFeedXml(getProducts(), getCategories(), 'es', t('lead')), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
