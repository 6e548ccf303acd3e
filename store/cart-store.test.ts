/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/jsdom
 */
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { toRanges } from '@/lib/domain/id-ranges';
import type * as cartStoreModule from './cart-store';
import { CART_STORAGE_KEY, followCart, selectItemCount, setKnownProducts, useCartStore } from './cart-store';

async function rehydrate() {
  await useCartStore.persist.rehydrate();
  return useCartStore.getState();
}

describe('cart store', () => {
  beforeEach(() => {
    localStorage.clear();
    setKnownProducts(toRanges([1, 2, 13]));
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
        version: 1,
      }),
    );
    const state = await rehydrate();
    expect(state.lines).toEqual([{ id: 1, quantity: 1 }]);
  });

  it("carries over a cart saved by the store's first site, a bare list of products, and saves it anew", async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { id: 2, name: 'CPAP Mask', price: 0.01, quantity: 2 },
        { id: 77, name: 'Gone', price: 10, quantity: 1 },
        { id: 13, name: 'Knee Brace', price: 89, quantity: 1.6 },
      ]),
    );
    const state = await rehydrate();
    expect(state.lines).toEqual([
      { id: 2, quantity: 2 },
      { id: 13, quantity: 1 },
    ]);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toEqual({
      state: { lines: state.lines },
      version: 1,
    });
  });

  it.each([
    ['a newer site', { state: { lines: [{ id: 1, quantity: 1 }] }, version: 2 }, 'version 2'],
    [
      'nowhere this site knows, with no version',
      { state: { lines: [{ id: 1, quantity: 1 }] } },
      'Could not read',
    ],
    ['nowhere this site knows, with no state', { basket: [1, 2], version: 1 }, 'Could not read'],
    ['nowhere this site knows, a number', 42, 'Could not read'],
    ['nowhere this site knows, with a null state', { state: null, version: 1 }, 'Could not read'],
    ['nowhere this site knows, null', null, 'Could not read'],
  ])('starts empty, saying why, when the saved cart comes from %s', async (_, saved, reason) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(saved));
    const state = await rehydrate();
    expect(state.lines).toEqual([]);
    expect(state.hydrated).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(reason);
    warn.mockRestore();
  });

  it('starts empty, saying why, when a saved cart of this version holds no list of lines', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines: 'two masks' }, version: 1 }));
    const state = await rehydrate();
    expect(state.lines).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      'Could not read the saved cart; starting with an empty cart.',
      expect.any(TypeError),
    );
    warn.mockRestore();
  });

  it('keeps what this tab holds when nothing is saved, without a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    useCartStore.setState({ lines: [{ id: 1, quantity: 2 }] });
    // As when storage was cleared, or a private window keeps nothing between pages.
    localStorage.removeItem(CART_STORAGE_KEY);
    const state = await rehydrate();
    expect(state.lines).toEqual([{ id: 1, quantity: 2 }]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('saves an emptied cart over the one it read, and can drop the saved cart', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ state: { lines: [{ id: 2, quantity: 4 }] }, version: 1 }),
    );
    await rehydrate();
    useCartStore.getState().clear();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toEqual({ state: { lines: [] }, version: 1 });
    useCartStore.persist.clearStorage();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
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

  it('writes the stored cart only when the cart changes, never on reading it', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    await rehydrate();
    useCartStore.setState({ hydrated: true });
    expect(setItem).not.toHaveBeenCalled();
    useCartStore.getState().add(2);
    expect(setItem).toHaveBeenCalledTimes(1);
    setItem.mockRestore();
  });

  it('keeps working in memory when storage is full', async () => {
    await rehydrate();
    const before = localStorage.getItem(CART_STORAGE_KEY);
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      expect(() => useCartStore.getState().add(2, 3)).not.toThrow();
      useCartStore.getState().add(2);
      expect(useCartStore.getState().lines).toEqual([{ id: 2, quantity: 4 }]);
      expect(localStorage.getItem(CART_STORAGE_KEY)).toBe(before);
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});

describe('a tab without BroadcastChannel', () => {
  const saved = (lines: { id: number; quantity: number }[]) =>
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines }, version: 1 }));
  const storageEvent = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));
  const pageShow = (persisted: boolean) =>
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));
  beforeEach(() => {
    localStorage.clear();
    setKnownProducts(toRanges([1, 2, 13]));
    useCartStore.setState({ lines: [], hydrated: false });
  });

  it('reads the saved cart when it starts following', async () => {
    saved([{ id: 2, quantity: 1 }]);
    stops.push(followCart());
    await settle();
    expect(useCartStore.getState()).toMatchObject({ hydrated: true, lines: [{ id: 2, quantity: 1 }] });
  });

  it('re-reads the cart when another tab saves it, not for other keys', async () => {
    stops.push(followCart());
    await settle();
    saved([{ id: 13, quantity: 2 }]);
    storageEvent('recently-viewed');
    await settle();
    expect(useCartStore.getState().lines).toEqual([]);
    storageEvent(CART_STORAGE_KEY);
    await settle();
    expect(useCartStore.getState().lines).toEqual([{ id: 13, quantity: 2 }]);
    // A null key is how the event reports storage cleared or replaced wholesale: the tab reads it again.
    saved([{ id: 2, quantity: 5 }]);
    storageEvent(null);
    await settle();
    expect(useCartStore.getState().lines).toEqual([{ id: 2, quantity: 5 }]);
  });

  it('re-reads the cart on coming back from the back-forward cache, and only then', async () => {
    stops.push(followCart());
    await settle();
    saved([{ id: 1, quantity: 3 }]);
    pageShow(false);
    await settle();
    expect(useCartStore.getState().lines).toEqual([]);
    pageShow(true);
    await settle();
    expect(useCartStore.getState().lines).toEqual([{ id: 1, quantity: 3 }]);
  });

  it('stops following when asked', async () => {
    followCart()();
    await settle();
    saved([{ id: 1, quantity: 3 }]);
    storageEvent(CART_STORAGE_KEY);
    pageShow(true);
    await settle();
    expect(useCartStore.getState().lines).toEqual([]);
  });
});

