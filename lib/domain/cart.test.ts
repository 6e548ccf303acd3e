import {
  MAX_LINE_QUANTITY,
  addToCart,
  applyChange,
  countItems,
  parseChange,
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
      { id: 2.5, quantity: 1 },
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
    expect(() => sanitizeLines({ id: 1 }, known)).toThrow(new TypeError('stored cart is not a list'));
    expect(() => sanitizeLines(undefined, known)).toThrow(TypeError);
  });
});

describe('a change heard from another tab', () => {
  it('is taken when it is a known kind of change to a known product', () => {
    expect(parseChange({ type: 'add', id: 2, quantity: 3 }, known)).toEqual({
      type: 'add',
      id: 2,
      quantity: 3,
    });
    expect(parseChange({ type: 'set', id: 2, quantity: 0 }, known)).toEqual({
      type: 'set',
      id: 2,
      quantity: 0,
    });
    expect(parseChange({ type: 'remove', id: 2, quantity: 'any' }, known)).toEqual({ type: 'remove', id: 2 });
    expect(parseChange({ type: 'clear', id: 'any' }, known)).toEqual({ type: 'clear' });
  });

  it('is refused when it is anything else', () => {
    for (const raw of [
      null,
      undefined,
      'clear',
      7,
      { type: 'add', id: 99, quantity: 1 },
      { type: 'add', id: 2.5, quantity: 1 },
      { type: 'add', id: '2', quantity: 1 },
      { type: 'remove', id: 99 },
      { type: 'add', id: 2, quantity: 0 },
      { type: 'add', id: 2, quantity: Infinity },
      { type: 'set', id: 2, quantity: '3' },
      { type: 'set', id: 2, quantity: NaN },
      { type: 'empty', id: 2, quantity: 1 },
    ])
      expect(parseChange(raw, known)).toBeNull();
  });

  it('is made to the lines as this tab would make it', () => {
    const lines = [
      { id: 1, quantity: 2 },
      { id: 2, quantity: 1 },
    ];
    expect(applyChange(lines, { type: 'add', id: 1, quantity: 3 })).toEqual([
      { id: 1, quantity: 5 },
      { id: 2, quantity: 1 },
    ]);
    expect(applyChange(lines, { type: 'set', id: 2, quantity: 4 })).toEqual([
      { id: 1, quantity: 2 },
      { id: 2, quantity: 4 },
    ]);
    expect(applyChange(lines, { type: 'remove', id: 1 })).toEqual([{ id: 2, quantity: 1 }]);
    expect(applyChange(lines, { type: 'clear' })).toEqual([]);
  });
});
