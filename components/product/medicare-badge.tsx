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
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-sm font-semibold text-emerald-900 ${className}`}
    >
      {icon}
      {label}
    </span>
  );
}
