import type { Context } from 'hono';
import type { IntakeContext } from './env';
import { Refused } from './http';
import { say, spoken } from './language';

/**
 * At most RATE_LIMIT_PER_MINUTE requests of a kind per address per minute, counted in D1 (one upsert a
 * request), so the limit holds across the Worker's instances.
 */
export async function limitRate(c: Context<IntakeContext>, bucket: string): Promise<void> {
  const limit = Number(c.env.RATE_LIMIT_PER_MINUTE) || 10;
  const address = c.req.header('CF-Connecting-IP') ?? 'unknown';
  const nowMs = Date.now();
  const window = Math.floor(nowMs / 60_000);
  const row = await c.env.DB.prepare(
    `INSERT INTO rate_limits (bucket, address, window, count) VALUES (?1, ?2, ?3, 1)
     ON CONFLICT (bucket, address, window) DO UPDATE SET count = count + 1
     RETURNING count`,
  )
    .bind(bucket, address, window)
    .first<{ count: number }>();
  // An address's first request of a minute forgets the counts of minutes that have passed, after the answer.
  if (row?.count === 1)
    c.executionCtx.waitUntil(
      c.env.DB.prepare('DELETE FROM rate_limits WHERE window < ?1')
        .bind(window - 1)
        .run()
        .then(() => undefined),
    );
  if ((row?.count ?? 0) > limit) {
    const retryAfter = Math.max(1, Math.ceil(((window + 1) * 60_000 - nowMs) / 1000));
    throw new Refused(
      429,
      {
        message: say(c, 'tooMany', { seconds: retryAfter }),
      },
      { 'Retry-After': String(retryAfter), ...spoken(c) },
    );
  }
}
