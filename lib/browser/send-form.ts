import { intakeUrl } from './intake-url';

/**
 * What became of a message or a review: sent, or not, with the intake's own words when it refused and the language
 * they are in (the page's, unless the intake has the sentence only in English).
 */
export type Sent = { ok: true } | { ok: false; refusal?: { message: string; language: string } };

/**
 * Sends a message or a review to the intake. The client and the answer's schema are loaded at the moment of
 * sending, so the product and contact pages carry none of that code until a shopper sends something.
 */
export async function sendForm(path: '/messages' | '/reviews', body: Record<string, unknown>): Promise<Sent> {
  if (!intakeUrl) return { ok: false };
  const loaded = await Promise.all([import('./intake-client'), import('@/lib/domain/intake-contract')]).catch(
    () => null,
  );
  if (!loaded) return { ok: false };
  const [{ callIntake, IntakeRefusal }, { receivedSchema }] = loaded;
  try {
    await callIntake(path, receivedSchema, { body });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof IntakeRefusal)) return { ok: false };
    return { ok: false, refusal: { message: error.message, language: error.language } };
  }
}
