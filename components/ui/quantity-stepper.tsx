'use client';

import { useId, type ReactNode } from 'react';

export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label,
  maxReason,
  icons,
  words,
}: {
  /** The buttons' names in the page's language. */
  words: { decrease: string; increase: string };
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  label: string;
  /** Shown, and given to the plus button as its description, once the value reaches `max`. */
  maxReason?: string;
  /** The minus and plus, drawn by a server component so no icon code ships with the page. */
  icons: { decrease: ReactNode; increase: ReactNode };
}) {
  const atMax = max !== undefined && value >= max;
  const reasonId = useId();
  const stepper = (
    <div
      role="group"
      aria-label={label}
      className="inline-flex items-center rounded-lg border border-slate-400"
    >
      <button
        type="button"
        className="stepper-button rounded-l-lg"
        aria-label={words.decrease}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        {icons.decrease}
      </button>
      <output aria-live="polite" className="w-10 text-center text-lg font-semibold">
        {value}
      </output>
      <button
        type="button"
        className="stepper-button rounded-r-lg"
        aria-label={words.increase}
        // With a reason to give, the button stays focusable so the reason is heard.
        {...(atMax && maxReason
          ? { 'aria-disabled': true, 'aria-describedby': reasonId }
          : { disabled: atMax })}
        onClick={() => {
          if (!atMax) onChange(value + 1);
        }}
      >
        {icons.increase}
      </button>
    </div>
  );
  if (!maxReason) return stepper;
  return (
    <div className="inline-flex flex-col items-center">
      {stepper}
      {atMax ? (
        <p id={reasonId} className="mt-1 text-sm text-slate-700">
          {maxReason}
        </p>
      ) : null}
    </div>
  );
}
