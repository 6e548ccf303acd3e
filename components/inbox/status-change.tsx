'use client';

import { useState } from 'react';

/**
 * A status change the supplier presses: which one is being sent (its button says so, and every button of the
 * item waits), and the intake's refusal or the network's failure in words, until the next try.
 */
export function useStatusChange<S extends string, A>(
  send: (status: S) => Promise<A>,
  onChange: (answer: A) => void,
) {
  const [sending, setSending] = useState<S | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (status: S) => {
    setSending(status);
    setProblem(null);
    send(status)
      .then(onChange, (error: Error) => setProblem(error.message))
      .finally(() => setSending(null));
  };
  return { sending, problem, change };
}

/** Why the last change did not go through, announced. */
export function ChangeProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <p role="alert" className="mt-2 font-semibold text-red-800">
      {problem}
    </p>
  ) : null;
}
