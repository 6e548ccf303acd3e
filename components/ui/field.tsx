import type { InputHTMLAttributes } from 'react';
import { Input } from './input';
import { Label } from './label';
import { LengthCount, showsCount } from './length-count';

/**
 * A labelled input with optional help (what to type, shown before it is typed), an optional, non-blocking hint
 * and, once Place Order has found it wanting, an error message; all are announced with the field. A field with a limit and a value says how much room is left
 * once it nears the limit.
 */
export function Field({
  id,
  label,
  help,
  hint,
  error,
  className,
  ...input
}: {
  id: string;
  label: string;
  help?: string | null;
  hint?: string | null;
  error?: string | null;
} & InputHTMLAttributes<HTMLInputElement>) {
  const length = typeof input.value === 'string' ? input.value.length : 0;
  const counted = showsCount(length, input.maxLength);
  const describedBy = [
    error ? `${id}-error` : null,
    help ? `${id}-help` : null,
    hint ? `${id}-hint` : null,
    counted ? `${id}-count` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <Label htmlFor={id} required={input.required}>
        {label}
      </Label>
      {help ? (
        <p id={`${id}-help`} className="text-sm text-slate-700">
          {help}
        </p>
      ) : null}
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      <FieldMessages id={id} hint={hint} error={error} />
      {counted ? <LengthCount id={`${id}-count`} length={length} max={input.maxLength!} /> : null}
    </div>
  );
}

export function FieldMessages({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: string | null;
  error?: string | null;
}) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-amber-900">
          {hint}
        </p>
      ) : null}
    </>
  );
}
