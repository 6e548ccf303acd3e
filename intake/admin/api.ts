import type * as z from 'zod/mini';
import { refusalSchema } from '@/lib/domain/intake-contract';

/** The intake said no, with a sentence for the staff member (and, signed out locally, who may sign in). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly staff: string[] | null = null,
    /** Each thing wrong, when the intake names several (a usage file's bad rows). */
    readonly problems: string[] = [],
  ) {
    super(message);
  }
}

/**
 * Asks the intake's back-office API (same origin: the sign-in travels as Access's or the local cookie) and reads
 * its answer with the contract's schema.
 */
export async function api<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(`/admin/api${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: init.body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, 'The intake could not be reached: check the connection and try again.');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refusal = refusalSchema.safeParse(json);
    throw new ApiError(
      response.status,
      refusal.success ? refusal.data.message : `The intake answered ${response.status}.`,
      refusal.success ? (refusal.data.staff ?? null) : null,
      refusal.success ? (refusal.data.problems ?? []) : [],
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, 'The intake’s answer could not be read.');
  return parsed.data;
}
