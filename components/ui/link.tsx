// eslint-disable-next-line no-restricted-imports -- the one place links are built on next/link
import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The store's link: a client-side navigation that fetches the page's data (`index.txt`, about 10 KB gzipped)
 * when it is followed, and nothing before. A phone on a metered plan downloads only the pages the shopper
 * opens, and the export carries no per-segment prefetch files (`scripts/prune-export.mjs` removes them).
 */
export function Link(props: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  return <NextLink {...props} prefetch={false} />;
}
