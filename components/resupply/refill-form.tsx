'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type english from '@/data/messages/en.json';
import { contact } from '@/data/contact';
import { intakeCode, type IntakeCode } from '@/lib/browser/intake-code';
import { intakeUrl } from '@/lib/browser/intake-url';
import type { RefillView } from '@/lib/domain/intake-contract';
import { refillReasons, type RefillReason } from '@/lib/domain/resupply';
import { fill } from '@/lib/domain/fill';
import { langIfOther, localizedHref, type Locale } from '@/lib/domain/locale';
import { formatDay } from '@/lib/domain/store-time';
import { useCartStore } from '@/store/cart-store';
import { Button, ButtonLink } from '@/components/ui/button';
import { PhoneLink } from '@/components/ui/phone-link';
import { richText } from '@/components/ui/rich-text';
import { useLocationSearch } from '@/components/ui/use-location-search';

type Words = (typeof english)['Resupply'];

type Opened =
  | { state: 'opening' }
  | { state: 'open'; view: RefillView }
  | { state: 'refused'; message: string; language: string };

/** What she has said of one item so far. */
interface Said {
  need?: boolean;
  reason?: RefillReason;
}

const card = 'mt-6 rounded-xl border border-slate-300 p-5';

/**
 * Her refill, opened from the link in a reminder e-mail (`?t=`): for each item, whether she needs it again and why
 * (worn, broken, dirty, lost), and her address confirmed; that answer is her refill record, and a Medicare refill
 * becomes an order the store ships no sooner than 10 days before her supply runs out. Items she paid for by card go
 * to her cart in one tap instead. The reminders stop with one click (`&stop=1` puts that first).
 */
export function RefillForm({ words, locale }: { words: Words; locale: Locale }) {
  const search = useLocationSearch();
  const query = new URLSearchParams(search ?? '');
  const token = search === null ? null : (query.get('t') ?? '');
  const stopFirst = query.get('stop') === '1';
  const unreachable = fill(words.unreachable, { phone: contact.phone });
  const [opened, setOpened] = useState<Opened>({ state: 'opening' });

  useEffect(() => {
    if (!token || !intakeUrl) return;
    let current = true;
    let code: IntakeCode | null = null;
    intakeCode()
      .then((loaded) => {
        code = loaded;
        return loaded.client.callIntake('/refills/open', loaded.contract.refillViewSchema, {
          body: { token },
        });
      })
      .then(
        (view) => current && setOpened({ state: 'open', view }),
        (error: unknown) =>
          current &&
          setOpened(
            code && error instanceof code.client.IntakeRefusal
              ? { state: 'refused', message: error.message, language: error.language }
              : { state: 'refused', message: unreachable, language: locale },
          ),
      );
    return () => {
      current = false;
    };
  }, [token, unreachable, locale]);

  const call = <PhoneLink />;
  if (!intakeUrl) return <p className={card}>{richText(words.byPhoneOnly, { phone: call })}</p>;
  if (token === null) return null;
  if (!token) return <p className={card}>{richText(words.noLink, { phone: call })}</p>;
  if (opened.state === 'opening')
    return (
      <p role="status" className="mt-6 text-lg">
        {words.opening}
      </p>
    );
  if (opened.state === 'refused')
    return (
      <p
        role="alert"
        className="mt-6 rounded-xl border-2 border-amber-300 bg-amber-50 p-4 font-semibold"
        lang={langIfOther(opened.language, locale)}
      >
        {opened.message}
      </p>
    );
  const { view } = opened;
  const stop = (
    <Reminders
      words={words}
      token={token}
      view={view}
      first={stopFirst}
      onChanged={(v) => setOpened({ state: 'open', view: v })}
    />
  );
  return (
    <>
      <p className="mt-2 text-lg">{fill(words.hello, { name: view.firstName })}</p>
      {stopFirst ? stop : null}
      {view.answer ? (
        <Answered words={words} view={view} locale={locale} />
      ) : view.payer === 'card' ? (
        <ToCart words={words} view={view} locale={locale} />
      ) : (
        <Answer
          words={words}
          token={token}
          view={view}
          locale={locale}
          onAnswered={(v) => setOpened({ state: 'open', view: v })}
        />
      )}
      {stopFirst ? null : stop}
    </>
  );
}

