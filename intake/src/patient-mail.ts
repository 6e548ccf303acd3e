import { facts } from '@/data/facts';
import { site } from '@/data/site';
import { carriers, trackingLink, type Carrier } from '@/lib/domain/order-path';
import type { IntakeEnv } from './env';
import { now } from './http';

/**
 * E-mails to the patient, through the Worker's send_email binding (Cloudflare Email Service), when PATIENT_MAIL_FROM
 * is set: her order received, shipped, a bill to pay. They carry the order number, her first name and links, never
 * a product, a condition or a Medicare detail: an e-mail can be read by anyone who sees her inbox.
 */
export type PatientMail =
  | { kind: 'received' }
  | { kind: 'shipped'; carrier: Carrier; trackingNumber: string | null }
  | { kind: 'bill' };

interface Recipient {
  number: string;
  first_name: string;
  email: string;
}

const signature = [
  '',
  `Questions? Call us at ${facts.phone} (${facts.phoneSupportHours.summary}).`,
  site.name,
];

/** The message's subject and text. */
function patientMessage(
  mail: PatientMail,
  to: Recipient,
  storeUrl: string,
): { subject: string; text: string } {
  const track = `${storeUrl}/track-order/?order=${to.number}`;
  const greeting = `Dear ${to.first_name},`;
  switch (mail.kind) {
    case 'received':
      return {
        subject: `We have your order ${to.number}`,
        text: [
          greeting,
          '',
          `Thank you: we have your order ${to.number}.`,
          'A member of our team will call you within one business day to go through it with you.',
          '',
          `See where your order is at any time (you will need your ZIP code): ${track}`,
          ...signature,
        ].join('\n'),
      };
    case 'shipped': {
      const parcel = trackingLink(mail.carrier, mail.trackingNumber);
      return {
        subject: `Your order ${to.number} is on its way`,
        text: [
          greeting,
          '',
          `Your order ${to.number} has left us with ${carriers[mail.carrier].name}.`,
          ...(parcel ? [`Follow the parcel: ${parcel}`] : []),
          `See your order: ${track}`,
          ...signature,
        ].join('\n'),
      };
    }
    case 'bill':
      return {
        subject: `A bill for your order ${to.number}`,
        text: [
          greeting,
          '',
          `A bill for your order ${to.number} is ready.`,
          `See it and pay it online (you will need your ZIP code): ${storeUrl}/pay/?order=${to.number}`,
          'You can also pay by phone.',
          ...signature,
        ].join('\n'),
      };
  }
}

const kinds: Record<PatientMail['kind'], string> = {
  received: 'order received',
  shipped: 'shipped',
  bill: 'bill to pay',
};

/** Sends the e-mail, if patients are e-mailed, and records it in the order's timeline. */
export async function emailPatient(env: IntakeEnv, to: Recipient, mail: PatientMail): Promise<void> {
  if (!env.PATIENT_MAIL_FROM || !to.email) return;
  const { subject, text } = patientMessage(mail, to, env.STORE_URL.replace(/\/+$/, ''));
  try {
    await env.PATIENT_MAIL.send({
      from: { email: env.PATIENT_MAIL_FROM, name: site.name },
      to: to.email,
      subject,
      text,
    });
    await env.DB.prepare(
      `INSERT INTO order_events (order_number, kind, at, detail_json) VALUES (?1, 'email', ?2, ?3)`,
    )
      .bind(to.number, now(), JSON.stringify({ text: kinds[mail.kind] }))
      .run();
  } catch (error) {
    // The order number only: the patient's address stays out of the log.
    console.error(
      `The "${kinds[mail.kind]}" e-mail for order ${to.number} could not be sent: ${(error as Error).message}`,
    );
  }
}
