import { EmailMessage } from 'cloudflare:email';
import { facts } from '@/data/facts';
import type { IntakeEnv } from './env';

/**
 * Tells the supplier something arrived: the order number or message kind and nothing personal, through the
 * Worker's send_email binding (simulated and logged by wrangler dev). The message is fixed ASCII text.
 */
export async function notifySupplier(env: IntakeEnv, subject: string): Promise<void> {
  console.log(`Notice to the supplier: ${subject}`);
  if (!env.NOTIFY) return;
  // The binding's destination_address in wrangler.jsonc is the store's own address.
  const to = facts.email;
  const raw = [
    `From: Jamaica Medical Supply intake <${env.NOTIFY_FROM}>`,
    `To: ${to}`,
    `Subject: ${subject}`,
    `Message-ID: <${crypto.randomUUID()}@${env.NOTIFY_FROM.split('@')[1]}>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    `${subject}. Open the store's back office to read it.`,
    '',
  ].join('\r\n');
  try {
    await env.NOTIFY.send(new EmailMessage(env.NOTIFY_FROM, to, raw));
  } catch (error) {
    console.error(`The notice "${subject}" could not be sent: ${(error as Error).message}`);
  }
}
