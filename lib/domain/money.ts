/** Money is held in integer cents; dollars appear only at the catalogue boundary and on screen. */
export type Cents = number;

export function toCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

/** `percent` of an amount, rounded half up to the cent. */
export function percentOf(amount: Cents, percent: number): Cents {
  return Math.round((amount * percent) / 100);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** `$1,990.44`, always in the en-US format whatever the browser's locale. */
export function formatMoney(amount: Cents): string {
  return usd.format(amount / 100);
}

/** `$1,199` for whole-dollar prices, `$29.99` otherwise. */
export function formatPrice(amount: Cents): string {
  return amount % 100 === 0 ? usdWhole.format(amount / 100) : usd.format(amount / 100);
}

export function percentOff(price: Cents, originalPrice: Cents): number {
  if (originalPrice <= price || originalPrice <= 0) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
