'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

type TabId = 'description' | 'specifications' | 'medicare' | 'reviews';

/**
 * ARIA tabs: arrow keys, Home and End move between tabs; every panel is in the HTML for search engines. The tabs
 * come named in the page's language, the first open. Without JavaScript the tabs cannot switch, so the tab list is
 * hidden and every panel shows under its own heading (the frame's <noscript> style, components/layout/site-frame.tsx).
 */
export function ProductTabs({
  label,
  tabs,
  panels,
}: {
  label: string;
  tabs: readonly { id: TabId; label: string }[];
  panels: Record<TabId, ReactNode>;
}) {
  const [active, setActive] = useState<TabId>('description');
  const refs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    setActive(tab.id);
    refs.current[tab.id]?.focus();
  }

  return (
    <section className="mt-12" aria-labelledby="product-information">
      <h2 id="product-information" className="sr-only">
        {label}
      </h2>
      <div
        role="tablist"
        aria-label={label}
        data-needs-js
        className="flex flex-wrap border-b border-slate-300"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[tab.id] = el;
            }}
            id={`tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={active === tab.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={() => setActive(tab.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className="product-tab"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`tab-${tab.id}`}
          tabIndex={0}
          // A class, not the `hidden` attribute: the stylesheet's base layer hides that with an !important the
          // <noscript> style could not undo.
          className={`py-6 text-slate-800 ${active === tab.id ? '' : 'hidden'}`}
        >
          <h3 data-without-js className="mb-3 hidden text-xl font-bold">
            {tab.label}
          </h3>
          {panels[tab.id]}
        </div>
      ))}
    </section>
  );
}
