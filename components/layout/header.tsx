import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { Mail, Menu, Phone, Search, ShieldCheck, ShoppingCart, X } from '@/components/ui/icons';
import { menuNav, type NavItem } from '@/data/navigation';
import { site } from '@/data/site';
import { facts } from '@/data/facts';
import { localizedHref, localizedRoute, type Locale } from '@/lib/domain/locale';
import { HeaderActions } from './header-actions';
import { CartButton } from './cart-button';
import { LanguageSwitch } from './language-switch';
import { NavLinks } from './nav-links';
import { SearchForm } from './search-form';
import { MAX_SEARCH_LENGTH } from '@/lib/domain/field-limits';

const searchIcon = <Search aria-hidden className="size-5" />;

export function Header({ locale }: { locale: Locale }) {
  const t = useTranslations('Frame');
  const nav = useTranslations('Nav');
  const menu: NavItem[] = menuNav.map((item) => ({
    ...localizedHref(locale, item.href),
    path: localizedRoute(locale, item.href),
    home: item.href === '/',
    label: nav(item.key),
    ...('menuOnly' in item ? { menuOnly: item.menuOnly } : {}),
  }));
  const search = {
    label: t('searchLabel'),
    placeholder: t('searchPlaceholder'),
    submit: t('submitSearch'),
    button: t('search'),
    required: t('searchRequired'),
    requiredText: t('searchRequiredText'),
  };
  return (
    // The contact bar scrolls away; only the bar with the logo, search, cart and menu stays (under 64 px).
    // The header sticks at minus the contact bar's height: two rows of 44 px on phones, one above.
    <header className="sticky -top-22 z-40 border-b border-slate-200 bg-white sm:-top-11 print:hidden">
      <div className="bg-brand-800 text-sm text-white">
        <div className="contact-row">
          <div className="flex h-11 items-center gap-x-2">
            <a href={facts.phoneHref} className="inline-flex h-11 items-center gap-1.5 hover:underline">
              <Phone aria-hidden className="size-4" />
              {facts.phone}
            </a>
            <a
              href={`mailto:${facts.email}`}
              aria-label={t('emailLabel', { email: facts.email })}
              className="inline-flex h-11 min-w-11 items-center justify-center gap-1.5 hover:underline"
            >
              <Mail aria-hidden className="size-4" />
              <span aria-hidden className="hidden sm:inline">
                {facts.email}
              </span>
            </a>
          </div>
          <div className="flex h-11 items-center gap-x-4">
            <Link
              href="/medicare-info/"
              locale={locale}
              className="inline-flex h-11 items-center gap-1.5 font-semibold hover:underline"
            >
              <ShieldCheck aria-hidden className="size-4" />
              {t('medicareAccepted')}
            </Link>
            <LanguageSwitch locale={locale} label={t('languageSwitch')} offer={t('languageOther')} />
          </div>
        </div>
      </div>
      <HeaderActions
        nav={menu}
        labels={{
          search: t('search'),
          openMenu: t('openMenu'),
          closeMenu: t('closeMenu'),
          mobileNav: t('mobileNav'),
        }}
        icons={{
          search: <Search aria-hidden className="size-6" />,
          menu: <Menu aria-hidden className="size-6" />,
          close: <X aria-hidden className="size-6" />,
        }}
        cart={
          <CartButton
            icon={<ShoppingCart aria-hidden className="size-6" />}
            href={localizedHref(locale, '/checkout/').href}
            labels={{ empty: t('cart'), one: t('cartOne'), many: t('cartMany') }}
          />
        }
        headerSearch={
          <SearchForm
            id="header-search-input"
            autoFocus
            icon={searchIcon}
            action={localizedHref(locale, '/products/').href}
            maxLength={MAX_SEARCH_LENGTH}
            labels={search}
          />
        }
        menuSearch={
          <SearchForm
            id="mobile-search-input"
            icon={searchIcon}
            action={localizedHref(locale, '/products/').href}
            maxLength={MAX_SEARCH_LENGTH}
            labels={search}
          />
        }
      >
        <Link href="/" locale={locale} className="logo-link">
          <span aria-hidden className="logo-mark">
            +
          </span>
          <span>{site.name}</span>
        </Link>
        <nav aria-label={t('mainNav')} className="hidden xl:block">
          <NavLinks
            items={menu}
            inMenu={false}
            className="flex items-center gap-1"
            linkClassName="main-nav-link"
          />
        </nav>
      </HeaderActions>
      {/* Without JavaScript the menu button cannot open; the same links are shown as a row instead. */}
      <div>
        <noscript>
          <nav aria-label={t('mobileNav')} className="border-t border-slate-200 xl:hidden">
            <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-1 px-2 py-1">
              {menu.map((item) => (
                <li key={item.href}>
                  <a href={item.href} hrefLang={item.hrefLang} className="nav-row-link">
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </noscript>
      </div>
    </header>
  );
}
