/**
 * @jest-environment jsdom
 */
import { CART_STORAGE_KEY, selectItemCount, setKnownProductIds, useCartStore } from './cart-store';

async function rehydrate() {
  await useCartStore.persist.rehydrate();
  return useCartStore.getState();
}

describe('cart store', () => {
  beforeEach(() => {
    localStorage.clear();
    setKnownProductIds([1, 2, 13]);
    useCartStore.setState({ lines: [], hydrated: false });
  });

  it('saves only ids and quantities, with a version', async () => {
    await rehydrate();
    useCartStore.getState().add(1);
    useCartStore.getState().add(1);
    useCartStore.getState().add(13, 3);
    const saved = JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!);
    expect(saved).toEqual({
      state: {
        lines: [
          { id: 1, quantity: 2 },
          { id: 13, quantity: 3 },
        ],
      },
      version: 1,
    });
    expect(selectItemCount(useCartStore.getState())).toBe(5);
  });

  it('restores a saved cart and marks itself hydrated', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ state: { lines: [{ id: 2, quantity: 4 }] }, version: 1 }),
    );
    const state = await rehydrate();
    expect(state.hydrated).toBe(true);
    expect(state.lines).toEqual([{ id: 2, quantity: 4 }]);
  });

  it('starts empty and logs when the saved cart is not JSON', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    const state = await rehydrate();
    expect(state.lines).toEqual([]);
    expect(state.hydrated).toBe(true);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('drops unknown ids and ignores tampered prices', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        state: {
          lines: [
            { id: 1, quantity: 1, price: 1 },
            { id: 77, quantity: 2 },
          ],
        },
        version: 0,
      }),
    );
    const state = await rehydrate();
    expect(state.lines).toEqual([{ id: 1, quantity: 1 }]);
  });

  it('removes a line set to 0 and clears', async () => {
    await rehydrate();
    const { add, setQuantity, clear } = useCartStore.getState();
    add(1);
    add(2);
    setQuantity(1, 0);
    expect(useCartStore.getState().lines).toEqual([{ id: 2, quantity: 1 }]);
    clear();
    expect(useCartStore.getState().lines).toEqual([]);
  });
});
