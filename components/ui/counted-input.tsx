'use client';

import { useState, type InputHTMLAttributes } from 'react';
import { LengthCount, showsCount, type CountWords } from './length-count';
import { Input } from './input';

/** An uncontrolled input with a limit that says how much room is left once it nears the limit. */
export function CountedInput({
  id,
  maxLength,
  onInput,
  countWords,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { id: string; maxLength: number; countWords?: CountWords }) {
  const [length, setLength] = useState(0);
  const counted = showsCount(length, maxLength);
  return (
    <>
      <Input
        id={id}
        maxLength={maxLength}
        aria-describedby={counted ? `${id}-count` : undefined}
        onInput={(e) => {
          setLength(e.currentTarget.value.length);
          onInput?.(e);
        }}
        {...props}
      />
      {counted ? <LengthCount id={`${id}-count`} length={length} max={maxLength} words={countWords} /> : null}
    </>
  );
}
