import { addressedNames, parseChange, type CartChange } from './cart';

/**
 * What an address's query asks the cart to add: null when it asks nothing; else the add, if it names a known product
 * and a quantity of at least 1 (1 when it gives none), and the query without the names.
 */
export function addressedAdd(
  search: string,
  isKnownId: (id: number) => boolean,
): { change: CartChange | null; rest: string } | null {
  const params = new URLSearchParams(search);
  const id = params.get(addressedNames.id);
  if (id === null) return null;
  const quantity = params.get(addressedNames.quantity) ?? '1';
  params.delete(addressedNames.id);
  params.delete(addressedNames.quantity);
  const rest = params.size > 0 ? `?${params.toString()}` : '';
  // Number('') is 0, so an empty value is refused as any other that is not a whole number.
  const change = parseChange({ type: 'add', id: Number(id), quantity: Number(quantity) }, isKnownId);
  return { change, rest };
}
