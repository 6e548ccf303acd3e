import type { ComponentProps } from 'react';
import { classNames } from './class-names';
import type { Locale } from '@/lib/domain/locale';
import { Link } from './link';

// Each a class of its own (app/globals.css): the utilities written out on every button of a listing's 24 cards were
// about 4 KB of its page.
const base = 'btn';

const variants = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  light: 'btn-light',
} as const;

const sizes = {
  sm: 'min-h-10 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-12 px-6 text-lg',
} as const;

interface Look {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
}

const look = ({ variant = 'primary', size = 'md', className }: Look) =>
  classNames(base, variants[variant], sizes[size], className);

/** The store's button: primary (filled), secondary (outlined), ghost or light, in three sizes. */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: Look & ComponentProps<'button'>) {
  return <button type={type} className={look({ variant, size, className })} {...props} />;
}

/**
 * A link that looks like a `Button`: the store's own pages go through `Link`, under the base path; a phone number
 * or any other address is left as it is.
 */
export function ButtonLink({
  variant,
  size,
  className,
  href,
  locale,
  ...props
}: Look & Omit<ComponentProps<'a'>, 'href'> & { href: string; locale?: Locale }) {
  const classes = look({ variant, size, className });
  if (href.startsWith('/')) {
    // A page of the store's opens in the shopper's language, which the caller names.
    if (!locale) throw new Error(`ButtonLink to ${href} needs the page's locale`);
    return <Link href={href} locale={locale} className={classes} {...props} />;
  }
  return <a href={href} className={classes} {...props} />;
}
