'use client';

import { useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';

import type { Locale } from '@/lib/domain/locale';
import type { ReviewWords } from './review-words';

type ReviewFormProps = {
  productId: number;
  productName: string;
  words: ReviewWords;
  locale: Locale;
};

/** Write a Review: the form and what sends it load when the shopper asks for them, not with the page. */
export function WriteReview(props: ReviewFormProps) {
  const [Form, setForm] = useState<ComponentType<ReviewFormProps> | null>(null);
  const [problem, setProblem] = useState('');

  if (Form) return <Form {...props} />;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() =>
          import('./review-form').then(
            (m) => setForm(() => m.ReviewForm),
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
