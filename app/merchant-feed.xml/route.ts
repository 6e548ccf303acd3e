import { getCategories, getProducts } from '@/lib/build/catalog';
import { merchantFeedXml } from '@/lib/build/merchant-feed';

export const dynamic = 'force-static';

/** The product feed for Google Merchant Center, written at build time (see the README's "Deploying"). */
export function GET() {
  return new Response(merchantFeedXml(getProducts(), getCategories()), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
