import { fill } from '@/lib/domain/fill';
import type { PlacedOrder } from '@/lib/domain/placed-order';
import { stepName, type CheckoutStep } from './checkout-steps';
import type { CheckoutWords } from './checkout-words';

/** The step's heading, which takes focus when a step is reached. */
/** The page's own heading, "Checkout", which the confirmation replaces with its own. */
export const CHECKOUT_TITLE_ID = 'checkout-title';

export const HEADING_ID = 'step-heading';

type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'failed'; message: string };

/** What the screen reader is told after a move: a step reached, fields to put right, prices missing. */
export type Announcement =
  | { kind: 'step'; step: CheckoutStep }
  | { kind: 'fields'; count: number }
  | { kind: 'unpriced'; count: number };

/**
 * Everything the checkout wizard remembers, in one place; what it shows is derived from it (`shownStep`,
 * `shownOrder`). The step mirrors the address bar (`?step=payment`), which the wizard's hook keeps in step.
 */
export interface WizardState {
  step: CheckoutStep;
  /** Opened (or reloaded) past Cart Review: nothing secret typed before is here any more. */
  resumed: boolean;
  /** The tab's saved checkout details have been read back (or could not be). */
  restored: boolean;
  /** The order placed from this page. */
  placed: PlacedOrder | null;
  /** The confirmation the tab kept, read when the confirmation is shown: undefined until it has been read. */
  kept: PlacedOrder | null | undefined;
  /** A step whose code could not be loaded: it offers a reload and a phone number, and no way further on. */
  failedStep: CheckoutStep | null;
  sending: Sending;
  /** Place Order has been pressed: from then on the field messages follow what the shopper types. */
  checking: boolean;
  /** What the screen reader hears after a move (in the page's language: `announcementText`). */
  announcement: Announcement | null;
  /** The element to focus once it is on screen (a step's code may still be on its way). */
  focus: string | null;
}

/** A field Place Order found wrong, and the step it is on. */
interface Problem {
  step: CheckoutStep;
  field: string;
}

export type WizardAction =
  /** Continue, Back without history to go back through, a step reached from the code. */
  | { type: 'go'; step: CheckoutStep; focus?: string }
  /** The browser's Back or Forward moved the address bar. */
  | { type: 'popped'; step: CheckoutStep }
  | { type: 'restored' }
  | { type: 'kept-read'; order: PlacedOrder | null }
  | { type: 'step-failed' }
  | { type: 'focused' }
  /** Place Order found fields to put right. */
  | { type: 'problems'; problems: readonly Problem[] }
  /** Place Order pressed with lines whose price could not be loaded. */
  | { type: 'unpriced'; count: number }
  | { type: 'sending' }
  | { type: 'send-failed'; message: string }
  | { type: 'placed'; order: PlacedOrder };

export function initialWizardState(step: CheckoutStep): WizardState {
  return {
    step,
    resumed: step > 1,
    restored: false,
    placed: null,
    kept: undefined,
    failedStep: null,
    sending: { state: 'idle' },
    checking: false,
    announcement: null,
    focus: null,
  };
}

export function unpricedMessage(count: number, words: CheckoutWords): string {
  return count === 1 ? words.unpricedOne : fill(words.unpricedMany, { count });
}

/** The announcement in words. */
export function announcementText(announcement: Announcement | null, words: CheckoutWords): string {
  if (!announcement) return '';
  switch (announcement.kind) {
    case 'step':
      return fill(words.stepAnnouncement, {
        step: announcement.step,
        name: stepName(announcement.step, words),
      });
    case 'fields':
      return announcement.count === 1
        ? words.fieldsNeedOne
        : fill(words.fieldsNeedMany, { count: announcement.count });
    case 'unpriced':
      return unpricedMessage(announcement.count, words);
  }
}

/** A move to a step, announced, with the heading (or a field) to focus; leaving the confirmation forgets what it read. */
function moveTo(state: WizardState, step: CheckoutStep, focus = HEADING_ID): WizardState {
  if (step === state.step) return { ...state, focus };
  return {
    ...state,
    step,
    announcement: { kind: 'step', step },
    focus,
    // Coming back to the confirmation (Forward) reads the tab again.
    kept: step === 4 ? state.kept : undefined,
  };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'go':
      return moveTo(state, action.step, action.focus);
    case 'popped':
      return moveTo(state, action.step);
    case 'restored':
      return { ...state, restored: true };
    case 'kept-read':
      return state.step === 4 ? { ...state, kept: action.order } : state;
    case 'step-failed':
      return { ...state, failedStep: state.step };
    case 'focused':
      return { ...state, focus: null };
    case 'problems': {
      const [first] = action.problems;
      if (!first) return { ...state, checking: true };
      const count = action.problems.length;
      return {
        ...moveTo(state, first.step, first.field),
        checking: true,
        sending: { state: 'idle' },
        announcement: { kind: 'fields', count },
      };
    }
    case 'unpriced':
      return { ...moveTo(state, 1), announcement: { kind: 'unpriced', count: action.count } };
    case 'sending':
      return { ...state, checking: true, sending: { state: 'sending' } };
    case 'send-failed':
      return { ...state, sending: { state: 'failed', message: action.message } };
    case 'placed':
      return {
        ...moveTo(state, 4),
        placed: action.order,
        checking: false,
        sending: { state: 'idle' },
      };
  }
}

/** The order the confirmation shows: the one just placed, or the one the tab kept; undefined while it is read. */
export function shownOrder(state: WizardState): PlacedOrder | null | undefined {
  if (state.step !== 4) return null;
  return state.placed ?? state.kept;
}

/** The step on screen: a confirmation address without an order behind it (another tab, a new order since) starts over. */
export function shownStep(state: WizardState): CheckoutStep {
  return state.step === 4 && shownOrder(state) === null ? 1 : state.step;
}
