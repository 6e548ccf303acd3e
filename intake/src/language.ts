import type { Context } from 'hono';
import english from '@/data/messages/en.json';
import spanish from '@/data/messages/es.json';
import { facts } from '@/data/facts';
import { fill } from '@/lib/domain/fill';
import type { Locale } from '@/lib/domain/locale';
import type { IntakeContext } from './env';

/**
 * The shopper's language, as her page says it: the site's pages send `Accept-Language` with their own language
 * (lib/browser/intake-client.ts), so a Spanish page hears its refusals in Spanish whatever the browser prefers.
 */
export function languageOf(c: Context<IntakeContext>): Locale {
  const first = (c.req.header('Accept-Language') ?? '').split(',', 1)[0]?.trim().toLowerCase() ?? '';
  return first === 'es' || first.startsWith('es-') ? 'es' : 'en';
}

type Refusals = (typeof english)['Intake'];

/** What the intake tells the shopper (a refusal, her payment page's line), in her page's language. */
export function say(
  c: Context<IntakeContext>,
  key: Exclude<keyof Refusals, 'callUs' | 'problems'>,
  values: Record<string, string | number> = {},
): string {
  const words = (languageOf(c) === 'es' ? spanish : english).Intake;
  return fill(words[key], { callUs: fill(words.callUs, { phone: facts.phone }), ...values });
}

/** The words of a request's problems (intake-contract.ts, problemsOf) in her page's language. */
export function problemWords(c: Context<IntakeContext>): (typeof english)['Intake']['problems'] {
  return (languageOf(c) === 'es' ? spanish : english).Intake.problems;
}

/** The header that says a refusal's language, for the page to mark it if it is not the page's. */
export function spoken(c: Context<IntakeContext>): Record<string, string> {
  return { 'Content-Language': languageOf(c) };
}

/** The patient e-mails' words in the language she ordered in. */
export function mailWords(language: string): (typeof english)['Mail'] {
  return (language === 'es' ? spanish : english).Mail;
}
