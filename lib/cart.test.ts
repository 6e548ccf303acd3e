import {
  MAX_LINE_QUANTITY,
  addToCart,
  countItems,
  removeFromCart,
  sanitizeLines,
  setLineQuantity,
} from './cart';

const known = (id: number) => id >= 1 && id <= 16;

describe('cart lines', () => {
  it('adds a new product at quantity 1 and merges a repeat by +1', () => {
    let lines = addToCart([], 1);
    expect(lines).toEqual([{ id: 1, quantity: 1 }]);
    lines = addToCart(lines, 1);
    lines = addToCart(lines, 13);
    expect(lines).toEqual([
      { id: 1, quantity: 2 },
      { id: 13, quantity: 1 },
    ]);
  });

  it('adds a chosen quantity from the product page', () => {
    expect(addToCart([{ id: 2, quantity: 1 }], 2, 4)).toEqual([{ id: 2, quantity: 5 }]);
  });

  it('removes a line, and setting 0 or below removes it too', () => {
    const lines = [
      { id: 1, quantity: 2 },
      { id: 5, quantity: 1 },
    ];
    expect(removeFromCart(lines, 1)).toEqual([{ id: 5, quantity: 1 }]);
    expect(setLineQuantity(lines, 5, 0)).toEqual([{ id: 1, quantity: 2 }]);
    expect(setLineQuantity(lines, 5, -3)).toEqual([{ id: 1, quantity: 2 }]);
    expect(setLineQuantity(lines, 5, 7)).toEqual([
      { id: 1, quantity: 2 },
      { id: 5, quantity: 7 },
    ]);
  });

  it('counts items', () => {
    const lines = [
      { id: 1, quantity: 2 },
      { id: 13, quantity: 3 },
    ];
    expect(countItems(lines)).toBe(5);
  });
});

describe('reading a stored cart', () => {
  it('keeps valid lines and ignores any stored price or name', () => {
    const raw = [{ id: 1, quantity: 2, price: 0.01, name: 'Free CPAP' }];
    expect(sanitizeLines(raw, known)).toEqual([{ id: 1, quantity: 2 }]);
  });

  it('drops unknown ids and malformed entries', () => {
    const raw = [
      { id: 999, quantity: 1 },
      { id: '1', quantity: 1 },
      null,
      'x',
      { id: 3, quantity: 'two' },
      { id: 4, quantity: 1 },
    ];
    expect(sanitizeLines(raw, known)).toEqual([{ id: 4, quantity: 1 }]);
  });

  it('clamps quantities to whole numbers of at least 1 and merges duplicates', () => {
    const raw = [
      { id: 1, quantity: 2.7 },
      { id: 2, quantity: -5 },
      { id: 1, quantity: 1 },
      { id: 3, quantity: 1e12 },
    ];
    expect(sanitizeLines(raw, known)).toEqual([
      { id: 1, quantity: 3 },
      { id: 2, quantity: 1 },
      { id: 3, quantity: MAX_LINE_QUANTITY },
    ]);
  });

  it('rejects anything that is not a list', () => {
    expect(() => sanitizeLines({ id: 1 }, known)).toThrow(TypeError);
    expect(() => sanitizeLines(undefined, known)).toThrow(TypeError);
  });
});
