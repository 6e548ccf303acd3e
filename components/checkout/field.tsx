import type { InputHTMLAttributes } from 'react';
import { inputClass, labelClass } from '@/components/ui/styles';

/** A labelled input with an optional, non-blocking hint announced with it. */
export function Field({
  id,
  label,
  hint,
  className = '',
  ...input
}: { id: string; label: string; hint?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {input.required ? (
          <span aria-hidden className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input id={id} className={inputClass} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-amber-900">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
