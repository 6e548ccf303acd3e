import type { TextareaHTMLAttributes } from 'react';
import { classNames } from './class-names';
import { control } from './input';

/** A text area, drawn like every text control. */
export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={classNames(control, className)} {...props} />;
}
