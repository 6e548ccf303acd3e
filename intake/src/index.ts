import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { MAX_BODY_BYTES } from '@/lib/domain/intake-contract';
import { therapyList } from './admin/adherence';
import { collectAnswers } from './admin/claims';
import { changeMessageStatus, listMessages } from './admin/messages';
import {
  addNote,
  billChange,
  correctTracking,
  documentChange,
  claimAnswers,
  documentFile,
  documentFileOpen,
  remittanceSettle,
  rentalEnd,
  usageRecord,
  helpOffer,
  claimSend,
  eligibilityCheck,
  exportOrders,
  listOrders,
  markJunk,
  move,
  medicareCarry,
  sealedDetails,
  showOrder,
} from './admin/orders';
import { lookUpNpi } from './admin/npi-registry';
import { denialQueue } from './admin/remittances';
import { dueClaims, queueDueClaims } from './admin/rentals';
import { listPatients, reminderConsent, showPatient } from './admin/patients';
import { listRefills } from './admin/refill-list';
import { phoneRefill } from './admin/phone-refills';
import { me, signIn, signOut } from './admin/session';
import type { IntakeContext, IntakeEnv } from './env';
import { Refused } from './http';
import { say, spoken } from './language';
import { sendMessage, sendReview } from './messages';
import { placeOrder } from './orders';
import { payBill, payOrder, paymentStatus, showBill } from './pay';
import { paymentWebhook } from './webhook';
import { requireStaff } from './staff';
import { answerRefill, openRefill, remindRefills, stopRefills, unsubscribeRefills } from './refills';
import { trackOrder } from './tracking';

const app = new Hono<IntakeContext>();
const siteOrigins = (env: IntakeEnv) => env.SITE_ORIGINS.split(',').map((o) => o.trim());
const isAdmin = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * The back office (`/admin/`) runs its own script only, talks only to this origin (and reads only the copies it opened
 * itself), is never framed and never kept
 * by a cache; nothing the intake answers is read as another type than it says.
 */
const adminPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  // blob: the signed copy of a document, opened on this device, shown in the page (a photo, or a PDF in a frame).
  "img-src 'self' data: blob:",
  'frame-src blob:',
  "font-src 'self'",
  "connect-src 'self' blob:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

app.use('*', async (c, next) => {
  await next();
  // A static file's answer comes with headers that cannot be changed: it is answered again with a copy.
  c.res = new Response(c.res.body, c.res);
  const headers = c.res.headers;
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'no-referrer');
  if (isAdmin(new URL(c.req.url).pathname)) {
    headers.set('Content-Security-Policy', adminPolicy);
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Cross-Origin-Resource-Policy', 'same-origin');
    // The page and its answers carry personal data; its scripts and styles are named by their content.
    if (!/\/admin\/assets\//.test(c.req.url)) headers.set('Cache-Control', 'no-store');
  } else if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
});

// Only the store's own pages may send to the shop's API, and only the back office's own page to its API: a
// browser on another site (the storefront included, for the back office) is refused before anything is read.
app.use('*', async (c, next) => {
  const origin = c.req.header('Origin');
  const url = new URL(c.req.url);
  if (isAdmin(url.pathname)) {
    // Anything that changes something is a POST from the back office's own page, which always says where it is from.
    if ((origin && origin !== url.origin) || (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !origin))
      throw new Refused(403, { message: 'The back office only answers its own pages.' });
  } else if (origin && !siteOrigins(c.env).includes(origin))
    throw new Refused(403, { message: 'The store only accepts requests from its own website.' });
  await next();
});
const shopCors = cors({
  origin: (origin, c) => (siteOrigins(c.env as IntakeEnv).includes(origin) ? origin : null),
  allowMethods: ['GET', 'POST'],
  allowHeaders: ['Content-Type', 'Accept-Language'],
  exposeHeaders: ['Retry-After'],
  maxAge: 86400,
});
app.use('*', (c, next) => (isAdmin(new URL(c.req.url).pathname) ? next() : shopCors(c, next)));
/** A document's signed copy, sealed in the back office: the one request that is bytes, not JSON. */
const fileUpload = (c: { req: { method: string; url: string } }) =>
  c.req.method === 'POST' &&
  /^\/admin\/api\/orders\/[\w-]+\/documents\/[\w-]+\/file$/.test(new URL(c.req.url).pathname);
/** A refill reminder's one-click stop, from her mail program (RFC 8058): the one request that is a form. */
const oneClick = (c: { req: { method: string; url: string } }) =>
  c.req.method === 'POST' && new URL(c.req.url).pathname === '/refills/unsubscribe';
app.use('*', async (c, next) => {
  const type = c.req.header('Content-Type') ?? '';
  if (fileUpload(c)) {
    if (!/^application\/octet-stream\b/i.test(type))
      throw new Refused(415, {
        message: 'A signed copy is sent as its sealed bytes: Content-Type: application/octet-stream.',
      });
  } else if (oneClick(c)) {
    if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type))
      throw new Refused(415, { message: 'A one-click stop is a form: List-Unsubscribe=One-Click.' });
  } else if (c.req.method === 'POST' && !/^application\/json\b/i.test(type))
    throw new Refused(415, { message: 'The intake reads JSON only: send Content-Type: application/json.' });
  await next();
});
const jsonLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new Refused(413, { message: `The request is larger than ${MAX_BODY_BYTES / 1024} KB.` });
  },
});
const fileLimit = bodyLimit({
  maxSize: 10 * 1024 * 1024 + 1024,
  onError: () => {
    throw new Refused(413, { message: 'A signed copy is at most 10 MB.' });
  },
});
app.use('*', (c, next) => (fileUpload(c) ? fileLimit(c, next) : jsonLimit(c, next)));

