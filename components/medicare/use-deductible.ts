import { useEffect } from 'react';
import { partBDeductible, type PartBDeductible } from '@/lib/domain/deductible';
import type { DeductibleAnswer } from '@/lib/domain/estimate';
import { useDeductibleStore } from '@/store/deductible-store';

/**
 * The patient's answer about the deductible, shared by every estimate on the page and kept for the visit:
 * until it is given, estimates count the deductible as not met ("Not sure"), and say so.
 */
export function useDeductible(): {
  answer: DeductibleAnswer;
  answered: boolean;
  deductible: PartBDeductible;
  setAnswer: (answer: DeductibleAnswer) => void;
  secondary: boolean | null;
  setSecondary: (secondary: boolean) => void;
} {
  const answer = useDeductibleStore((s) => s.answer);
  const setAnswer = useDeductibleStore((s) => s.setAnswer);
  const secondary = useDeductibleStore((s) => s.secondary);
  const setSecondary = useDeductibleStore((s) => s.setSecondary);
  useEffect(() => {
    void useDeductibleStore.persist.rehydrate();
  }, []);
  return {
    answer: answer ?? 'unsure',
    answered: answer !== null,
    deductible: partBDeductible(),
    setAnswer,
    secondary,
    setSecondary,
  };
}
