'use client';

import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { keptMarkup } from '@/lib/browser/kept-markup';

type Tag = 'div' | 'section' | 'footer' | 'nav' | 'ul' | 'ol' | 'dl' | 'p' | 'header' | 'aside';

/**
 * A part of a page no script changes (the footer, a product's description), drawn as `as` with its attributes.
 * The server draws `children`. The build then takes them out of the page's data for hydration, where they would
 * repeat the HTML (scripts/kept-markup.mjs), and names the part by a hash of its content: in the browser the part
 * has no children, and keeps the markup its HTML has (lib/browser/kept-markup.ts), hydrated as one element with
 * inner HTML. `part` names it until then, once in a page. Its children must be drawn by the server alone: the
 * build leaves a part whole (hydrated as usual) when they hold a client component.
 */
export function KeptMarkup({
  as = 'div',
  part,
  children,
  ...attributes
}: HTMLAttributes<HTMLElement> & { as?: Tag; part: string; children?: ReactNode }) {
  if (children !== undefined) return createElement(as, { ...attributes, 'data-kept': part }, children);
  return createElement(as, {
    ...attributes,
    'data-kept': part,
    dangerouslySetInnerHTML: { __html: keptMarkup(part) },
  });
}