// For a supervisor (npm start, an uptime check): the Worker is running.
app.get('/health', (c) => c.json({ ok: true }));
app.post('/orders', placeOrder);
app.post('/messages', sendMessage);
app.post('/reviews', sendReview);
app.post('/track', trackOrder);
app.post('/payments/status', paymentStatus);
app.post('/payments/checkout', payOrder);
app.post('/bills', showBill);
app.post('/bills/checkout', payBill);
// Her refill reminder's page: what it opens, her answer, and her stopping them.
app.post('/refills/open', openRefill);
app.post('/refills/answer', answerRefill);
app.post('/refills/stop', stopRefills);
app.post('/refills/unsubscribe', unsubscribeRefills);
// Stripe's events about payments, signed with the endpoint's secret.
app.post('/payments/webhook', paymentWebhook);

// The back office's API: every route after sign-in needs a staff member (Cloudflare Access, or locally the sign-in).
app.post('/admin/api/sign-in', signIn);
app.post('/admin/api/sign-out', signOut);
app.use('/admin/api/*', requireStaff);
app.get('/admin/api/me', me);
app.get('/admin/api/orders', listOrders);
app.get('/admin/api/orders.csv', exportOrders);
app.get('/admin/api/orders/:number', showOrder);
// Opening sealed details is recorded, so it is a POST: no link, image or cross-site GET can add to the timeline.
app.post('/admin/api/orders/:number/sealed', sealedDetails);
app.post('/admin/api/orders/:number/medicare', medicareCarry);
app.post('/admin/api/orders/:number/bill', billChange);
app.post('/admin/api/orders/junk', markJunk);
app.post('/admin/api/orders/:number/moves', move);
app.post('/admin/api/orders/:number/notes', addNote);
app.post('/admin/api/orders/:number/documents', documentChange);
app.post('/admin/api/orders/:number/documents/:kind/file', documentFile);
app.post('/admin/api/orders/:number/documents/:kind/file/open', documentFileOpen);
app.post('/admin/api/orders/:number/eligibility', eligibilityCheck);
app.post('/admin/api/orders/:number/claims', claimSend);
app.post('/admin/api/claims/answers', claimAnswers);
app.post('/admin/api/orders/:number/remittances/:id', remittanceSettle);
app.get('/admin/api/denials', denialQueue);
app.get('/admin/api/claims/due', dueClaims);
app.get('/admin/api/patients', listPatients);
app.get('/admin/api/patients/:id', showPatient);
app.post('/admin/api/patients/:id/reminders', reminderConsent);
app.post('/admin/api/patients/:id/refills', phoneRefill);
app.post('/admin/api/claims/due', dueClaims);
app.post('/admin/api/orders/:number/rental-end', rentalEnd);
app.post('/admin/api/orders/:number/nights', usageRecord);
app.post('/admin/api/orders/:number/help', helpOffer);
app.get('/admin/api/therapy', therapyList);
app.get('/admin/api/refills', listRefills);
app.post('/admin/api/orders/:number/tracking', correctTracking);
app.post('/admin/api/npi', lookUpNpi);
app.get('/admin/api/messages', listMessages);
app.post('/admin/api/messages/:id/status', changeMessageStatus);
app.all('/admin/api/*', (c) => c.json({ message: 'There is nothing at this address.' }, 404));
// The back office's page, scripts and styles (intake/admin, built into intake/.admin-build); any other page of it
// is the same page, which reads the address.
app.get('/admin', (c) => c.redirect('/admin/', 301));
app.get('/admin/assets/*', (c) => c.env.ASSETS.fetch(c.req.raw));
app.get('/admin/*', (c) => c.env.ASSETS.fetch(new Request(new URL('/admin/', c.req.url), c.req.raw)));

app.notFound((c) => c.json({ message: 'There is nothing at this address.' }, 404));
app.onError((error, c) => {
  // A refusal says which language it is in; those the store words for shoppers follow the page's.
  if (error instanceof Refused)
    return c.json(error.body, error.status, { 'Content-Language': 'en', ...error.headers });
  // The cause is logged for the supplier; the shopper gets a sentence, never a stack trace or SQL.
  console.error(`${c.req.method} ${new URL(c.req.url).pathname} failed:`, error);
  return c.json({ message: say(c, 'failed') }, 500, spoken(c));
});

export default {
  fetch: app.fetch,
  // Every hour (wrangler.jsonc's cron): the claims whose day has come, queued for staff; the refill reminders due;
  // then the DME MACs' acknowledgements and remittances, read from the clearinghouse.
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(
      queueDueClaims(env, new Date(controller.scheduledTime)).catch((error: unknown) =>
        console.error('Queueing the claims due failed:', (error as Error).message),
      ),
    );
    // The refill reminders patients asked for, whose day has come.
    ctx.waitUntil(
      remindRefills(env, new Date(controller.scheduledTime)).catch((error: unknown) =>
        console.error('Sending the refill reminders failed:', (error as Error).message),
      ),
    );
    if (!env.CLEARINGHOUSE_API_KEY) return;
    ctx.waitUntil(
      collectAnswers(env).catch((error: unknown) =>
        console.error('Reading Medicare’s answers to the claims failed:', (error as Error).message),
      ),
    );
  },
} satisfies ExportedHandler<IntakeEnv>;
