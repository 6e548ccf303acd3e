import { addressedAdd } from './addressed-add';

const known = (id: number) => id >= 1 && id <= 16;

describe('an add asked for in the address (Add to Cart pressed before its page was ready)', () => {
  it('adds the product and quantity named, and leaves the rest of the query', () => {
    expect(addressedAdd('?add=3&quantity=2', known)).toEqual({
      change: { type: 'add', id: 3, quantity: 2 },
      rest: '',
    });
    expect(addressedAdd('?step=shipping&add=16&quantity=10', known)).toEqual({
      change: { type: 'add', id: 16, quantity: 10 },
      rest: '?step=shipping',
    });
  });

  it('adds one when no quantity is given', () => {
    expect(addressedAdd('?add=5', known)?.change).toEqual({ type: 'add', id: 5, quantity: 1 });
  });

  it('adds nothing for a product the store does not sell or a quantity below 1, and still clears the address', () => {
    for (const search of [
      '?add=99',
      '?add=',
      '?add=two',
      '?add=2.5',
      '?add=2&quantity=0',
      '?add=2&quantity=x',
    ])
      expect(addressedAdd(search, known)).toEqual({ change: null, rest: '' });
  });

  it('is nothing when the address asks for no add', () => {
    expect(addressedAdd('', known)).toBeNull();
    expect(addressedAdd('?step=payment&quantity=2', known)).toBeNull();
  });
});
