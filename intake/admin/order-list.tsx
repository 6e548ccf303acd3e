import { useEffect, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { orderPageSchema, type OrderPage } from '@/lib/domain/admin-contract';
import { formatMoney } from '@/lib/domain/money';
import { orderStatuses, statusLabels } from '@/lib/domain/order-path';
import { formatStoreTimeWithZone } from '@/lib/domain/store-time';
import type { ApiError } from './api';
import { api } from './api';
import { follow, go } from './route';
import { Button, Choice, Field, Problem, linkClass } from './ui';

const REFRESH_MS = 15_000;
const junkAnswerSchema = z.object({ junk: z.int() });
const filters = ['q', 'status', 'payer', 'from', 'to', 'junk'] as const;

/**
 * Every order, newest first, 50 a page: search by number, name, phone or e-mail, filter by step, payer and day,
 * export what is shown as CSV. The search lives in the address, so Back returns to it. The first page looks
 * for new orders every 15 seconds and says when one arrives.
 */
export function OrderList({ search }: { search: string }) {
  const params = new URLSearchParams(search);
  const after = params.get('after');
  const [page, setPage] = useState<OrderPage | null>(null);
  const [problem, setProblem] = useState('');
  const [arrived, setArrived] = useState('');
  /** The orders ticked to be set aside as junk, and a count that reloads the page once they are. */
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [reloads, setReloads] = useState(0);
  const [junkDone, setJunkDone] = useState('');

  useEffect(() => {
    let current = true;
    let newest: string | null = null;
    const load = async (quiet: boolean) => {
      try {
        const answer = await api(`/orders${search}`, orderPageSchema);
        if (!current) return;
        const first = answer.orders[0]?.orderNumber ?? null;
        if (quiet && newest !== null && first !== newest) {
          const fresh = answer.orders.findIndex((o) => o.orderNumber === newest);
          const count = fresh < 0 ? answer.orders.length : fresh;
          setArrived(`${count === 1 ? 'A new order has' : `${count} new orders have`} arrived.`);
        }
        newest = first;
        setPage(answer);
        setProblem('');
      } catch (error) {
        if (current) setProblem((error as ApiError).message);
      }
    };
    void load(false);
    // Only the first page moves when orders arrive.
    const timer = after
      ? undefined
      : window.setInterval(() => document.visibilityState === 'visible' && void load(true), REFRESH_MS);
    return () => {
      current = false;
      window.clearInterval(timer);
    };
  }, [search, after, reloads]);

  function choose(number: string, on: boolean) {
    setChosen((now) => {
      const next = new Set(now);
      if (on) next.add(number);
      else next.delete(number);
      return next;
    });
  }

  /** The ticked orders, cancelled with the reason and set aside, all or none. */
  async function setAside(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('junk-reason') ?? '');
    try {
      const { junk } = await api('/orders/junk', junkAnswerSchema, { body: { orders: [...chosen], reason } });
      setJunkDone(`${junk} ${junk === 1 ? 'order was' : 'orders were'} cancelled and set aside as junk.`);
      setChosen(new Set());
      setProblem('');
      setReloads((n) => n + 1);
    } catch (error) {
      setProblem((error as ApiError).message);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of filters) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    go(`/admin/${next.size ? `?${next}` : ''}`);
  }

  const withoutPaging = new URLSearchParams(search);
  withoutPaging.delete('after');
  const csv = `/admin/api/orders.csv${withoutPaging.size ? `?${withoutPaging}` : ''}`;

  return (
    <div>
      <h1 className="text-2xl font-bold">Orders</h1>
      <form
        role="search"
        aria-label="Orders"
        onSubmit={submit}
        className="mt-4 grid gap-3 rounded-xl border border-slate-300 bg-white p-4 md:grid-cols-7"
        key={search}
      >
        <div className="md:col-span-2">
          <Field
            id="q"
            name="q"
            label="Search"
            hint="Order number, name, phone or e-mail"
            defaultValue={params.get('q') ?? ''}
          />
        </div>
        <Choice id="status" name="status" label="Step" defaultValue={params.get('status') ?? ''}>
          <option value="">Any step</option>
          {orderStatuses.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </Choice>
        <Choice id="payer" name="payer" label="Paid by" defaultValue={params.get('payer') ?? ''}>
          <option value="">Card or Medicare</option>
          <option value="card">Card</option>
          <option value="medicare">Medicare</option>
        </Choice>
        <Field
          id="from"
          name="from"
          type="date"
          label="Placed from"
          defaultValue={params.get('from') ?? ''}
        />
        <Field id="to" name="to" type="date" label="Placed to" defaultValue={params.get('to') ?? ''} />
        <Choice id="junk" name="junk" label="Junk" defaultValue={params.get('junk') ?? ''}>
          <option value="">Hidden</option>
          <option value="show">Shown with the rest</option>
          <option value="only">Only junk</option>
        </Choice>
        <div className="flex flex-wrap items-end gap-3 md:col-span-7">
          <Button type="submit" kind="primary">
            Search
          </Button>
          <a href="/admin/" onClick={follow} className={`${linkClass} inline-flex min-h-11 items-center`}>
            Clear
          </a>
          <a href={csv} download className={`${linkClass} inline-flex min-h-11 items-center`}>
            Export these orders as CSV
          </a>
        </div>
      </form>
      <p role="status" className="mt-3 font-semibold text-emerald-800">
        {arrived} {junkDone}
      </p>
      <Problem>{problem}</Problem>
      {page ? (
        <>
          <p className="mt-3 text-slate-700">
            {page.total === 0
              ? 'No orders match.'
              : `${page.total.toLocaleString('en-US')} ${page.total === 1 ? 'order' : 'orders'}`}
          </p>
          {page.orders.length > 0 ? (
            <div className="mt-3 overflow-x-auto rounded-xl border border-slate-300 bg-white">
              <table className="w-full text-left">
                <caption className="sr-only">Orders, newest first</caption>
                <thead className="bg-slate-100">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      <span className="sr-only">Choose</span>
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Order
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Placed
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Patient
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Paid by
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Step
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {page.orders.map((o) => (
                    <tr key={o.orderNumber} className="border-t border-slate-200">
                      <td className="px-3 py-2">
                        <input
                          type="checkbox"
                          className="size-5"
                          aria-label={`Choose order ${o.orderNumber}`}
                          checked={chosen.has(o.orderNumber)}
                          onChange={(e) => choose(o.orderNumber, e.currentTarget.checked)}
                        />
                      </td>
                      <td className="px-3 py-2 font-mono whitespace-nowrap">
                        <a href={`/admin/orders/${o.orderNumber}`} onClick={follow} className={linkClass}>
                          {o.orderNumber}
                        </a>
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">{formatStoreTimeWithZone(o.placedAt)}</td>
                      <td className="px-3 py-2">
                        {o.firstName} {o.lastName}
                        <span className="block text-sm text-slate-700">
                          {o.email}
                          {o.language === 'es' ? ' · Spanish' : ''}
                        </span>
                      </td>
                      <td className="px-3 py-2">{o.payer === 'medicare' ? 'Medicare' : 'Card'}</td>
                      <td className="px-3 py-2">
                        {statusLabels[o.status]}
                        {o.junk ? ' · junk' : ''}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatMoney(o.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {chosen.size > 0 ? (
            <form
              onSubmit={setAside}
              aria-label="Set the chosen orders aside as junk"
              className="mt-4 grid gap-3 rounded-xl border border-amber-400 bg-amber-50 p-4 md:grid-cols-[1fr_auto] md:items-end"
            >
              <Field
                id="junk-reason"
                name="junk-reason"
                label={`Why are these ${chosen.size} ${chosen.size === 1 ? 'order' : 'orders'} junk?`}
                hint="Each is cancelled with this reason (its sealed details deleted) and hidden from the list."
                maxLength={500}
                required
              />
              <Button type="submit" kind="danger">
                Cancel and set aside {chosen.size} as junk
              </Button>
            </form>
          ) : null}
          <nav aria-label="Pages of orders" className="mt-4 flex gap-3">
            {after ? (
              <a
                href={`/admin/${withoutPaging.size ? `?${withoutPaging}` : ''}`}
                onClick={follow}
                className={`${linkClass} inline-flex min-h-11 items-center`}
              >
                Back to the newest orders
              </a>
            ) : null}
            {page.after ? (
              <a
                href={`/admin/?${new URLSearchParams([...withoutPaging, ['after', page.after]])}`}
                onClick={follow}
                className={`${linkClass} inline-flex min-h-11 items-center`}
              >
                Older orders
              </a>
            ) : null}
          </nav>
        </>
      ) : problem ? null : (
        <p className="mt-4" aria-busy="true">
          Loading orders…
        </p>
      )}
    </div>
  );
}
