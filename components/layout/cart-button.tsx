'use client';

import { RouteLink } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { selectItemCount, useCartStore } from '@/store/cart-store';

/** The header's cart link with its count; the icon comes drawn from the server. */
export function CartButton({
  icon,
  href,
  labels,
}: {
  icon: ReactNode;
  /** The checkout, in the page's language, under the base path. */
  href: string;
  /** The link's name: empty, one item, and `{count}` items. */
  labels: { empty: string; one: string; many: string };
}) {
  const count = useCartStore(selectItemCount);
  const hydrated = useCartStore((s) => s.hydrated);
  const shown = hydrated && count > 0;
  return (
    <RouteLink
      href={href}
      className="relative grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
      aria-label={
        shown ? (count === 1 ? labels.one : labels.many.replace('{count}', String(count))) : labels.empty
      }
    >
      {icon}
      {shown ? (
        <span
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </RouteLink>
  );
}
