/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/jsdom
 */
import type * as NotifyModule from './notify';

type ToastOptions = { description: string; onAutoClose: () => void; onDismiss: () => void };

const toast = {
  success: jest.fn<void, [string, ToastOptions]>(),
  error: jest.fn<void, [string, ToastOptions]>(),
  info: jest.fn<void, [string, ToastOptions]>(),
  dismiss: jest.fn(),
};
jest.mock('sonner', () => ({ toast }));

/** A fresh copy of the module, as a page load gets: nothing requested, no toaster yet. */
function load(): typeof NotifyModule {
  let fresh: typeof NotifyModule | undefined;
  jest.isolateModules(() => {
    fresh = jest.requireActual('./notify') as typeof NotifyModule; // plain call: Jest finds the test's modules by it
  });
  return fresh!;
}

/** Lets the dynamic import and the promises after it settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toasts', () => {
  beforeEach(() => jest.clearAllMocks());

  it('asks the page for its toaster once, and shows nothing until the toaster is there', async () => {
    const notify = load();
    const asked = jest.fn();
    const stoppedListening = jest.fn();
    notify.onToasterRequested(asked);
    notify.onToasterRequested(stoppedListening)();
    // Nothing is asked of the page before the first toast.
    expect(asked).not.toHaveBeenCalled();
    notify.notify('Added to Cart', 'CPAP Mask has been added to your cart.');
    notify.notify('Added to Cart', 'Knee Brace has been added to your cart.');
    expect(asked).toHaveBeenCalledTimes(1);
    expect(stoppedListening).not.toHaveBeenCalled();
    await settle();
    expect(toast.success).not.toHaveBeenCalled();
    notify.toasterMounted();
    await settle();
    expect(toast.success).toHaveBeenCalledTimes(2);
    expect(toast.success).toHaveBeenLastCalledWith(
      'Added to Cart',
      expect.objectContaining({ description: 'Knee Brace has been added to your cart.' }),
    );
    // A listener that arrives after the request hears of it at once.
    const late = jest.fn();
    notify.onToasterRequested(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('holds one toast at a time: each new one dismisses what is showing', async () => {
    const notify = load();
    notify.toasterMounted();
    notify.notify('Added to Cart', 'one');
    await settle();
    notify.notifyError('Search Term Required', 'Please enter a search term to find products.');
    await settle();
    expect(toast.dismiss).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenCalledWith(
      'Search Term Required',
      expect.objectContaining({ description: 'Please enter a search term to find products.' }),
    );
    notify.notifyInfo('Note', 'info');
    await settle();
    expect(toast.info).toHaveBeenCalledTimes(1);
  });

  it('keeps a notice back until the toast on screen has closed, and not for one already replaced', async () => {
    const notify = load();
    notify.toasterMounted();
    notify.notify('Added to Cart', 'first');
    await settle();
    const first = toast.success.mock.calls[0]![1];
    notify.notify('Added to Cart', 'second');
    await settle();
    const second = toast.success.mock.calls[1]![1];
    notify.notifyWhenFree('info', 'Prices updated', 'A price in your cart changed.');
    await settle();
    await settle();
    expect(toast.info).not.toHaveBeenCalled();
    // The replaced toast closing says nothing about the one on screen.
    first.onDismiss();
    await settle();
    expect(toast.info).not.toHaveBeenCalled();
    second.onAutoClose();
    await settle();
    expect(toast.info).toHaveBeenCalledWith(
      'Prices updated',
      expect.objectContaining({ description: 'A price in your cart changed.' }),
    );
  });

  it('shows a notice at once when nothing is on screen, after the task that asked for it', async () => {
    const notify = load();
    notify.toasterMounted();
    notify.notifyWhenFree('error', 'Payment', 'Check the card number.');
    notify.notify('Added to Cart', 'same click');
    await settle();
    await settle();
    // The toast the same click asked for came first, so the notice waits for it.
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
    toast.success.mock.calls[0]![1].onAutoClose();
    await settle();
    expect(toast.error).toHaveBeenCalledTimes(1);
    const notice = toast.error.mock.calls[0]![1];
    notice.onAutoClose();
    notify.notifyWhenFree('info', 'Later', 'nothing showing');
    await settle();
    await settle();
    expect(toast.info).toHaveBeenCalledTimes(1);
  });

  it('shows a notice on a page that has shown no toast yet', async () => {
    const notify = load();
    notify.toasterMounted();
    notify.notifyWhenFree('info', 'Prices updated', 'A price in your cart changed.');
    await settle();
    await settle();
    expect(toast.info).toHaveBeenCalledTimes(1);
  });
});
