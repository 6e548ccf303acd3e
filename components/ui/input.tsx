import type { InputHTMLAttributes } from 'react';
import { classNames } from './class-names';

/** How every text control looks; the header's search, on every page, needs only this and `Input`. */
export const control =
  'block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 aria-invalid:border-red-700';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={classNames(control, className)} {...props} />;
}
