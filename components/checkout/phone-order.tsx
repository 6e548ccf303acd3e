import { Phone } from '@/components/ui/icons';
import { richText } from '@/components/ui/rich-text';
import { contact } from '@/data/contact';
import { useCheckoutWords } from './checkout-words';

/** A site built without an intake (INTAKE_URL unset) takes orders by phone: nothing is sent or confirmed. */
export function PhoneOrder() {
  const { words } = useCheckoutWords();
  const phone = (
    <a
      href={contact.phoneHref}
      className="text-brand-700 inline-flex items-center gap-1 font-semibold underline"
    >
      <Phone aria-hidden className="size-4" />
      {contact.phone}
    </a>
  );
  return (
    <div className="rounded-xl border-2 border-amber-300 bg-amber-50 p-5">
      <p className="text-lg font-semibold">{words.phoneTitle}</p>
      <p className="mt-2 text-slate-800">{richText(words.phoneText, { phone })}</p>
    </div>
  );
}
