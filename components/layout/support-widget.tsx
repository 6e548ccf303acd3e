'use client';

import { useEffect, useState } from 'react';
import { Headset, Mail, Package, Phone, X } from 'lucide-react';
import { Link } from '@/components/ui/link';

/** The help button at the foot of every page; the layout passes the phone number so the store's facts stay out of the bundle. */
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
    // A band across the foot of the window with the help button in its corner: opaque, so nothing shows half
    // covered beneath it, and the page leaves room for it (the footer's padding, and scroll-padding so a
    // focused control is never under it). Hidden at the top of a page, where the header's phone number is in
    // view (see globals.css).
    <div
      className="support-widget fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(15_23_42/0.08)] print:hidden"
      data-open={open}
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4">
        <a
          className="text-brand-700 flex min-h-11 items-center gap-2 font-semibold whitespace-nowrap hover:underline"
          href={phoneHref}
        >
          <Phone aria-hidden className="size-5 shrink-0" />
          <span>
            <span className="max-sm:sr-only">Call </span>
            {phone}
          </span>
        </a>
        {open ? (
          <div
            id="support-panel"
            role="region"
            aria-label="Support options"
            className="absolute right-4 bottom-full mb-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
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
          className="bg-brand-600 hover:bg-brand-700 flex h-12 shrink-0 items-center gap-2 rounded-full px-4 font-semibold whitespace-nowrap text-white shadow-md"
        >
          {open ? <X aria-hidden className="size-5" /> : <Headset aria-hidden className="size-5" />}
          {open ? (
            'Close help'
          ) : (
            <>
              <span className="max-[399px]:hidden">Need help?</span>
              <span className="min-[400px]:hidden">Help</span>
            </>
          )}
        </button>
      </div>
    </div>
  );
}
