'use client';

import { usePathname } from 'next/navigation';
import type { NavItem } from '@/data/navigation';

/** A menu's links, the one for the page in hand (or the section it is in) marked as current. */
export function NavLinks({
  items,
  className,
  linkClassName,
}: {
  items: readonly NavItem[];
  className?: string;
  linkClassName?: string;
}) {
  const pathname = usePathname();
  const normalized = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return (
    <ul className={className}>
      {items.map((item) => {
        const current = item.home ? normalized === item.path : normalized.startsWith(item.path);
        return (
          <li key={item.href}>
            <a
              href={item.href}
              hrefLang={item.hrefLang}
              className={linkClassName}
              aria-current={current ? 'page' : undefined}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
