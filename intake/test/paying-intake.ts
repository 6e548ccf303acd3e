import { startStripeStandIn } from '@/scripts/testing/stripe-stand-in.mjs';
import { startIntake } from './intake';

/**
 * The intake with Stripe's stand-in as its processor, signed with `secret`. Each event the stand-in sends goes to
 * `deliver`, which posts it to the webhook itself (`webhook`), or holds it back, as a test needs.
 */
export async function startPayingIntake(
  secret: string,
  deliver: (payload: string, header: string, event: { type: string }) => Promise<void>,
  vars: Record<string, string> = {},
) {
  const standIn = await startStripeStandIn({ secret, deliver });
  const intake = await startIntake({
    STRIPE_SECRET_KEY: 'sk_test_intake',
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(standIn.port),
    STRIPE_API_PROTOCOL: 'http',
    ...vars,
  });
  /** Stripe's POST to the webhook: no Origin, the raw body, its signature. */
  const webhook = (payload: string, header: string | null) =>
    intake.send('/payments/webhook', null, {
      raw: payload,
      origin: null,
      headers: header === null ? {} : { 'Stripe-Signature': header },
    });
  return {
    intake,
    standIn,
    webhook,
    /** A page the stand-in opened, by the address the intake answered with. */
    sessionOf: (url: string) => standIn.sessions.get(url.split('/').at(-1)!)!,
    close: async () => {
      await intake.dispose();
      await standIn.close();
    },
  };
}
