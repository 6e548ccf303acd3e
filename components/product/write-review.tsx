'use client';

import { useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';

import type { Locale } from '@/lib/domain/locale';
import type { ReviewFormWords, ReviewWords } from './review-words';

type WriteReviewProps = {
  productId: number;
  productName: string;
  words: ReviewWords;
  locale: Locale;
};
type ReviewFormProps = Omit<WriteReviewProps, 'words'> & { words: ReviewWords & ReviewFormWords };

/** Write a Review: the form, its words and what sends it load when the shopper asks for them, not with the page. */
export function WriteReview(props: WriteReviewProps) {
  const [form, setForm] = useState<{
    Form: ComponentType<ReviewFormProps>;
    words: ReviewFormWords;
  } | null>(null);
  const [problem, setProblem] = useState('');

  if (form) return <form.Form {...props} words={{ ...props.words, ...form.words }} />;
  return (
    <>
      <Button
        variant="secondary"
        data-needs-js
        onClick={() =>
          import('./review-form').then(
            (m) => setForm({ Form: m.ReviewForm, words: m.formWords[props.locale] }),
            () => setProblem(props.words.reviewFormFailed),
          )
        }
      >
        {props.words.writeReview}
      </Button>
      {problem ? (
        <p role="alert" className="basis-full font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
    </>
  );
}
