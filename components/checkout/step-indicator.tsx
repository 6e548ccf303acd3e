import { Check } from '@/components/ui/icons';
import { checkoutSteps } from './checkout-steps';
import { useCheckoutWords } from './checkout-words';

/** The steps so far, each done, or (a step left with fields to fill in) still waiting for her. */
export function StepIndicator({ step, unfinished = [] }: { step: number; unfinished?: readonly number[] }) {
  const { words } = useCheckoutWords();
  return (
    <nav aria-label={words.progress}>
      <ol className="flex flex-wrap gap-2 sm:gap-4">
        {checkoutSteps(words).map((name, index) => {
          const n = index + 1;
          const state =
            n === step ? 'current' : n < step ? (unfinished.includes(n) ? 'unfinished' : 'done') : 'todo';
          return (
            <li
              key={name}
              className="flex items-center gap-2"
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span
                className={`grid size-8 place-items-center rounded-full text-sm font-bold ${
                  state === 'todo'
                    ? 'border-2 border-slate-300 text-slate-600'
                    : state === 'unfinished'
                      ? 'border-2 border-amber-600 bg-amber-50 text-amber-900'
                      : 'bg-brand-600 text-white'
                }`}
              >
                {state === 'done' ? <Check aria-hidden className="size-4" /> : n}
              </span>
              <span className={state === 'current' ? 'font-bold' : 'text-slate-700'}>
                {name}
                {state === 'done' ? <span className="sr-only">{words.completed}</span> : null}
                {state === 'unfinished' ? <span className="sr-only">{words.unfinished}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
