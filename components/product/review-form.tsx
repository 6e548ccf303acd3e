'use client';

import { useValidityMessages } from '@/lib/browser/validity-messages';
import { EmailAddress } from '@/components/ui/email-address';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { contact } from '@/data/contact';
import { langIfOther, type Locale } from '@/lib/domain/locale';
import { richText } from '@/components/ui/rich-text';
import { fieldLimits } from '@/lib/domain/field-limits';
import { intakeUrl } from '@/lib/browser/intake-url';
import { sendForm } from '@/lib/browser/send-form';
import { Button } from '@/components/ui/button';
import { CountedInput } from '@/components/ui/counted-input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { Star } from 'lucide-react';
import english from '@/data/messages/review-form/en.json';
import spanish from '@/data/messages/review-form/es.json';
import type { ReviewFormWords, ReviewWords } from './review-words';

/** The form's words in each language, in the form's own chunk. */
export const formWords: Record<Locale, ReviewFormWords> = { en: english, es: spanish };

const REVIEW_LIMIT = 2000;

/**
 * The review form, loaded when the shopper asks to write one: the review goes to the store's back office, where the
 * supplier approves it before it is added to the catalogue's reviews. Nothing typed is lost if sending fails.
 */
export function ReviewForm({
  productId,
  productName,
  words,
  locale,
}: {
  productId: number;
  productName: string;
  words: ReviewWords & ReviewFormWords;
  /** The page's language: a refusal the store has only in English is marked so. */
  locale: Locale;
}) {
  const [rating, setRating] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useValidityMessages(formRef);
  const [length, setLength] = useState(0);
  const [state, setState] = useState<{ sending?: boolean; sent?: boolean; problem?: ReactNode }>({});
  const counts = { left: words.charactersLeft, reached: words.limitReached };
  const firstStar = useRef<HTMLInputElement>(null);

  // The button that opened the form is gone: the keyboard goes on at the form's first control.
  useEffect(() => firstStar.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rating === 0) return setState({ problem: words.reviewStars });
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
        problem: richText(words.reviewNotSent, {
          reason: sent.refusal ? (
            <span lang={langIfOther(sent.refusal.language, locale)}>{sent.refusal.message}</span>
          ) : (
            words.unreachable
          ),
        }),
      });
  }

  if (!intakeUrl)
    return (
      <p className="basis-full">
        {richText(words.reviewByEmail, {
          product: productName,
          email: (
            <a
              href={`mailto:${contact.email}`}
              className="text-brand-700 font-semibold break-words underline"
            >
              <EmailAddress address={contact.email} />
            </a>
          ),
        })}
      </p>
    );
  if (state.sent)
    return (
      <p
        role="status"
        className="basis-full rounded-xl border border-emerald-300 bg-emerald-50 p-4 font-semibold"
      >
        {words.reviewThanks}
      </p>
    );

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      aria-label={words.reviewOf.replace('{product}', productName)}
      className="grid basis-full gap-4 sm:grid-cols-2"
    >
      <fieldset className="sm:col-span-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{words.yourRating}</legend>
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
                {/* Lucide's star; a chosen one is filled in amber. */}
                <Star className="size-8" aria-hidden />
              </span>
              <span className="sr-only">
                {n === 1 ? words.oneStar : words.stars.replace('{count}', String(n))}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Label htmlFor="review-name" required>
          {words.name}
        </Label>
        <CountedInput
          id="review-name"
          name="name"
          required
          maxLength={fieldLimits.name}
          autoComplete="given-name"
          countWords={counts}
        />
      </div>
      <div>
        <Label htmlFor="review-location">{words.town}</Label>
        <CountedInput
          id="review-location"
          name="location"
          maxLength={fieldLimits.name}
          autoComplete="address-level2"
          countWords={counts}
        />
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor="review-title" required>
          {words.title}
        </Label>
        <CountedInput id="review-title" name="title" required maxLength={120} countWords={counts} />
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor="review-content" required>
          {words.review}
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
          {words.charactersLeft.replace('{count}', String(REVIEW_LIMIT - length))}
        </p>
      </div>
      {state.problem ? (
        <p role="alert" className="font-semibold text-red-800 sm:col-span-2">
          {state.problem}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={state.sending}>
          {state.sending ? words.sending : words.sendReview}
        </Button>
      </div>
    </form>
  );
}
