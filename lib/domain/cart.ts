import { isRecord } from './guards';

/** A cart line as stored: an id and a quantity, nothing else. */
export interface CartLine {
  id: number;
  quantity: number;
}

/** The most one cart line holds: the cart review stops at it, and stored quantities are capped to it. */
export const MAX_LINE_QUANTITY = 999;

export function addToCart(lines: readonly CartLine[], id: number, quantity = 1): CartLine[] {
  const existing = lines.find((l) => l.id === id);
  if (!existing) return [...lines, { id, quantity: clampQuantity(quantity) }];
  return lines.map((l) => (l.id === id ? { id, quantity: clampQuantity(l.quantity + quantity) } : l));
}

export function removeFromCart(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.filter((l) => l.id !== id);
}

/** Setting a quantity of 0 or below removes the line. */
export function setLineQuantity(lines: readonly CartLine[], id: number, quantity: number): CartLine[] {
  if (quantity <= 0) return removeFromCart(lines, id);
  return lines.map((l) => (l.id === id ? { id, quantity: clampQuantity(quantity) } : l));
}

export function countItems(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

function clampQuantity(quantity: number): number {
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)));
}

/** Number.isInteger and Number.isFinite, which are false for anything but a number, as type guards. */
const isWholeNumber = (v: unknown): v is number => Number.isInteger(v);
const isFiniteNumber = (v: unknown): v is number => Number.isFinite(v);

/**
 * Turns whatever was read from storage into valid lines: anything that is not a list of
 * `{ id, quantity }` is rejected, unknown ids are dropped, quantities become whole numbers of at
 * least 1, and repeated ids are merged. Any price or name in storage is ignored. Checked by hand, not with
 * zod as the store's other files are: every page reads the cart, and zod's core would add about 23 KB to each.
 */
export function sanitizeLines(raw: unknown, isKnownId: (id: number) => boolean): CartLine[] {
  if (!Array.isArray(raw)) throw new TypeError('stored cart is not a list');
  let lines: CartLine[] = [];
  for (const entry of raw) {
    if (!isRecord(entry)) continue;
    const { id, quantity } = entry;
    if (!isWholeNumber(id) || !isKnownId(id)) continue;
    if (!isFiniteNumber(quantity)) continue;
    lines = addToCart(lines, id, Math.max(1, quantity));
  }
  return lines;
}

/** One change to the cart, as one tab tells the store's other tabs. */
export type CartChange =
  | { type: 'add'; id: number; quantity: number }
  | { type: 'set'; id: number; quantity: number }
  | { type: 'remove'; id: number }
  | { type: 'clear' };

export function applyChange(lines: readonly CartLine[], change: CartChange): CartLine[] {
  switch (change.type) {
    case 'add':
      return addToCart(lines, change.id, change.quantity);
    case 'set':
      return setLineQuantity(lines, change.id, change.quantity);
    case 'remove':
      return removeFromCart(lines, change.id);
    case 'clear':
      return [];
  }
}

/** A change heard from another tab, if it is one: a known kind, a known id, a finite quantity (at least 1 to add). */
export function parseChange(raw: unknown, isKnownId: (id: number) => boolean): CartChange | null {
  if (!isRecord(raw)) return null;
  const { type, id, quantity } = raw;
  if (type === 'clear') return { type };
  if (!isWholeNumber(id) || !isKnownId(id)) return null;
  if (type === 'remove') return { type, id };
  if (!isFiniteNumber(quantity)) return null;
  if (type === 'add' && quantity >= 1) return { type, id, quantity };
  if (type === 'set') return { type, id, quantity };
  return null;
}

/**
 * Add to Cart is a form (`?add=3&quantity=2` to the checkout), so a press made before its page's code has come still
 * adds the product: the checkout makes the add (lib/domain/addressed-add.ts) and takes these names out of its address.
 */
export const addressedNames = { id: 'add', quantity: 'quantity' } as const;
