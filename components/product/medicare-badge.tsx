import type { ReactNode } from 'react';

export function MedicareBadge({
  label = 'Medicare Eligible',
  className = '',
  icon,
}: {
  label?: string;
  className?: string;
  /** The shield, drawn by the caller: a product card passes the listing's shared drawing of it. */
  icon: ReactNode;
}) {
  return (
    <span className={`medicare-badge ${className}`}>
      {icon}
      {label}
    </span>
  );
}
