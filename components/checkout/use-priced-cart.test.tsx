/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/jsdom
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { loadPricedProduct } from '@/lib/browser/cart-prices';
import { notifyWhenFree } from '@/lib/browser/notify';
import type { PricedProduct } from '@/lib/domain/priced-product';
import { useCartStore } from '@/store/cart-store';
import { usePricedCart } from './use-priced-cart';

jest.mock('@/lib/browser/cart-prices', () => ({ loadPricedProduct: jest.fn() }));
jest.mock('@/lib/browser/notify', () => ({ notifyWhenFree: jest.fn() }));

const product = (id: number, price: number): PricedProduct => ({
  id,
  name: `Product ${id}`,
  price,
  medicareEligible: false,
  taxable: false,
  medicare: { eligible: false, billing: 'purchase' },
  image: `/images/products/${id}-1.svg`,
  imageAlt: '',
});

/** What the price files hold: a product, null for one no longer sold, or an error for one that cannot load. */
function priceFiles(files: Record<number, PricedProduct | null | Error>) {
  jest.mocked(loadPricedProduct).mockImplementation(async (id) => {
    const file = files[id];
    if (file instanceof Error || file === undefined) throw file ?? new Error('no file');
    return file;
  });
}

function cart(lines: { id: number; quantity: number }[]) {
  useCartStore.setState({ lines, hydrated: true });
}

beforeEach(() => {
  jest.mocked(notifyWhenFree).mockClear();
  useCartStore.setState({ lines: [], hydrated: false });
});

describe('the cart priced from the catalogue', () => {
  it('waits for the stored cart, then prices each line from its product’s file', async () => {
    priceFiles({ 1: product(1, 89_900), 8: product(8, 3_500) });
    const { result } = renderHook(() => usePricedCart());
    expect(result.current.status).toBe('loading');
    act(() =>
      cart([
        { id: 1, quantity: 1 },
        { id: 8, quantity: 2 },
      ]),
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const ready = result.current as Extract<ReturnType<typeof usePricedCart>, { status: 'ready' }>;
    expect(ready.lines.map((l) => [l.id, l.price, l.quantity])).toEqual([
      [1, 89_900, 1],
      [8, 3_500, 2],
    ]);
    expect(ready.unpriced).toEqual([]);
  });

  it('takes a product the store no longer sells out of the cart, and says so once', async () => {
    priceFiles({ 1: product(1, 89_900), 99: null });
    act(() =>
      cart([
        { id: 1, quantity: 1 },
        { id: 99, quantity: 1 },
      ]),
    );
    const { result } = renderHook(() => usePricedCart());
    await waitFor(() => expect(useCartStore.getState().lines.map((l) => l.id)).toEqual([1]));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(notifyWhenFree).toHaveBeenCalledTimes(1);
    expect(notifyWhenFree).toHaveBeenCalledWith(
      'info',
      'An item left your cart',
      'We no longer sell it. Everything else in your cart is as you left it.',
    );
  });

  it('keeps a line whose price cannot load apart, and prices it on Try again', async () => {
    priceFiles({ 1: product(1, 89_900), 8: new Error('offline') });
    act(() =>
      cart([
        { id: 1, quantity: 1 },
        { id: 8, quantity: 1 },
      ]),
    );
    const { result } = renderHook(() => usePricedCart());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', unpriced: [8] }));
    priceFiles({ 1: product(1, 89_900), 8: product(8, 3_500) });
    act(() => (result.current as { retry: () => void }).retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', unpriced: [] }));
    expect((result.current as { lines: unknown[] }).lines).toHaveLength(2);
  });

  it('fails as a whole only when no line could be priced', async () => {
    priceFiles({ 8: new Error('offline') });
    act(() => cart([{ id: 8, quantity: 1 }]));
    const { result } = renderHook(() => usePricedCart());
    await waitFor(() => expect(result.current.status).toBe('failed'));
  });
});
