/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/jsdom
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { pushSearch, useLocationSearch } from './use-location-search';

function Shown() {
  return <output>{String(useLocationSearch())}</output>;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the address bar’s query string', () => {
  beforeEach(() => window.history.replaceState(null, '', '/checkout/'));

  it('is unknown while the static page is rendered, since nobody has asked for it with a query yet', () => {
    window.history.replaceState(null, '', '/checkout/?step=2');
    expect(renderToString(<Shown />)).toBe('<output>null</output>');
  });

  it('follows pushSearch, Back and Forward, and pushSearch keeps its history state', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<Shown />));
    expect(host.textContent).toBe('');
    await act(async () => pushSearch('?step=2', { checkoutFrom: 1 }));
    expect(host.textContent).toBe('?step=2');
    expect(window.location.pathname).toBe('/checkout/');
    expect(window.history.state).toEqual({ checkoutFrom: 1 });
    await act(async () => {
      window.history.replaceState(null, '', '/checkout/?step=3');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(host.textContent).toBe('?step=3');
    const removed = jest.spyOn(window, 'removeEventListener');
    await act(async () => root.unmount());
    // Unmounting stops listening to Back and Forward.
    expect(removed).toHaveBeenCalledWith('popstate', expect.any(Function));
    removed.mockRestore();
    // After unmounting nothing listens any more.
    pushSearch('?step=4');
    expect(host.textContent).toBe('');
  });
});