type CartStoreModule = typeof cartStoreModule;

/** One tab's copy of the store, with its own module state, as a second browser tab would have. */
function openTab(): CartStoreModule {
  let tab: CartStoreModule | undefined;
  jest.isolateModules(() => {
    tab = jest.requireActual('./cart-store') as CartStoreModule; // plain call: Jest finds the test's modules by it
  });
  tab!.setKnownProducts(toRanges([1, 2, 13]));
  return tab!;
}

/** Lets the messages between the tabs arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('two tabs', () => {
  const stops: (() => void)[] = [];

  beforeAll(() => {
    // jsdom has no BroadcastChannel; Node's behaves as a browser's between two copies of the store.
    Object.assign(globalThis, { BroadcastChannel: NodeBroadcastChannel });
  });
  beforeEach(() => localStorage.clear());
  afterEach(() => stops.splice(0).forEach((stop) => stop()));
  afterAll(() => Reflect.deleteProperty(globalThis, 'BroadcastChannel'));

  it('reads nothing saved until the page asks, so the static page and the first render agree', async () => {
    localStorage.setItem(
      'medical-supply-cart',
      JSON.stringify({ state: { lines: [{ id: 2, quantity: 1 }] }, version: 1 }),
    );
    const tab = openTab();
    await settle();
    expect(tab.useCartStore.getState()).toMatchObject({ lines: [], hydrated: false });
    stops.push(tab.followCart());
    await settle();
    expect(tab.useCartStore.getState()).toMatchObject({ lines: [{ id: 2, quantity: 1 }], hydrated: true });
  });

  it('keeps every add when both tabs add before hearing of each other', async () => {
    const [a, b] = [openTab(), openTab()];
    stops.push(a.followCart(), b.followCart());
    await settle();
    // Neither tab re-reads storage between its adds: a browser tab's copy of storage can lag behind.
    for (let i = 0; i < 5; i++) {
      a.useCartStore.getState().add(1);
      b.useCartStore.getState().add(13);
    }
    await settle();
    const both = [
      { id: 1, quantity: 5 },
      { id: 13, quantity: 5 },
    ];
    expect(a.useCartStore.getState().lines).toEqual(expect.arrayContaining(both));
    expect(b.useCartStore.getState().lines).toEqual(expect.arrayContaining(both));
    expect(JSON.parse(localStorage.getItem(a.CART_STORAGE_KEY)!).state.lines).toEqual(
      expect.arrayContaining(both),
    );
  });

  it('follows a quantity change, a removal and an emptied cart made in the other tab', async () => {
    const [a, b] = [openTab(), openTab()];
    stops.push(a.followCart(), b.followCart());
    // The cart is saved under the key the store's first site used, so no shopper's cart is lost to a rename.
    expect(a.CART_STORAGE_KEY).toBe('medical-supply-cart');
    a.useCartStore.getState().add(1, 2);
    a.useCartStore.getState().add(2);
    await settle();
    expect(b.useCartStore.getState().lines).toEqual([
      { id: 1, quantity: 2 },
      { id: 2, quantity: 1 },
    ]);
    // The other tab's badge counts them too.
    expect(b.selectItemCount(b.useCartStore.getState())).toBe(3);
    b.useCartStore.getState().setQuantity(1, 7);
    b.useCartStore.getState().remove(2);
    await settle();
    expect(a.useCartStore.getState().lines).toEqual([{ id: 1, quantity: 7 }]);
    a.useCartStore.getState().clear();
    await settle();
    expect(b.useCartStore.getState().lines).toEqual([]);
  });

  it('ignores a message that is not a change to a known product', async () => {
    const [a] = [openTab()];
    stops.push(a.followCart());
    const stranger = new NodeBroadcastChannel(a.CART_STORAGE_KEY);
    stranger.postMessage({ type: 'add', id: 77, quantity: 1 });
    stranger.postMessage({ type: 'add', id: 1, quantity: -4 });
    stranger.postMessage({ type: 'add', id: 2, quantity: 3, price: 0 });
    stranger.postMessage('clear');
    await settle();
    stranger.close();
    expect(a.useCartStore.getState().lines).toEqual([{ id: 2, quantity: 3 }]);
  });
});
