'use client';

import { ChevronDown, ShieldCheck } from '@/components/ui/icons';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { countItems } from '@/lib/domain/cart';
import { type OrderLine, type OrderTotals } from '@/lib/domain/order-totals';
import { calculatorPath } from '@/lib/domain/paths';
import type { PartBDeductible } from '@/lib/domain/deductible';
import {
  calculatorBilling,
  scheduleTotal,
  type DeductibleAnswer,
  type PaymentSchedule,
} from '@/lib/domain/estimate';
import { answerNote } from '@/lib/domain/estimate-words';
import { useEstimateWords } from '@/components/medicare/estimate-words';
import { formatMoney } from '@/lib/domain/money';
import { fill } from '@/lib/domain/fill';
import { useCheckoutWords } from './checkout-words';

/**
 * What the shopper is paying for, line by line, and the totals. On phones the lines and the breakdown fold
 * away behind a button while the total stays in view; from `lg` up everything shows beside the step.
 */
export function OrderSummary({
  lines,
  totals,
  medicareApplied,
  answer,
  deductible,
  rentalMonths,
  schedule,
  defaultOpen = false,
}: {
  lines: readonly OrderLine[];
  totals: OrderTotals;
  medicareApplied: boolean;
  /** The answer about the deductible a Medicare estimate used, and the deductible it is about. */
  answer: DeductibleAnswer;
  deductible: PartBDeductible;
  /** Each rented item's months, so the calculator link counts a cart of rentals alone as a month's rent. */
  rentalMonths: readonly number[];
  /** What she pays month by month for the rentals, when the order has any. */
  schedule: PaymentSchedule | null;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const estimateWords = useEstimateWords();
  const { words, locale } = useCheckoutWords();
  const w = words.summary;
  const counted = (count: number) => fill(count === 1 ? w.itemsOne : w.itemsMany, { count });
  const items = counted(countItems(lines));
  const eligible = counted(countItems(lines.filter((l) => l.medicareEligible)));
  const row = 'flex justify-between gap-4 py-1';
  // A rental's figures are its first month's; the whole rental is added up beside them. A rental whose monthly
  // amount is not known yet shows no figure for it, never $0.00.
  const rented = medicareApplied && schedule !== null;
  const whole = rented ? scheduleTotal(schedule) : null;
  const nothingKnown = rented && whole === null && totals.patientShare === 0;
  const folded = open ? '' : 'max-lg:hidden print:block';
  return (
    <section
      aria-labelledby="order-summary"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5 lg:sticky lg:top-32 print:border-0 print:p-0"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="order-summary" className="text-xl font-bold">
          {w.title}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="order-summary-details"
          onClick={() => setOpen(!open)}
          className="text-brand-700 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold underline lg:hidden print:hidden"
        >
          {open ? w.hide : fill(w.show, { items })}
          <ChevronDown aria-hidden className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>
      <div id="order-summary-details" className={folded}>
        <ul aria-label={w.list} className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
          {lines.map((l) => (
            <li key={l.id} className="flex justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-semibold">{l.name}</p>
                <p className="text-sm text-slate-700">
                  {fill(w.quantity, { quantity: l.quantity, price: formatMoney(l.price) })}
                </p>
                {l.medicareEligible ? (
                  <p className="mt-0.5 inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
                    <ShieldCheck aria-hidden className="size-4" />
                    {w.eligible}
                  </p>
                ) : null}
                {l.taxable ? <p className="text-sm text-slate-700">{w.taxable}</p> : null}
              </div>
              <p className="shrink-0 font-semibold">{formatMoney(l.price * l.quantity)}</p>
            </li>
          ))}
        </ul>
      </div>
      <dl className="mt-3">
        <div className={`${row} ${folded}`}>
          <dt>{fill(w.subtotal, { items })}</dt>
          <dd>{formatMoney(totals.subtotal)}</dd>
        </div>
        <div className={`${row} ${folded}`}>
          <dt>{w.shipping}</dt>
          <dd>{totals.shipping === 0 ? w.free : formatMoney(totals.shipping)}</dd>
        </div>
        <div className={`${row} ${folded}`} data-testid="tax-row">
          {totals.taxable === 0 ? (
            <>
              <dt>{w.tax}</dt>
              <dd className="text-right">{w.taxExempt}</dd>
            </>
          ) : (
            <>
              <dt>{fill(w.taxOf, { amount: formatMoney(totals.taxable) })}</dt>
              <dd>{formatMoney(totals.tax)}</dd>
            </>
          )}
        </div>
        {medicareApplied ? (
          <>
            <div className={`${row} ${folded}`}>
              <dt>{fill(w.billed, { items: eligible })}</dt>
              <dd className="shrink-0">-{formatMoney(totals.billedToMedicare)}</dd>
            </div>
            <div className={`${row} ${folded} font-semibold text-emerald-800`}>
              <dt>{rented ? w.shareFirstMonth : w.share}</dt>
              <dd className="shrink-0 text-right" data-testid="summary-medicare-share">
                {nothingKnown ? w.toConfirm : formatMoney(totals.patientShare)}
              </dd>
            </div>
          </>
        ) : null}
        <div className={`${row} mt-2 border-t border-slate-300 pt-3 text-lg font-bold max-lg:first:mt-0`}>
          <dt>{rented ? w.estimatedTotalFirstMonth : medicareApplied ? w.estimatedTotal : w.total}</dt>
          <dd data-testid="order-total" className="text-right">
            {nothingKnown && totals.total === 0 ? w.toConfirm : formatMoney(totals.total)}
          </dd>
        </div>
        {whole !== null && schedule ? (
          <div className={`${row} font-semibold`}>
            <dt>{fill(w.shareWhole, { months: schedule.lastMonth })}</dt>
            <dd className="shrink-0" data-testid="summary-whole-rental">
              {formatMoney(whole)}
            </dd>
          </div>
        ) : null}
      </dl>
      {rented && schedule.unconfirmed ? (
        <p className="text-sm text-slate-800" data-testid="summary-unconfirmed">
          {w.plusUnconfirmed}
        </p>
      ) : null}
      {open ? null : (
        <p className="text-sm text-slate-700 lg:hidden print:hidden" data-testid="total-includes">
          {medicareApplied
            ? w.includesMedicare
            : fill(totals.shipping === 0 ? w.includesFree : w.includes, { items })}
        </p>
      )}
      <div className={folded}>
        {medicareApplied ? (
          <p className="mt-3 text-sm text-slate-800">
            {answerNote(answer, deductible, estimateWords)} {estimateWords.final}{' '}
            {totals.medicareApproved > 0 ? (
              <Link
                locale={locale}
                href={calculatorPath(
                  totals.medicareApproved,
                  calculatorBilling(rentalMonths, lines.filter((l) => l.medicareEligible).length),
                )}
                className="text-brand-700 font-semibold underline"
              >
                {w.calculator}
              </Link>
            ) : null}
          </p>
        ) : null}
        <p className="mt-3 text-sm text-slate-700">{w.freeShipping}</p>
      </div>
    </section>
  );
}
