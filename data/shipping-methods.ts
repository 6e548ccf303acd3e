/** How an order can be sent, with its price in dollars and its delivery time in both languages (checkout, the
 * shipping policy, the intake and the Merchant feed read them; data/facts.ts lists them with the store's facts). */
export const shippingMethods = [
  {
    id: 'standard',
    name: 'Standard Shipping',
    description: 'Free on every order',
    price: 0,
    estimatedDelivery: '5-7 business days',
    transitDays: { min: 5, max: 7 },
    es: {
      name: 'Envío estándar',
      description: 'Gratis en todos los pedidos',
      estimatedDelivery: '5 a 7 días hábiles',
    },
  },
  {
    id: 'expedited',
    name: 'Expedited Shipping',
    description: 'Faster delivery',
    price: 29.99,
    estimatedDelivery: '2-3 business days',
    transitDays: { min: 2, max: 3 },
    es: { name: 'Envío rápido', description: 'Llega antes', estimatedDelivery: '2 a 3 días hábiles' },
  },
  {
    id: 'overnight',
    name: 'Overnight Shipping',
    description: 'Order by 2 PM EST',
    price: 59.99,
    estimatedDelivery: 'Next business day',
    transitDays: { min: 1, max: 1 },
    es: {
      name: 'Envío de un día para otro',
      description: 'Pida antes de las 2 p. m. (hora del Este)',
      estimatedDelivery: 'El siguiente día hábil',
    },
  },
] as const;

export type ShippingMethod = (typeof shippingMethods)[number]['id'];
