import { Fragment, type ReactNode } from 'react';

/**
 * A message with some `{name}`s filled by elements (a figure in bold, the store's phone as a link), as the parts to
 * draw; a `{name}` with nothing given stays as written, as `fill` leaves it.
 */
export function richText(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/\{(\w+)\}/)
    .map((piece, i) =>
      i % 2 === 0 ? piece : <Fragment key={i}>{piece in values ? values[piece] : `{${piece}}`}</Fragment>,
    );
}
