import type { LabelHTMLAttributes } from 'react';
import { classNames } from './class-names';

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
