'use client';

import { Minus, Plus } from 'lucide-react';

export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  label: string;
}) {
  const button =
    'grid size-11 place-items-center text-slate-800 hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-transparent';
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex items-center rounded-lg border border-slate-400"
    >
      <button
        type="button"
        className={`${button} rounded-l-lg`}
        aria-label="Decrease quantity"
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden className="size-5" />
      </button>
      <output aria-live="polite" className="w-10 text-center text-lg font-semibold">
        {value}
      </output>
      <button
        type="button"
        className={`${button} rounded-r-lg`}
        aria-label="Increase quantity"
        disabled={max !== undefined && value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden className="size-5" />
      </button>
    </div>
  );
}
