'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { facts } from '@/data/facts';
import { fieldLimits } from '@/lib/domain/field-limits';
import { intakeUrl } from '@/lib/browser/intake-url';
import { sendForm } from '@/lib/browser/send-form';
import { Button } from '@/components/ui/button';
import { CountedInput } from '@/components/ui/counted-input';
import { Label, Textarea } from '@/components/ui/field';

const REVIEW_LIMIT = 2000;

/**
 * The review form, loaded when the shopper asks to write one: the review goes to the store's back office, where the
 * supplier approves it before it is added to the catalogue's reviews. Nothing typed is lost if sending fails.
 */
export function ReviewForm({
  productId,
  productName,
  star,
}: {
  productId: number;
  productName: string;
  /** A star drawn by the server (size-8); chosen stars are filled in amber. */
  star: ReactNode;
}) {
  const [rating, setRating] = useState(0);
  const [length, setLength] = useState(0);
  const [state, setState] = useState<{ sending?: boolean; sent?: boolean; problem?: string }>({});
  const firstStar = useRef<HTMLInputElement>(null);

  // The button that opened the form is gone: the keyboard goes on at the form's first control.
  useEffect(() => firstStar.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rating === 0) return setState({ problem: 'Choose from 1 to 5 stars.' });
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    setState({ sending: true });
    const sent = await sendForm('/reviews', {
      productId,
      rating,
      name: text('name'),
      location: text('location'),
      title: text('title'),
      content: text('content'),
    });
    if (sent.ok) setState({ sent: true });
    else
      setState({
        problem: `Your review was not sent. ${sent.refusal ?? 'We could not reach the store: check your connection.'} Everything you typed is still here.`,
      });
  }

  if (!intakeUrl)
    return (
      <p className="basis-full">
        E-mail your review of the {productName} to{' '}
        <a href={`mailto:${facts.email}`} className="text-brand-700 font-semibold break-words underline">
          {facts.email}
        </a>
        : we add reviews to this page once a specialist has read them.
      </p>
    );
  if (state.sent)
    return (
      <p
        role="status"
        className="basis-full rounded-xl border border-emerald-300 bg-emerald-50 p-4 font-semibold"
      >
        Thank you! Your review has been sent to our team. It appears here once it has been approved.
      </p>
    );

  return (
    <form
      onSubmit={submit}
      aria-label={`Your review of the ${productName}`}
      className="grid basis-full gap-4 sm:grid-cols-2"
    >
      <fieldset className="sm:col-span-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">Your rating</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="grid size-11 cursor-pointer place-items-center rounded-lg has-focus-visible:outline-2"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                ref={n === 1 ? firstStar : undefined}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
              />
              <span className={`grid ${n <= rating ? 'text-amber-500 *:fill-amber-400' : 'text-slate-400'}`}>
                {star}
              </span>
              <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Label htmlFor="review-name" required>
          Name
        </Label>
        <CountedInput
          id="review-name"
          name="name"
          required
          maxLength={fieldLimits.name}
          autoComplete="given-name"
        />
      </div>
      <div>
        <Label htmlFor="review-location">Town or city</Label>
        <CountedInput
          id="review-location"
          name="location"
          maxLength={fieldLimits.name}
          autoComplete="address-level2"
        />
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor="review-title" required>
          Title
        </Label>
        <CountedInput id="review-title" name="title" required maxLength={120} />
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor="review-content" required>
          Review
        </Label>
        <Textarea
          id="review-content"
          name="content"
          required
          rows={5}
          maxLength={REVIEW_LIMIT}
          aria-describedby="review-content-count"
          onChange={(e) => setLength(e.target.value.length)}
        />
        <p id="review-content-count" className="mt-1 text-sm text-slate-700">
          {REVIEW_LIMIT - length} characters left
        </p>
      </div>
      {state.problem ? (
        <p role="alert" className="font-semibold text-red-800 sm:col-span-2">
          {state.problem}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={state.sending}>
          {state.sending ? 'Sending…' : 'Send Review'}
        </Button>
      </div>
    </form>
  );
}
