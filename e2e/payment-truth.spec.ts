import type { Page } from '@playwright/test';
import { continueCheckout, expect, fillShipping, payOnStripe, seedCart, test, toast } from './fixtures';

// Payments that never look done when they are not, on a phone, in both languages: a payment cancelled on Stripe's
// page, a payment page left open, and the receipt once she has paid.
test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

const words = {
  en: {
    prefix: '',
    placeOrder: 'Place Order',
    notFinished: 'Your payment was not finished, so nothing was charged.',
    unpaid: 'Your order is saved, and it is not paid yet.',
    thanks: /Thank you, Mary/,
    placedToast: 'Order Placed Successfully!',
    payBy: 'Pay $45.00 by card',
    paid: 'Paid: $45.00 by card. Thank you.',
    receipt: 'Receipt for order',
    receiptLine:
      /\$45\.00 paid by card on Stripe’s page, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \(Eastern time\): the order\./,
    nothingMore: 'Your payment is received: there is nothing more to pay.',
    orderNumber: 'Order Number',
    zip: 'ZIP Code',
    show: 'Show my bill',
    nothingToPay: /nothing to pay/i,
    stripeTitle: 'Pay $45.00 (Stripe test stand-in)',
  },
  es: {
    prefix: 'es/',
    placeOrder: 'Hacer el pedido',
    notFinished: 'Su pago no se terminó, así que no se le cobró nada.',
    unpaid: 'Guardamos su pedido, y todavía no está pagado.',
    thanks: /Gracias, Rosa/,
    placedToast: '¡Pedido hecho con éxito!',
    payBy: 'Pagar $45.00 con tarjeta',
    paid: 'Pagado: $45.00 con tarjeta. Gracias.',
    receipt: 'Recibo del pedido',
    receiptLine: /\$45\.00 pagados con tarjeta en la página de Stripe, .+ \(hora del Este\): el pedido\./,
    nothingMore: 'Ya recibimos su pago: no tiene nada más que pagar.',
    orderNumber: 'Número de pedido',
    zip: 'Código postal (ZIP)',
    show: 'Ver mi factura',
    nothingToPay: /nada que pagar/i,
    stripeTitle: 'Pagar $45.00 (página de prueba de Stripe)',
  },
} as const;

/** A knee brace, $45.00 by card, to the payment step in her language. */
async function toPayment(page: Page, language: 'en' | 'es') {
  await seedCart(page, [{ id: 13, quantity: 1 }]);
  await page.goto(`${words[language].prefix}checkout/?step=shipping`);
  await fillShipping(page, language);
  await continueCheckout(page, language === 'es' ? 'Continuar' : 'Continue');
}

for (const language of ['en', 'es'] as const) {
  const w = words[language];

  test(`${language}: a cancelled payment shows no success, says nothing was charged first, and pays on the second try @intake @mobile`, async ({
    page,
  }) => {
    await toPayment(page, language);
    await page.getByRole('button', { name: w.placeOrder }).click();
    // Stripe's page (here its stand-in) is in her language, its title too.
    await page.waitForURL(/\/pay\/cs_test_/);
    await expect(page).toHaveTitle(w.stripeTitle);
    await payOnStripe(page, { cancel: true, language });
    const payment = page.getByTestId('payment-follow-up');
    await expect(payment).toContainText(w.notFinished);
    // No green toast, no thank-you for an order that is not paid.
    await expect(toast(page)).toHaveCount(0);
    await expect(page.getByText(w.thanks)).toHaveCount(0);
    await expect(page.getByText(w.unpaid)).toBeVisible();
    // What is not finished comes first, above everything else on the confirmation.
    const first = await payment.boundingBox();
    const number = page.getByTestId('order-number');
    expect(first!.y).toBeLessThan((await number.boundingBox())!.y);
    await expect(payment.getByRole('link', { name: /\(718\) 555-0142/ })).toBeVisible();

    await payment.getByRole('button', { name: w.payBy }).click();
    await payOnStripe(page, { language });
    await expect(payment).toContainText(w.paid);
    await expect(toast(page)).toContainText(w.placedToast);
    // The receipt: what was paid, when (on the store's clock), under the store's name and phone.
    const receipt = page.getByTestId('payment-receipt');
    await expect(receipt).toContainText(w.receipt);
    await expect(receipt).toContainText('Jamaica Medical Supply');
    await expect(receipt).toContainText('(718) 555-0142');
    await expect(receipt).toContainText(w.receiptLine);
    await expect(page.getByText(w.nothingMore)).toBeVisible();
  });

  test(`${language}: a payment page left open is offered again from Pay a Bill, never reported as paid @intake @mobile`, async ({
    page,
  }) => {
    await toPayment(page, language);
    await page.getByRole('button', { name: w.placeOrder }).click();
    // Stripe's page is open; she leaves it without paying or cancelling, and goes to Pay a Bill.
    await page.waitForURL(/\/pay\/cs_test_/);
    await page.goto(`${w.prefix}pay/`);
    // Her order number, as the confirmation she will come back to keeps it for the tab.
    const number = await page.evaluate(() => {
      const kept = sessionStorage.getItem('medical-supply-last-order');
      return kept ? (JSON.parse(kept) as { orderNumber?: string }).orderNumber : null;
    });
    expect(number).toMatch(/^JMS-/);
    await page.getByLabel(w.orderNumber).fill(number!);
    await page.getByLabel(w.zip).fill('11432');
    await page.getByRole('button', { name: w.show }).click();
    const pay = page.getByRole('button', { name: w.payBy });
    await expect(pay).toBeVisible();
    await expect(page.getByText(/another page|otra página/)).toHaveCount(0);
    await pay.click();
    await payOnStripe(page, { language });
    await expect(page).toHaveURL(new RegExp(`/${w.prefix}pay/`));
    await expect(page.getByTestId('payment-receipt')).toContainText(w.receiptLine);
    await expect(page.getByRole('heading', { name: w.nothingToPay })).toBeVisible();
  });
}
