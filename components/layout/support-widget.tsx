'use client';

import { useEffect, useState } from 'react';
import { Headset, MessageCircle, Package, Phone, X } from 'lucide-react';
import { site } from '@/data/site';
import { showLiveChatToast, showOrderTrackingToast } from './support-actions';
import { useSomethingKeptClear } from './use-keep-clear';

export function SupportWidget() {
  const [open, setOpen] = useState(false);
  // Out of the way while the checkout buttons are under it.
  const tucked = useSomethingKeptClear();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const item =
    'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left font-medium text-slate-800 hover:bg-slate-100';
  return (
    <div
      className={`fixed right-4 bottom-4 z-30 flex flex-col items-end gap-2 transition-opacity ${tucked && !open ? 'pointer-events-none invisible opacity-0' : ''}`}
    >
      {open ? (
        <div
          id="support-panel"
          role="region"
          aria-label="Support options"
          className="w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <a className={item} href={site.phoneHref}>
            <Phone aria-hidden className="text-brand-600 size-5" />
            Call {site.phone}
          </a>
          <button type="button" className={item} onClick={showLiveChatToast}>
            <MessageCircle aria-hidden className="text-brand-600 size-5" />
            Live Chat
          </button>
          <button type="button" className={item} onClick={showOrderTrackingToast}>
            <Package aria-hidden className="text-brand-600 size-5" />
            Track Order
          </button>
        </div>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls="support-panel"
        onClick={() => setOpen((o) => !o)}
        className="bg-brand-600 hover:bg-brand-700 inline-flex min-h-12 items-center gap-2 rounded-full px-4 font-semibold text-white shadow-lg"
      >
        {open ? <X aria-hidden className="size-5" /> : <Headset aria-hidden className="size-5" />}
        {open ? 'Close help' : 'Need help?'}
      </button>
    </div>
  );
}
