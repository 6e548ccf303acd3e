// Static export that works from any bucket: S3 website hosting, GitHub Pages, Netlify or a sub-path.
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  basePath: basePath || undefined,
  images: { unoptimized: true },
  env: {
    NEXT_PUBLIC_BASE_PATH: basePath,
    NEXT_PUBLIC_SITE_URL: siteUrl,
    NEXT_PUBLIC_LEADID_SCRIPT_URL:
      process.env.LEADID_SCRIPT_URL ??
      'https://create.lidstatic.com/campaign/00000000-0000-0000-0000-000000000000.js?snippet_version=2',
  },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
