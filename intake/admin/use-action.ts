import { useState } from 'react';

/**
 * What a form sends the intake: busy while it runs (its buttons disabled), and the refusal or failure in a sentence,
 * cleared once a change goes through.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
      setProblem('');
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return { busy, problem, setProblem, run };
}
