'use client';

import Form from 'next/form';
import type { FormEvent, ReactNode } from 'react';
import { basePath } from '@/lib/domain/paths';
import { notifyError } from '@/lib/browser/notify';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * A GET form to the listing (`/products/?search=…`): Next's `<Form>`, a plain form before and without JavaScript,
 * and with it followed in place like the store's links (the cart goes on with her). An empty search stays on the
 * page with a message instead.
 */
export function SearchForm({
  id,
  autoFocus,
  icon,
  action,
  maxLength,
  labels,
}: {
  id: string;
  autoFocus?: boolean;
  icon: ReactNode;
  /** The listing it searches, in the page's language, under the base path. */
  action: string;
  /** The longest search the store reads (MAX_SEARCH_LENGTH, given by the server header like the words). */
  maxLength: number;
  labels: {
    label: string;
    placeholder: string;
    submit: string;
    button: string;
    required: string;
    requiredText: string;
  };
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem('search') as HTMLInputElement;
    input.value = input.value.trim();
    if (input.value) return;
    event.preventDefault();
    notifyError(labels.required, labels.requiredText);
  }

  return (
    // Next adds the base path to the action itself.
    <Form
      role="search"
      action={basePath && action.startsWith(`${basePath}/`) ? action.slice(basePath.length) : action}
      prefetch={false}
      onSubmit={submit}
      className="flex gap-2"
    >
      <label htmlFor={id} className="sr-only">
        {labels.label}
      </label>
      <Input
        id={id}
        name="search"
        type="search"
        maxLength={maxLength}
        placeholder={labels.placeholder}
        autoFocus={autoFocus}
        enterKeyHint="search"
      />
      <Button type="submit" aria-label={labels.submit}>
        {icon}
        {labels.button}
      </Button>
    </Form>
  );
}
