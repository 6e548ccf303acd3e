const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border-2 border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  light: 'bg-white text-brand-700 hover:bg-brand-50',
} as const;

const sizes = {
  sm: 'min-h-10 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-12 px-6 text-lg',
} as const;

export function buttonClass(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}

export const inputClass =
  'block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 aria-invalid:border-red-700';

export const labelClass = 'mb-1 block text-sm font-semibold text-slate-800';
