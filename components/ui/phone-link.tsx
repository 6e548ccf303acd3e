import { facts } from '@/data/facts';

/** The store's phone number as a link that dials it, the way every page's text names it. */
export function PhoneLink() {
  return (
    <a href={facts.phoneHref} className="text-brand-700 font-semibold underline">
      {facts.phone}
    </a>
  );
}
