import { hasSpanish, langIfOther, localizedHref, localizedRoute, routeOf } from './locale';
import { alternatesOf } from './seo';

describe('the store’s two languages', () => {
  it('finds the language and the route of an address, English at the root and Spanish under /es/', () => {
    expect(routeOf('/')).toEqual({ locale: 'en', path: '/' });
    expect(routeOf('/es/')).toEqual({ locale: 'es', path: '/' });
    expect(routeOf('/es')).toEqual({ locale: 'es', path: '/' });
    expect(routeOf('/es/language-assistance/')).toEqual({ locale: 'es', path: '/language-assistance/' });
    // A route that merely starts with the letters is English.
    expect(routeOf('/escalator/')).toEqual({ locale: 'en', path: '/escalator/' });
  });

  it('links a Spanish reader to the Spanish page where there is one, else to the English page, marked English', () => {
    expect(hasSpanish('/language-assistance/')).toBe(true);
    expect(hasSpanish('/contact/?topic=medicare')).toBe(true);
    expect(localizedHref('es', '/')).toEqual({ href: '/es/' });
    expect(localizedHref('es', '/contact/')).toEqual({ href: '/es/contact/' });
    // A page written in English only (none is, today) is linked in English, and the link says so.
    expect(hasSpanish('/careers/')).toBe(false);
    expect(localizedHref('es', '/careers/')).toEqual({ href: '/careers/', hrefLang: 'en-US' });
    expect(localizedHref('en', '/contact/')).toEqual({ href: '/contact/' });
    expect(localizedHref('es', 'tel:+17185550142')).toEqual({ href: 'tel:+17185550142' });
    expect(localizedRoute('es', '/language-assistance/')).toBe('/es/language-assistance/');
    expect(localizedRoute('en', '/language-assistance/')).toBe('/language-assistance/');
  });

  it('names a bilingual page’s twins both ways with English as the default, and a page in one language alone', () => {
    const site = 'http://localhost:3000';
    const twins = {
      'en-US': `${site}/language-assistance/`,
      'es-US': `${site}/es/language-assistance/`,
      'x-default': `${site}/language-assistance/`,
    };
    expect(alternatesOf('/language-assistance/', 'es')).toEqual({
      canonical: `${site}/es/language-assistance/`,
      languages: twins,
    });
    expect(alternatesOf('/language-assistance/', 'en')).toEqual({
      canonical: `${site}/language-assistance/`,
      languages: twins,
    });
    expect(alternatesOf('/careers/', 'en')).toEqual({ canonical: `${site}/careers/` });
  });

  it('marks text in another language than the page’s, and only that', () => {
    expect(langIfOther('en', 'es')).toBe('en');
    expect(langIfOther('es', 'en')).toBe('es');
    expect(langIfOther('es', 'es')).toBeUndefined();
    expect(langIfOther('en', 'en')).toBeUndefined();
  });
});