const itemName = (item: RefillView['items'][number], locale: Locale) =>
  locale === 'es' ? item.nameEs : item.name;

/** Her answer, item by item, and her address confirmed. */
function Answer({
  words,
  token,
  view,
  locale,
  onAnswered,
}: {
  words: Words;
  token: string;
  view: RefillView;
  locale: Locale;
  onAnswered: (view: RefillView) => void;
}) {
  const [said, setSaid] = useState<Record<string, Said>>({});
  const [confirmed, setConfirmed] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const problemsRef = useRef<HTMLDivElement>(null);
  const unreachable = fill(words.unreachable, { phone: contact.phone });

  useEffect(() => {
    if (problems.length) problemsRef.current?.focus();
  }, [problems]);

  const set = (code: string, change: Said) => setSaid((s) => ({ ...s, [code]: { ...s[code], ...change } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: string[] = [];
    for (const item of view.items) {
      const s = said[item.code];
      const name = itemName(item, locale);
      if (s?.need === undefined) found.push(fill(words.needMissing, { name }));
      else if (s.need && !s.reason) found.push(fill(words.reasonMissing, { name }));
    }
    if (view.items.some((i) => said[i.code]?.need) && !confirmed) found.push(words.confirmMissing);
    setProblems(found);
    if (found.length) return;
    setSending(true);
    let code: IntakeCode | null = null;
    try {
      code = await intakeCode();
      const answered = await code.client.callIntake('/refills/answer', code.contract.refillViewSchema, {
        body: {
          token,
          items: view.items.map((i) => ({
            code: i.code,
            need: !!said[i.code]?.need,
            ...(said[i.code]?.need ? { reason: said[i.code]?.reason } : {}),
          })),
          addressConfirmed: confirmed,
        },
      });
      onAnswered(answered);
    } catch (error) {
      setProblems([code && error instanceof code.client.IntakeRefusal ? error.message : unreachable]);
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4">
      <p className="text-lg text-slate-700">{fill(words.lead, { date: formatDay(view.endsOn, locale) })}</p>
      {problems.length ? (
        <div
          ref={problemsRef}
          tabIndex={-1}
          role="alert"
          className="mt-4 rounded-xl border-2 border-red-700 bg-red-50 p-4 outline-none"
        >
          <p className="font-semibold">{words.problems}</p>
          <ul className="mt-1 list-disc pl-6">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {view.items.map((item) => {
        const s = said[item.code] ?? {};
        const name = itemName(item, locale);
        return (
          <fieldset key={item.code} className={card}>
            <legend className="px-1 text-lg font-bold">{name}</legend>
            <p>{fill(words.quantity, { quantity: item.quantity })}</p>
            <fieldset className="mt-3">
              <legend className="font-semibold">{words.need}</legend>
              <div className="mt-1 flex flex-wrap gap-x-6">
                {[true, false].map((need) => (
                  <label key={String(need)} className="inline-flex min-h-11 items-center gap-2 text-lg">
                    <input
                      type="radio"
                      name={`need-${item.code}`}
                      className="size-5"
                      checked={s.need === need}
                      onChange={() => set(item.code, { need })}
                    />
                    {need ? words.yes : words.no}
                  </label>
                ))}
              </div>
            </fieldset>
            {s.need ? (
              <fieldset className="mt-3">
                <legend className="font-semibold">{words.why}</legend>
                <div className="mt-1 grid gap-x-6 sm:grid-cols-2">
                  {refillReasons.map((reason) => (
                    <label key={reason} className="inline-flex min-h-11 items-center gap-2 text-lg">
                      <input
                        type="radio"
                        name={`reason-${item.code}`}
                        className="size-5"
                        checked={s.reason === reason}
                        onChange={() => set(item.code, { reason })}
                      />
                      {words.reasons[reason]}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
          </fieldset>
        );
      })}
      <section aria-labelledby="refill-address" className={card}>
        <h2 id="refill-address" className="text-lg font-bold">
          {words.shipTo}
        </h2>
        <address className="mt-1 not-italic">
          {view.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <label className="mt-3 inline-flex min-h-11 items-center gap-2 text-lg">
          <input
            type="checkbox"
            className="size-5"
            checked={confirmed}
            onChange={(e) => setConfirmed(e.target.checked)}
          />
          {words.confirm}
        </label>
        <p className="mt-1 text-slate-700">{richText(words.moved, { phone: <PhoneLink /> })}</p>
      </section>
      <Button type="submit" size="lg" className="mt-6" disabled={sending}>
        {sending ? words.sending : words.send}
      </Button>
    </form>
  );
}

/** Her answer, as the store kept it: the refill order and the day it may ship, or nothing to send. */
function Answered({ words, view, locale }: { words: Words; view: RefillView; locale: Locale }) {
  const answer = view.answer!;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className={`${card} outline-none`}>
      <h2 className="text-xl font-bold">{words.thanks}</h2>
      <p className="mt-2">{fill(words.answeredOn, { date: formatDay(answer.on, locale) })}</p>
      <p className="mt-2" data-testid="refill-answer">
        {answer.orderNumber
          ? fill(words.ordered, { number: answer.orderNumber, date: formatDay(view.shipFrom, locale) })
          : words.nothingNeeded}
      </p>
    </div>
  );
}

/** Items she paid for by card: the same ones, the same quantities, into her cart in one tap. */
function ToCart({ words, view, locale }: { words: Words; view: RefillView; locale: Locale }) {
  const add = useCartStore((s) => s.add);
  const [added, setAdded] = useState(false);
  return (
    <section className={card}>
      <p>{words.card}</p>
      <ul className="mt-2 list-disc pl-6">
        {view.items.map((i) => (
          <li key={i.code}>
            {itemName(i, locale)} × {i.quantity}
          </li>
        ))}
      </ul>
      {added ? (
        <div className="mt-4" role="status">
          <p className="font-semibold">{words.added}</p>
          <ButtonLink
            href={localizedHref(locale, '/checkout/').href}
            locale={locale}
            size="lg"
            className="mt-2"
          >
            {words.goToCart}
          </ButtonLink>
        </div>
      ) : (
        <Button
          size="lg"
          className="mt-4"
          onClick={() => {
            for (const i of view.items) add(i.productId, i.quantity);
            setAdded(true);
          }}
        >
          {words.addToCart}
        </Button>
      )}
    </section>
  );
}

/** Her reminders: stopped with one click, or said to be off. */
function Reminders({
  words,
  token,
  view,
  first,
  onChanged,
}: {
  words: Words;
  token: string;
  view: RefillView;
  first: boolean;
  onChanged: (view: RefillView) => void;
}) {
  const [state, setState] = useState<'idle' | 'stopping' | 'stopped' | { failed: string }>('idle');
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (first) button.current?.focus();
  }, [first]);
  const phone = contact.phone;
  async function stop() {
    setState('stopping');
    let code: IntakeCode | null = null;
    try {
      code = await intakeCode();
      onChanged(
        await code.client.callIntake('/refills/stop', code.contract.refillViewSchema, { body: { token } }),
      );
      setState('stopped');
    } catch (error) {
      setState({
        failed:
          code && error instanceof code.client.IntakeRefusal
            ? error.message
            : fill(words.unreachable, { phone }),
      });
    }
  }
  return (
    <section aria-labelledby="refill-reminders" className={card}>
      <h2 id="refill-reminders" className="text-lg font-bold">
        {words.stopTitle}
      </h2>
      <div role="status">
        {state === 'stopped' ? (
          <p className="mt-2 font-semibold">{fill(words.stopped, { phone })}</p>
        ) : !view.reminders ? (
          <p className="mt-2">{fill(words.off, { phone })}</p>
        ) : null}
      </div>
      {view.reminders ? (
        <>
          <p className="mt-2">{words.stopLead}</p>
          <Button
            ref={button}
            variant="secondary"
            size="lg"
            className="mt-3"
            disabled={state === 'stopping'}
            onClick={() => void stop()}
          >
            {state === 'stopping' ? words.stopping : words.stop}
          </Button>
          {typeof state === 'object' ? (
            <p role="alert" className="mt-2 font-semibold text-red-800">
              {state.failed}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
