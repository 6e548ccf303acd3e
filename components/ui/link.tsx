import type { ComponentProps } from 'react';
import { assetPath } from '@/lib/domain/paths';

/**
 * The store's link to one of its own pages, under the deployment's base path. Every page is exported as HTML
 * with its styles inline, so following a link loads that page whole from the bucket: no client router ships with
 * every page, and a shopper who lands from a search downloads only what the page in hand needs.
 */
export function Link({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return <a href={assetPath(href)} {...props} />;
}
