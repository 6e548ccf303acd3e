import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/paths';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [new URL(absoluteUrl('/checkout/')).pathname] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
