/**
 * The headers that let her mail program stop her refill reminders in one click (RFC 8058): it POSTs
 * `List-Unsubscribe=One-Click` to the intake's address for her link, with no page to open. Only an https address is
 * given (Cloudflare Email Service refuses any other, and a mail program would not POST to one), so an intake served
 * over plain http (`npm start`) sends the e-mail without them and she stops them from the link in its text.
 */
export function oneClickHeaders(intakeUrl: string, token: string): Record<string, string> {
  let base: URL;
  try {
    base = new URL(intakeUrl);
  } catch {
    return {};
  }
  if (base.protocol !== 'https:') return {};
  const address = new URL('refills/unsubscribe', `${base.href.replace(/\/*$/, '')}/`);
  address.searchParams.set('t', token);
  return {
    'List-Unsubscribe': `<${address.href}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The body a mail program POSTs for a one-click stop, as RFC 8058 writes it. */
export const ONE_CLICK_BODY = { name: 'List-Unsubscribe', value: 'One-Click' } as const;
