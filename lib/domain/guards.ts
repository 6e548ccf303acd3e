/**
 * Checks for values read from storage or fetched, where the store checks by hand rather than with zod (the cart, a
 * price file, a tab's saved checkout): zod's core would outweigh the code that reads them.
 */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
