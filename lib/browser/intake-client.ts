import type * as z from 'zod/mini';
import { refusalSchema, type Refusal } from '@/lib/domain/intake-contract';

import { intakeUrl } from './intake-url';

/** The intake answered, and said no: its message is written for the shopper. */
export class IntakeRefusal extends Error {
  constructor(
    readonly status: number,
    readonly refusal: Refusal,
    /** The language it is written in (its `Content-Language`): the page marks one that is not its own. */
    readonly language: string = 'en',
  ) {
    super(refusal.message);
  }
}

/** The intake could not be reached, or did not answer in time, or answered with something unreadable. */
export class IntakeUnreachable extends Error {}

const TIMEOUT_MS = 15_000;

/** Sends a request to the intake and reads its answer with the contract's schema. */
export async function callIntake<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  init: { body?: unknown; method?: 'GET' | 'POST'; token?: string } = {},
): Promise<z.output<S>> {
  if (!intakeUrl) throw new IntakeUnreachable('This site was built without an intake.');
  let response: Response;
  try {
    response = await fetch(`${intakeUrl}${path}`, {
      method: init.method ?? 'POST',
      headers: {
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        // The page's language: the intake's refusals are said in it, and an order's e-mails are written in it.
        'Accept-Language': document.documentElement.lang || 'en-US',
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    throw new IntakeUnreachable('The store could not be reached.');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const answer = schema.safeParse(json);
    if (answer.success) return answer.data;
    throw new IntakeUnreachable('The store’s answer could not be read.');
  }
  const refusal = refusalSchema.safeParse(json);
  if (refusal.success && response.status < 500)
    throw new IntakeRefusal(
      response.status,
      refusal.data,
      response.headers.get('Content-Language')?.slice(0, 2) || 'en',
    );
  throw new IntakeUnreachable(
    refusal.success ? refusal.data.message : `The store answered ${response.status}.`,
  );
}
