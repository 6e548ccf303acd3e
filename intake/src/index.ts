import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { MAX_BODY_BYTES } from '@/lib/domain/intake-contract';
import type { IntakeContext, IntakeEnv } from './env';
import { callUs, Refused } from './http';
import { changeMessageStatus, changeStatus, listInbox, requireSupplier } from './inbox';
import { sendMessage, sendReview } from './messages';
import { placeOrder } from './orders';
import { sweepRateLimits } from './rate-limit';
import { trackOrder } from './tracking';

const app = new Hono<IntakeContext>();
const origins = (env: IntakeEnv) => env.SITE_ORIGINS.split(',').map((o) => o.trim());

// Only the store's own pages may send: a browser on another site is refused before anything is read.
app.use('*', async (c, next) => {
  const origin = c.req.header('Origin');
  if (origin && !origins(c.env).includes(origin))
    throw new Refused(403, { message: 'The store only accepts requests from its own website.' });
  await next();
});
app.use(
  '*',
  cors({
    origin: (origin, c) => (origins(c.env as IntakeEnv).includes(origin) ? origin : null),
    allowMethods: ['GET', 'POST'],
    allowHeaders: ['Content-Type', 'Authorization'],
    exposeHeaders: ['Retry-After'],
    maxAge: 86400,
  }),
);
app.use('*', async (c, next) => {
  if (c.req.method === 'POST' && !/^application\/json\b/i.test(c.req.header('Content-Type') ?? ''))
    throw new Refused(415, { message: 'The intake reads JSON only: send Content-Type: application/json.' });
  await next();
});
app.use(
  '*',
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new Refused(413, { message: `The request is larger than ${MAX_BODY_BYTES / 1024} KB.` });
    },
  }),
);

// For a supervisor (npm start, an uptime check): the Worker is running.
app.get('/health', (c) => c.json({ ok: true }));
app.post('/orders', placeOrder);
app.post('/messages', sendMessage);
app.post('/reviews', sendReview);
app.post('/track', trackOrder);
app.use('/inbox/*', requireSupplier);
app.use('/inbox', requireSupplier);
app.get('/inbox', listInbox);
app.post('/inbox/orders/:number/status', changeStatus);
app.post('/inbox/messages/:id/status', changeMessageStatus);

app.notFound((c) => c.json({ message: 'There is nothing at this address.' }, 404));
app.onError((error, c) => {
  if (error instanceof Refused) return c.json(error.body, error.status, error.headers);
  // The cause is logged for the supplier; the shopper gets a sentence, never a stack trace or SQL.
  console.error(`${c.req.method} ${new URL(c.req.url).pathname} failed:`, error);
  return c.json(
    { message: `Something went wrong on our side and nothing was saved. Please try again, or ${callUs}.` },
    500,
  );
});

/** Card details live at most 14 days, even on an order no one has marked paid or cancelled. */
const CARD_DETAILS_DAYS = 14;

export default {
  fetch: app.fetch,
  async scheduled(_controller, env) {
    const cutoff = new Date(Date.now() - CARD_DETAILS_DAYS * 86_400_000).toISOString();
    await env.DB.batch([
      env.DB.prepare(
        'UPDATE orders SET sealed_card = NULL WHERE sealed_card IS NOT NULL AND placed_at < ?1',
      ).bind(cutoff),
      sweepRateLimits(env.DB),
    ]);
  },
} satisfies ExportedHandler<IntakeEnv>;
