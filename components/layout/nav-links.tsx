'use client';

import { RouteLink } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import type { NavItem } from '@/data/navigation';

/**
 * A menu's links, the one for the page in hand (or the section it is in) marked as current; outside the phone's
 * menu (`inMenu={false}`), without the links only the menu shows.
 */
export function NavLinks({
  items,
  inMenu = true,
  className,
  linkClassName,
}: {
  items: readonly NavItem[];
  inMenu?: boolean;
  className?: string;
  linkClassName?: string;
}) {
  const pathname = usePathname();
  const normalized = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return (
    <ul className={className}>
      {items
        .filter((item) => inMenu || !item.menuOnly)
        .map((item) => {
          const current = item.home ? normalized === item.path : normalized.startsWith(item.path);
          return (
            <li key={item.href}>
              <RouteLink
                href={item.href}
                hrefLang={item.hrefLang}
                className={linkClassName}
                aria-current={current ? 'page' : undefined}
              >
                {item.label}
              </RouteLink>
            </li>
          );
        })}
    </ul>
  );
}
