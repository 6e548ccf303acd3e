import english from '@/data/messages/en.json';
import spanish from '@/data/messages/es.json';
import type { PlacedOrder } from '@/lib/domain/placed-order';
import {
  announcementText,
  HEADING_ID,
  initialWizardState,
  shownOrder,
  shownStep,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './wizard-state';

const order = (orderNumber: string) => ({ orderNumber }) as PlacedOrder;
const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const atCart = initialWizardState(1);
const said = (state: WizardState) => announcementText(state.announcement, english.Checkout);

describe('the checkout wizard', () => {
  it('starts where the address bar says; opened past Cart Review, it knows nothing secret was typed here', () => {
    expect(atCart).toMatchObject({ step: 1, resumed: false, restored: false, placed: null, kept: undefined });
    expect(initialWizardState(3)).toMatchObject({ step: 3, resumed: true });
  });

  it('moves to a step with its heading focused and the move announced', () => {
    const next = run(atCart, { type: 'go', step: 2 });
    expect(next).toMatchObject({ step: 2, focus: HEADING_ID });
    expect(said(next)).toBe('Step 2 of 4: Shipping');
    expect(announcementText(next.announcement, spanish.Checkout)).toBe('Paso 2 de 4: Envío');
    expect(run(next, { type: 'focused' }).focus).toBeNull();
  });

  it('follows Back and Forward the same way', () => {
    const back = run(initialWizardState(3), { type: 'popped', step: 2 });
    expect(back).toMatchObject({ step: 2, focus: HEADING_ID });
    expect(said(back)).toBe('Step 2 of 4: Shipping');
  });

  it('staying on a step focuses its heading again without a new announcement', () => {
    const again = run(atCart, { type: 'go', step: 1 });
    expect(again).toMatchObject({ step: 1, focus: HEADING_ID });
    expect(said(again)).toBe('');
  });

  it('takes the shopper to the first field Place Order found wrong, and says how many need attention', () => {
    const atPayment = initialWizardState(3);
    const one = run(atPayment, { type: 'problems', problems: [{ step: 2, field: 'zip' }] });
    expect(one).toMatchObject({ step: 2, focus: 'zip', checking: true });
    expect(said(one)).toBe('One field needs your attention before the order can be placed.');
    const two = run(atPayment, {
      type: 'problems',
      problems: [
        { step: 3, field: 'card-number' },
        { step: 3, field: 'card-cvv' },
      ],
    });
    expect(two).toMatchObject({ step: 3, focus: 'card-number' });
    expect(said(two)).toBe('2 fields need your attention before the order can be placed.');
  });

  it('sends a cart with an unpriced line back to Cart Review, saying why', () => {
    const back = run(initialWizardState(3), { type: 'unpriced', count: 2 });
    expect(back.step).toBe(1);
    expect(said(back)).toBe(
      '2 items’ prices could not be loaded, so the order cannot be placed yet: on Cart Review, try again or remove them.',
    );
  });

  it('shows the confirmation of the order it placed, and forgets the failure before it', () => {
    const placed = run(
      initialWizardState(3),
      { type: 'sending' },
      { type: 'send-failed', message: 'No connection.' },
      { type: 'sending' },
      { type: 'placed', order: order('JMS-AAAAA-BBBBB') },
    );
    expect(placed).toMatchObject({ step: 4, sending: { state: 'idle' }, checking: false });
    expect(shownOrder(placed)?.orderNumber).toBe('JMS-AAAAA-BBBBB');
    expect(shownStep(placed)).toBe(4);
  });

  it('keeps a failed send with its message, and the checks on', () => {
    const failed = run(
      initialWizardState(3),
      { type: 'sending' },
      { type: 'send-failed', message: 'No answer.' },
    );
    expect(failed).toMatchObject({
      step: 3,
      checking: true,
      sending: { state: 'failed', message: 'No answer.' },
    });
  });

  it('reads the confirmation the tab kept on a reload, and starts over when there is none', () => {
    const reloaded = initialWizardState(4);
    expect(shownOrder(reloaded)).toBeUndefined();
    const kept = run(reloaded, { type: 'kept-read', order: order('JMS-CCCCC-DDDDD') });
    expect([shownStep(kept), shownOrder(kept)?.orderNumber]).toEqual([4, 'JMS-CCCCC-DDDDD']);
    const none = run(reloaded, { type: 'kept-read', order: null });
    expect([shownStep(none), shownOrder(none)]).toEqual([1, null]);
  });

  it('reads the tab again after leaving the confirmation and coming back', () => {
    const kept = run(initialWizardState(4), { type: 'kept-read', order: order('JMS-CCCCC-DDDDD') });
    const away = run(kept, { type: 'popped', step: 3 });
    expect(away.kept).toBeUndefined();
    expect(shownOrder(away)).toBeNull();
    expect(shownOrder(run(away, { type: 'popped', step: 4 }))).toBeUndefined();
    // An answer read for a confirmation already left is not kept.
    expect(run(away, { type: 'kept-read', order: order('JMS-EEEEE-FFFFF') }).kept).toBeUndefined();
  });

  it('hides the way on from a step whose code could not be loaded', () => {
    expect(run(initialWizardState(2), { type: 'step-failed' }).failedStep).toBe(2);
  });

  it('remembers that the tab’s saved details have been read', () => {
    expect(run(atCart, { type: 'restored' }).restored).toBe(true);
  });
});
