import type { SelectHTMLAttributes } from 'react';
import { classNames } from './class-names';
import { control } from './input';

/** A drop-down list, drawn like every text control. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={classNames(control, className)} {...props} />;
}
