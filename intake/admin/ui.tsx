import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

/** The back office's few building blocks, in the storefront's tokens. */

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 font-semibold disabled:cursor-not-allowed disabled:opacity-50';
const kinds = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

export function Button({
  kind = 'secondary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { kind?: keyof typeof kinds }) {
  return <button type={type} className={`${base} ${kinds[kind]} ${className}`} {...props} />;
}

const control =
  'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 focus:border-brand-600';

export function Field({
  id,
  label,
  hint,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: string }) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <input id={id} className={control} aria-describedby={hint ? `${id}-hint` : undefined} {...props} />
    </div>
  );
}

export function Choice({
  id,
  label,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <select id={id} className={control} {...props}>
        {children}
      </select>
    </div>
  );
}

/** A refusal or failure, said where it happened and announced. */
export function Problem({ children }: { children: ReactNode }) {
  return children ? (
    <p role="alert" className="rounded-lg border-2 border-red-300 bg-red-50 p-3 font-semibold text-red-900">
      {children}
    </p>
  ) : null;
}

export const linkClass = 'text-brand-700 font-semibold underline underline-offset-2';
