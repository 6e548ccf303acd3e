import { ORDER_NUMBER_ALPHABET } from '@/lib/domain/intake-contract';

/** `JMS-7KQ4M-X9WPT`: ten characters of a 32-letter alphabet, 50 random bits that no one can guess. */
export function newOrderNumber(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const chars = [...bytes].map((b) => ORDER_NUMBER_ALPHABET[b % 32]).join('');
  return `JMS-${chars.slice(0, 5)}-${chars.slice(5)}`;
}
