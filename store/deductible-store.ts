import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { deductibleAnswers, type DeductibleAnswer } from '@/lib/domain/estimate';
import { safeStorage } from '@/lib/browser/storage';
import { storageKeys } from '@/lib/domain/storage-keys';

/** The patient's answer about this year's Part B deductible, kept for the visit (the tab's session). */
const DEDUCTIBLE_SESSION_KEY = storageKeys.deductible;

interface DeductibleState {
  /** Null until the patient answers; estimates then count the deductible as not met, and say so. */
  answer: DeductibleAnswer | null;
  setAnswer: (answer: DeductibleAnswer) => void;
  /** "Do you have Medicaid or a Medigap plan?": null until answered. */
  secondary: boolean | null;
  setSecondary: (secondary: boolean) => void;
}

/** A saved answer is one of the three, else no answer (a check this small keeps a validation library off the calculator page). */
function savedAnswer(persisted: unknown): DeductibleAnswer | null {
  const answer = (persisted as { answer?: unknown } | undefined)?.answer;
  return deductibleAnswers.find((a) => a === answer) ?? null;
}

/** A saved answer about Medicaid or Medigap is true or false, else none. */
function savedSecondary(persisted: unknown): boolean | null {
  const secondary = (persisted as { secondary?: unknown } | undefined)?.secondary;
  return typeof secondary === 'boolean' ? secondary : null;
}

export const useDeductibleStore = create<DeductibleState>()(
  persist(
    (set) => ({
      answer: null,
      setAnswer: (answer) => set({ answer }),
      secondary: null,
      setSecondary: (secondary) => set({ secondary }),
    }),
    {
      name: DEDUCTIBLE_SESSION_KEY,
      version: 1,
      storage: createJSONStorage(() => safeStorage('sessionStorage')),
      skipHydration: true,
      partialize: (s) => ({ answer: s.answer, secondary: s.secondary }),
      merge: (persisted, current) => ({
        ...current,
        answer: savedAnswer(persisted),
        secondary: savedSecondary(persisted),
      }),
    },
  ),
);
