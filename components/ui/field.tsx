import type {
  InputHTMLAttributes,
  LabelHTMLAttributes,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { classNames } from './class-names';

const control =
  'block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 aria-invalid:border-red-700';

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

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={classNames(control, className)} {...props} />;
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={classNames(control, className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={classNames(control, className)} {...props} />;
}

/**
 * A labelled input with an optional, non-blocking hint and, once Place Order has found it wanting, an error
 * message; both are announced with the field.
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
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
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
