'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import type { NavItem } from '@/data/navigation';

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
        const current = item.href === '/' ? normalized === '/' : normalized.startsWith(item.href);
        return (
          <li key={item.href}>
            <Link href={item.href} className={linkClassName} aria-current={current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
