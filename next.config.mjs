import { availableParallelism } from 'node:os';
import createNextIntlPlugin from 'next-intl/plugin';

// Static export that works from any bucket: S3 website hosting, GitHub Pages, Netlify or a sub-path.
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

if (process.env.INTAKE_URL && !process.env.ORDER_PUBLIC_KEY)
  throw new Error(
    'INTAKE_URL is set but ORDER_PUBLIC_KEY is not: Medicare details could not be sealed. Run `npm run intake:keys` and build with its public key.',
  );

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  basePath: basePath || undefined,
  images: { unoptimized: true },
  env: {
    NEXT_PUBLIC_BASE_PATH: basePath,
    NEXT_PUBLIC_SITE_URL: siteUrl,
    // No third party runs unless the supplier names one.
    NEXT_PUBLIC_LEADID_SCRIPT_URL: process.env.LEADID_SCRIPT_URL ?? '',
    // The store's intake and the public key order details are sealed to; without an intake, orders by phone.
    NEXT_PUBLIC_INTAKE_URL: process.env.INTAKE_URL ?? '',
    NEXT_PUBLIC_ORDER_PUBLIC_KEY: process.env.ORDER_PUBLIC_KEY ?? '',
    // `stripe`: card orders are paid on Stripe's hosted page (the intake has the keys); else a specialist calls.
    NEXT_PUBLIC_ONLINE_PAYMENTS: process.env.ONLINE_PAYMENTS ?? '',
  },
  poweredByHeader: false,
  // `npm run build` (scripts/build.mjs) checks the types with TypeScript's native compiler before this runs, and the
  // end-to-end builds run beside `npm run check`, which checks them too: both say so, and Next's own check (about
  // 20 s at TypeScript 6's speed) is skipped. `next build` run by hand checks them itself.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  reactStrictMode: true,
  // Static generation on every core (Next leaves one idle by default): thousands of products build sooner.
  // The 404 page is its own document (app/global-not-found.tsx): drawn outside both languages' root layouts, its
  // code is not loaded by every page as a root not-found boundary would be.
  // No prefetch inlining: Next would otherwise gzip each segment of every page's data to weigh which to inline into
  // another's prefetch (about 4% of static generation), and the store's links fetch a page's data when pressed
  // (components/ui/link.tsx), not before.
  // BUILD_CACHE=off: Turbopack writes no cache into .next, for a build no later one reuses (writing it costs about a
  // fifth of a small build; scripts/build-variants.mjs). Otherwise a second build with the same settings compiles in
  // a fraction of the time.
  experimental: {
    cpus: availableParallelism(),
    // Each icon import brings its own icon only.
    optimizePackageImports: ['lucide-react'],
    globalNotFound: true,
    prefetchInlining: false,
    // INLINE_CSS=next: Next writes each page's whole stylesheet into its HTML instead of the critical CSS step's
    // rules the page uses (scripts/critical-css.mjs then only writes the Content-Security-Policy). Only for
    // measuring the two side by side (`npm run bench -- --css=next`); the store ships the critical CSS step.
    inlineCss: process.env.INLINE_CSS === 'next',
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== 'off',
  },
};

// Every page is rendered in its language at build time (lib/build/i18n-request.ts); no message reaches the browser
// but the ones a page's client islands are given as props.
const withNextIntl = createNextIntlPlugin('./lib/build/i18n-request.ts');

/** A build for publishing names its origin: every canonical URL, share card and sitemap entry carries it. */
export default function config(phase) {
  if (phase === 'phase-production-build' && !process.env.SITE_URL)
    throw new Error(
      'SITE_URL is not set: a build would publish http://localhost:3000 in every canonical URL, share card and the sitemap. Build with SITE_URL=https://your-store.example npm run build (npm start sets it to its own address).',
    );
  // `route.dev.ts` serves each product's price file and drawings under `next dev`; a build writes them itself
  // (scripts/product-files.ts): at 5,000 products, a minute or more sooner than through Next's page generation.
  if (phase === 'phase-development-server')
    return withNextIntl({ ...nextConfig, pageExtensions: ['dev.ts', 'tsx', 'ts', 'jsx', 'js'] });
  return withNextIntl(nextConfig);
}
