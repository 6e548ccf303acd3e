import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { problemsOf, type Refusal } from '@/lib/domain/intake-contract';
import type { IntakeContext } from './env';
import { problemWords, spoken } from './language';

/** A refusal the shopper's page can show as it is. */
export class Refused extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    readonly body: Refusal,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

/**
 * The request's JSON body checked against its schema, or a refusal that says what is wrong: to a shopper in her
 * page's language, to the staff in the schema's own words.
 */
export async function readBody<S extends z.ZodMiniType>(
  c: Context<IntakeContext>,
  schema: S,
  reader: 'shopper' | 'staff' = 'shopper',
): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new Refused(400, { message: 'The request could not be read: it is not valid JSON.' });
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    // Worded in her page's language: the site checks the fields first, but a form the browser let through (an
    // address its own check allows) is still answered in words she reads.
    const shopper = reader === 'shopper';
    const problems = problemsOf(result.error, shopper ? problemWords(c) : undefined);
    const message = problems[0] ?? 'The request is not valid.';
    throw new Refused(422, { message, problems }, shopper ? spoken(c) : {});
  }
  return result.data;
}

/** Now, as the ISO time every stored row carries. */
export const now = () => new Date().toISOString();
