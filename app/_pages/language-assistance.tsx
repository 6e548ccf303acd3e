import { facts } from '@/data/facts';
import { languageTaglines } from '@/data/language-taglines';
import { PhoneLink } from '@/components/ui/phone-link';
import { richText } from '@/components/ui/rich-text';

/** What the language-assistance notice says in both languages (app/(en)/ and app/es/language-assistance/). */
export const ocr = {
  portal: 'https://ocrportal.hhs.gov/ocr/portal/lobby.jsf',
  forms: 'https://www.hhs.gov/ocr/complaints/index.html',
  phone: '1-800-368-1019',
  tdd: '1-800-537-7697',
  mail: 'U.S. Department of Health and Human Services, 200 Independence Avenue SW, Room 509F, HHH Building, Washington, DC 20201',
};
// The e-mail address and the complaint portal break where they must on a 320 px screen.
export const link = 'text-brand-700 font-semibold underline [overflow-wrap:anywhere]';
const a = facts.address;
export const address = `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;

/** The one-line tagline in each of the 15 languages, each marked with its language and direction. */
export function Taglines() {
  return (
    <ul className="space-y-3">
      {languageTaglines.map((t) => (
        <li key={t.lang} lang={t.lang} dir={t.dir} className="rounded-lg border border-slate-200 p-3">
          <span className="block text-sm font-semibold text-slate-700">{t.language}</span>
          {richText(t.text, { phone: <PhoneLink className={link} dir="ltr" /> })}
        </li>
      ))}
    </ul>
  );
}
