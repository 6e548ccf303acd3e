import { facts } from '@/data/facts';
import { site } from '@/data/site';
import { carriers, trackingLink, type Carrier } from '@/lib/domain/order-path';
import type { IntakeEnv } from './env';
import { now } from './http';
import { mailWords } from './language';
import { fill } from '@/lib/domain/fill';
import { formatMoney, type Cents } from '@/lib/domain/money';
import { MAX_REMINDERS } from '@/lib/domain/resupply';
import { formatStoreTime } from '@/lib/domain/store-time';

/**
 * E-mails to the patient, through the Worker's send_email binding (Cloudflare Email Service), when PATIENT_MAIL_FROM
 * is set: her order received, shipped, a bill to pay, a receipt for a payment. They carry the order number, her first
 * name and links (a receipt its amount and time), never a product, a condition or a Medicare detail: an e-mail can be
 * read by anyone who sees her inbox.
 */
export type PatientMail =
  | { kind: 'received' }
  | { kind: 'shipped'; carrier: Carrier; trackingNumber: string | null }
  | { kind: 'bill'; corrected?: boolean }
  | { kind: 'owned' }
  | { kind: 'receipt'; amount: Cents; at: string }
  | { kind: 'help' }
  /**
   * A refill reminder she asked for: her page to answer on, and to stop them; which of the three it is; the headers
   * that let her mail program stop them in one click.
   */
  | { kind: 'refill'; link: string; stop: string; count: number; headers: Record<string, string> };

/**
 * A name goes into an e-mail only if it reads as one: letters (any alphabet, with their accents), spaces, hyphens
 * and apostrophes, at most 40 characters. Anything else (a link, a line break, a sentence) would put someone
 * else's words in a message sent from the store's own address, so the e-mail greets her without it.
 */
function greetable(name: string): string | null {
  const trimmed = name.trim();
  return /^\p{L}[\p{L}\p{M} '’-]{0,39}$/u.test(trimmed) ? trimmed : null;
}

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
  const name = greetable(to.first_name);
  const greeting = name ? fill(w.greeting, { name }) : w.greetingPlain;
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
          fill(w.receivedCall, { within: es ? facts.replyWithinEs : facts.replyWithin }),
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
        subject: fill(mail.corrected ? w.billCorrectedSubject : w.billSubject, { number }),
        text: [
          greeting,
          '',
          fill(mail.corrected ? w.billCorrected : w.billReady, { number }),
          fill(w.billPay, { link: `${storeUrl}${es ? '/es' : ''}/pay/?order=${number}` }),
          w.billPhone,
          ...signature,
        ].join('\n'),
      };
    case 'owned':
      return {
        subject: fill(w.ownedSubject, { number }),
        text: [
          greeting,
          '',
          fill(w.ownedText, { number }),
          fill(w.receivedTrack, { link: track }),
          ...signature,
        ].join('\n'),
      };
    case 'help':
      // Sent when her first weeks' use is short: an offer of help that names neither the device nor why she has it.
      return {
        subject: fill(w.helpSubject, { number }),
        text: [
          greeting,
          '',
          fill(w.helpText, { number }),
          fill(w.helpCall, { link: `${storeUrl}${es ? '/es' : ''}/contact/` }),
          ...signature,
        ].join('\n'),
      };
    case 'refill':
      // Her first name and the links only: no item, no device, no condition.
      return {
        subject: w.refillSubject,
        text: [
          greeting,
          '',
          fill(w.refillText, { link: mail.link }),
          w.refillNothing,
          '',
          fill(w.refillStop, { link: mail.stop }),
          ...signature,
        ].join('\n'),
      };
    case 'receipt':
      return {
        subject: fill(w.receiptSubject, { number }),
        text: [
          greeting,
          '',
          fill(w.receiptPaid, {
            number,
            amount: formatMoney(mail.amount),
            time: formatStoreTime(mail.at, es ? 'es' : 'en'),
          }),
          fill(w.receiptSee, { link: track }),
          ...signature,
        ].join('\n'),
      };
  }
}

const kinds: Record<PatientMail['kind'], string> = {
  received: 'order received',
  shipped: 'shipped',
  bill: 'bill to pay',
  owned: 'rented equipment now hers',
  receipt: 'payment receipt',
  help: 'offer of help',
  refill: 'refill reminder',
};

/** Sends the e-mail, if patients are e-mailed, and records it in the order's timeline; says whether it went. */
export async function emailPatient(env: IntakeEnv, to: Recipient, mail: PatientMail): Promise<boolean> {
  if (!env.PATIENT_MAIL_FROM || !to.email) return false;
  const { subject, text } = patientMessage(mail, to, env.STORE_URL.replace(/\/+$/, ''));
  const what =
    mail.kind === 'bill' && mail.corrected
      ? 'corrected bill to pay'
      : mail.kind === 'refill'
        ? `refill reminder ${mail.count} of ${MAX_REMINDERS}`
        : kinds[mail.kind];
  try {
    await env.PATIENT_MAIL.send({
      from: { email: env.PATIENT_MAIL_FROM, name: site.name },
      to: to.email,
      subject,
      text,
      ...(mail.kind === 'refill' && Object.keys(mail.headers).length ? { headers: mail.headers } : {}),
    });
    await env.DB.prepare(
      `INSERT INTO order_events (order_number, kind, at, detail_json) VALUES (?1, 'email', ?2, ?3)`,
    )
      .bind(to.number, now(), JSON.stringify({ text: what }))
      .run();
    return true;
  } catch (error) {
    // The order number only: the patient's address stays out of the log.
    console.error(
      `The "${what}" e-mail for order ${to.number} could not be sent: ${(error as Error).message}`,
    );
    return false;
  }
}
