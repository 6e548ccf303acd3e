import type {
  InputHTMLAttributes,
  LabelHTMLAttributes,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { classNames } from './class-names';
import { control, Input } from './input';

export { Input };

/** A form label; `required` adds the asterisk (hidden from screen readers, which hear the field's own state). */
export function Label({
  required,
  className,
  children,
  ...props
}: LabelHTMLAttributes<HTMLLabelElement> & { required?: boolean }) {
  return (
    <label className={classNames('mb-1 block text-sm font-semibold text-slate-800', className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden className="text-red-700">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={classNames(control, className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={classNames(control, className)} {...props} />;
}

/**
 * How many characters are left in a field a person writes freely (a limit of 50 or more; a ZIP code's limit
 * needs no count), shown once it is within a fifth of its limit or 10 characters.
 */
export function LengthCount({
  id,
  length,
  max,
  words = { left: '{count} characters left', reached: 'Limit reached: {count} characters' },
}: {
  id: string;
  length: number;
  max: number;
  /** In the page's language, with `{count}` filled in here. */
  words?: CountWords;
}) {
  if (!showsCount(length, max)) return null;
  return (
    <p id={id} aria-live="polite" className="mt-1 text-sm text-slate-700">
      {(length >= max ? words.reached : words.left).replace(
        '{count}',
        String(length >= max ? max : max - length),
      )}
    </p>
  );
}

export type CountWords = { left: string; reached: string };

/** Whether a field of this limit and length shows its count (for aria-describedby). */
export function showsCount(length: number, max: number | undefined): boolean {
  return max !== undefined && max >= 50 && length >= max - Math.max(10, Math.round(max / 5));
}

/**
 * A labelled input with an optional, non-blocking hint and, once Place Order has found it wanting, an error
 * message; both are announced with the field. A field with a limit and a value says how much room is left
 * once it nears the limit.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: {
  id: string;
  label: string;
  hint?: string | null;
  error?: string | null;
} & InputHTMLAttributes<HTMLInputElement>) {
  const length = typeof input.value === 'string' ? input.value.length : 0;
  const counted = showsCount(length, input.maxLength);
  const describedBy = [
    error ? `${id}-error` : null,
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
