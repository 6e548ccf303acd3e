'use client';

import { useEffect, useState } from 'react';
import { Headset, Mail, Package, Phone, X } from 'lucide-react';
import { Link } from '@/components/ui/link';

/** The floating help button; the layout passes the phone number so the store's facts stay out of the bundle. */
export function SupportWidget({
  phone,
  phoneHref,
  email,
}: {
  phone: string;
  phoneHref: string;
  email: string;
}) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const item =
    'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left font-medium text-slate-800 hover:bg-slate-100';
  return (
    // Hidden at the top of a page, where the header's phone number is in view (see globals.css); the page's
    // end leaves room for it, and primary actions are laid out clear of its corner.
    <div
      className="support-widget fixed right-4 bottom-4 z-30 flex flex-col items-end gap-2 print:hidden"
      data-open={open}
    >
      {open ? (
        <div
          id="support-panel"
          role="region"
          aria-label="Support options"
          className="w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <a className={item} href={phoneHref}>
            <Phone aria-hidden className="text-brand-600 size-5" />
            Call {phone}
          </a>
          <a className={item} href={`mailto:${email}`}>
            <Mail aria-hidden className="text-brand-600 size-5" />
            E-mail us
          </a>
          <Link className={item} href="/track-order/" onClick={() => setOpen(false)}>
            <Package aria-hidden className="text-brand-600 size-5" />
            Track Order
          </Link>
        </div>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls="support-panel"
        aria-label={open ? 'Close help' : 'Need help?'}
        onClick={() => setOpen((o) => !o)}
        className="bg-brand-600 hover:bg-brand-700 flex size-14 flex-col items-center justify-center rounded-full text-xs leading-none font-semibold text-white shadow-lg"
      >
        {open ? <X aria-hidden className="size-6" /> : <Headset aria-hidden className="size-6" />}
        <span aria-hidden className="mt-0.5">
          {open ? 'Close' : 'Help'}
        </span>
      </button>
    </div>
  );
}
