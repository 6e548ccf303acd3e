import { Check } from '@/components/ui/icons';
import { checkoutSteps } from './checkout-steps';
import { useCheckoutWords } from './checkout-words';

export function StepIndicator({ step }: { step: number }) {
  const { words } = useCheckoutWords();
  return (
    <nav aria-label={words.progress}>
      <ol className="flex flex-wrap gap-2 sm:gap-4">
        {checkoutSteps(words).map((name, index) => {
          const n = index + 1;
          const state = n < step ? 'done' : n === step ? 'current' : 'todo';
          return (
            <li
              key={name}
              className="flex items-center gap-2"
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span
                className={`grid size-8 place-items-center rounded-full text-sm font-bold ${
                  state === 'todo' ? 'border-2 border-slate-300 text-slate-600' : 'bg-brand-600 text-white'
                }`}
              >
                {state === 'done' ? <Check aria-hidden className="size-4" /> : n}
              </span>
              <span className={state === 'current' ? 'font-bold' : 'text-slate-700'}>
                {name}
                {state === 'done' ? <span className="sr-only">{words.completed}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
