import type { IconNode } from 'lucide';
import { createElement } from 'react';

/**
 * An icon's shapes (paths, circles, lines) from lucide's data, without the `<svg>` around them. Drawn afresh each
 * time: elements shared between two places would be written once in the page's data and referred to from the
 * other, which ties a part the browser keeps as HTML (KeptMarkup) to the rest. A module of its own, so a client
 * component can draw one icon without the server's whole set (icons.tsx).
 */
export const shapes = (node: IconNode) =>
  node.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }));
