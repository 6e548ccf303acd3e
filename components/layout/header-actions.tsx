'use client';

import { useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import type { NavItem } from '@/data/navigation';
import { NavLinks } from './nav-links';

/** Icons drawn by the server header, so no icon code ships to the browser. */
interface HeaderIcons {
  search: ReactNode;
  menu: ReactNode;
  close: ReactNode;
}

/**
 * The interactive part of the header: search toggle, cart badge and the mobile menu. The cart button and both
 * search forms come rendered from the header.
 */
export function HeaderActions({
  nav,
  labels,
  icons,
  cart,
  headerSearch,
  menuSearch,
  children,
}: {
  nav: readonly NavItem[];
  labels: { search: string; openMenu: string; closeMenu: string; mobileNav: string };
  icons: HeaderIcons;
  cart: ReactNode;
  headerSearch: ReactNode;
  menuSearch: ReactNode;
  children: ReactNode;
}) {
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const iconButton = 'grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100';

  // Escape closes what is open, and focus goes back to the button that opened it.
  useEffect(() => {
    if (!searchOpen && !menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (menuOpen) {
        setMenuOpen(false);
        menuButton.current?.focus();
      } else {
        setSearchOpen(false);
        searchButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [searchOpen, menuOpen]);

  // The header stays on screen while a link or a search is followed in place: what it had open closes as she goes.
  const closeOnSearch = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && String(new FormData(form).get('search') ?? '').trim()) {
      setSearchOpen(false);
      setMenuOpen(false);
    }
  };
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setMenuOpen(false);
  };

  return (
    <>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-1.5">
        {children}
        <div className="flex items-center gap-1">
          <button
            ref={searchButton}
            type="button"
            className={iconButton}
            aria-label={labels.search}
            data-needs-js
            aria-expanded={searchOpen}
            aria-controls="header-search"
            onClick={() => setSearchOpen((open) => !open)}
          >
            {icons.search}
          </button>
          {cart}
          <button
            ref={menuButton}
            type="button"
            className={`${iconButton} xl:hidden`}
            data-needs-js
            aria-label={menuOpen ? labels.closeMenu : labels.openMenu}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? icons.close : icons.menu}
          </button>
        </div>
      </div>
      {searchOpen ? (
        <div id="header-search" className="border-t border-slate-200 bg-slate-50" onSubmit={closeOnSearch}>
          <div className="mx-auto max-w-3xl px-4 py-3">{headerSearch}</div>
        </div>
      ) : null}
      {menuOpen ? (
        <div
          id="mobile-menu"
          className="border-t border-slate-200 bg-white xl:hidden"
          onSubmit={closeOnSearch}
          onClick={closeOnLink}
        >
          <div className="mx-auto max-w-7xl space-y-3 px-4 py-3">
            {menuSearch}
            <nav aria-label={labels.mobileNav}>
              <NavLinks
                items={nav}
                className="grid gap-1"
                linkClassName="block min-h-11 rounded-md px-3 py-2.5 font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
              />
            </nav>
          </div>
        </div>
      ) : null}
    </>
  );
}
