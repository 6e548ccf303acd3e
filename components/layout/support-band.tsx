'use client';

import { useEffect, useState, type ReactNode } from 'react';

/**
 * The band at the foot of the window and its help button, which shows and hides the support panel. Everything
 * inside comes rendered from the server (support-widget.tsx).
 */
export function SupportBand({
  labels,
  call,
  panel,
  openIcon,
  closeIcon,
}: {
  labels: { region: string; open: string; openShort: string; close: string; closeShort: string };
  call: ReactNode;
  panel: ReactNode;
  openIcon: ReactNode;
  closeIcon: ReactNode;
}) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

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
        {call}
        {open ? (
          <div
            id="support-panel"
            role="region"
            aria-label={labels.region}
            className="absolute right-4 bottom-full mb-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
          >
            {panel}
          </div>
        ) : null}
        <button
          type="button"
          aria-expanded={open}
          aria-controls="support-panel"
          aria-label={open ? labels.close : labels.open}
          onClick={() => setOpen((o) => !o)}
          className="bg-brand-600 hover:bg-brand-700 flex h-12 shrink-0 items-center gap-2 rounded-full px-4 font-semibold whitespace-nowrap text-white shadow-md"
        >
          {open ? closeIcon : openIcon}
          {/* On a narrow phone the short word, so the button fits beside the phone number; its name stays whole. */}
          {open ? (
            <>
              <span className="max-[399px]:hidden">{labels.close}</span>
              <span className="min-[400px]:hidden">{labels.closeShort}</span>
            </>
          ) : (
            <>
              <span className="max-[399px]:hidden">{labels.open}</span>
              <span className="min-[400px]:hidden">{labels.openShort}</span>
            </>
          )}
        </button>
      </div>
    </div>
  );
}
