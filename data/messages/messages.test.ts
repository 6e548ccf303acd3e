import englishPages from './en.json';
import spanishPages from './es.json';
import englishReviewForm from './review-form/en.json';
import spanishReviewForm from './review-form/es.json';

// The review form's words, loaded with the form, are checked with the rest.
const english = { ...englishPages, ReviewForm: englishReviewForm };
const spanish = { ...spanishPages, ReviewForm: spanishReviewForm };

/** Every key of a nested message object, as `Namespace.key`. */
function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The `{name}`s a message fills in. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the messages', () => {
  it('say in Spanish everything they say in English, and nothing else', () => {
    expect(keys(spanish).sort()).toEqual(keys(english).sort());
  });

  it('fill in the same figures and names in both languages', () => {
    const at = (messages: object, path: string) =>
      path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages) as string;
    const differing = keys(english).filter(
      (path) => placeholders(at(english, path)).join() !== placeholders(at(spanish, path)).join(),
    );
    expect(differing).toEqual([]);
  });

  it('are written for the reader: no Spanish message is left in English', () => {
    const at = (messages: object, path: string) =>
      path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages) as string;
    // Words that are the same in both languages: names, codes and the odd word Spanish shares.
    const same = new Set(['No', 'HCPCS {code}. ', 'Medicare', 'Total', 'Subtotal ({items})', 'ISO 13485']);
    // A message of figures and names alone ("{name}, {price}.") has no words to translate.
    const wordless = (text: string) => !/[A-Za-z]/.test(text.replace(/\{\w+\}/g, ''));
    const untranslated = keys(english).filter((path) => {
      const text = at(english, path);
      return text === at(spanish, path) && !same.has(text) && !wordless(text);
    });
    expect(untranslated).toEqual([]);
  });
});
