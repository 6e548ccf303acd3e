import type { ReactNode } from 'react';
import { formatPrice, type Cents } from '@/lib/domain/money';

/**
 * A price as the store shows it: the price, and when the product cost more before, that price struck through
 * (read as "Was $1,199") followed by `children`, the saving in the page's words.
 */
export function Price({
  price,
  was,
  className,
  wasClassName = 'text-slate-600',
  wasWord = 'Was ',
  children,
}: {
  price: Cents;
  was?: Cents;
  className: string;
  wasClassName?: string;
  /** What a screen reader says before the old price, in the page's language. */
  wasWord?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <span className={className}>{formatPrice(price)}</span>
      {was !== undefined && was > price ? (
        <>
          <s className={wasClassName}>
            <span className="sr-only">{wasWord}</span>
            {formatPrice(was)}
          </s>
          {children}
        </>
      ) : null}
    </>
  );
}
