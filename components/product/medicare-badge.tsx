import { ShieldCheck } from 'lucide-react';

export function MedicareBadge({
  label = 'Medicare Eligible',
  className = '',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-sm font-semibold text-emerald-900 ${className}`}
    >
      <ShieldCheck aria-hidden className="size-4" />
      {label}
    </span>
  );
}
