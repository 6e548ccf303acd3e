// Served by `next dev` only (pageExtensions in next.config.mjs): `npm run build` writes these files into the
// export itself (scripts/product-files.ts), from the same definitions, without Next's page generation.
import { productFileRoute, productFiles } from '@/lib/build/product-files';

export const dynamic = 'force-static';
export const dynamicParams = false;

const route = productFileRoute(productFiles.catalog);
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
