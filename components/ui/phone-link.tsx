import type { AnchorHTMLAttributes } from 'react';
import { contact } from '@/data/contact';

/**
 * The store's phone number as a link that dials it, the way every page's text names it (a place that needs it
 * otherwise, such as a larger target, gives its own class).
 */
export function PhoneLink({
  className = 'text-brand-700 font-semibold underline',
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'>) {
  return (
    <a href={contact.phoneHref} className={className} {...props}>
      {contact.phone}
    </a>
  );
}
