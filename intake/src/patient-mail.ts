import { facts } from '@/data/facts';
import { site } from '@/data/site';
import { carriers, trackingLink, type Carrier } from '@/lib/domain/order-path';
import type { IntakeEnv } from './env';
import { now } from './http';
import { mailWords } from './language';
import { fill } from '@/lib/domain/fill';

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
  /** The language she ordered in: her e-mails are written in it, and link the store's pages in it. */
  language: string;
}

/** The message's subject and text. */
function patientMessage(
  mail: PatientMail,
  to: Recipient,
  storeUrl: string,
): { subject: string; text: string } {
  const w = mailWords(to.language);
  const es = to.language === 'es';
  const number = to.number;
  const track = `${storeUrl}${es ? '/es' : ''}/track-order/?order=${number}`;
  const greeting = fill(w.greeting, { name: to.first_name });
  const signature = [
    '',
    fill(w.signature, {
      phone: facts.phone,
      hours: es ? facts.phoneSupportHours.summaryEs : facts.phoneSupportHours.summary,
    }),
    site.name,
  ];
  switch (mail.kind) {
    case 'received':
      return {
        subject: fill(w.receivedSubject, { number }),
        text: [
          greeting,
          '',
          fill(w.receivedThanks, { number }),
          w.receivedCall,
          '',
          fill(w.receivedTrack, { link: track }),
          ...signature,
        ].join('\n'),
      };
    case 'shipped': {
      const parcel = trackingLink(mail.carrier, mail.trackingNumber);
      return {
        subject: fill(w.shippedSubject, { number }),
        text: [
          greeting,
          '',
          fill(w.shippedLeft, { number, carrier: carriers[mail.carrier].name }),
          ...(parcel ? [fill(w.shippedParcel, { link: parcel })] : []),
          fill(w.shippedSee, { link: track }),
          ...signature,
        ].join('\n'),
      };
    }
    case 'bill':
      return {
        subject: fill(w.billSubject, { number }),
        text: [
          greeting,
          '',
          fill(w.billReady, { number }),
          fill(w.billPay, { link: `${storeUrl}${es ? '/es' : ''}/pay/?order=${number}` }),
          w.billPhone,
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
