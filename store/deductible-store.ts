import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { deductibleAnswers, type DeductibleAnswer } from '@/lib/estimate';
import { safeStorage } from '@/lib/storage';

/** The patient's answer about this year's Part B deductible, kept for the visit (the tab's session). */
const DEDUCTIBLE_SESSION_KEY = 'medical-supply-deductible';

interface DeductibleState {
  /** Null until the patient answers; estimates then count the deductible as not met, and say so. */
  answer: DeductibleAnswer | null;
  setAnswer: (answer: DeductibleAnswer) => void;
}

const savedSchema = z
  .object({ answer: z.enum(deductibleAnswers).nullable().catch(null) })
  .catch({ answer: null });

export const useDeductibleStore = create<DeductibleState>()(
  persist(
    (set) => ({
      answer: null,
      setAnswer: (answer) => set({ answer }),
    }),
    {
      name: DEDUCTIBLE_SESSION_KEY,
      version: 1,
      storage: createJSONStorage(() => safeStorage('sessionStorage')),
      skipHydration: true,
      partialize: (s) => ({ answer: s.answer }),
      merge: (persisted, current) => ({ ...current, ...savedSchema.parse(persisted) }),
    },
  ),
);
