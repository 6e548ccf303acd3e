import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import Stripe from 'stripe';

/**
 * A stand-in for the few parts of Stripe the store uses, for `npm start -- --payments=test` and the tests, where
 * there is no internet: the API the intake calls through the `stripe` package (Checkout Sessions: create, read,
 * expire; refunds), a plain page in place of Stripe's hosted Checkout (card fields, "Pay" and "Cancel", then back to
 * the store; in Spanish when the session asks for `locale: 'es'`, as Stripe's page is), and the webhook events,
 * signed with the package's own test signature, sent to the intake.
 *
 * It lives with the tests and the start script: the Worker only ever knows it as another address for Stripe's API.
 * Its card fields check nothing and keep nothing; whatever is typed into them never leaves this page.
 */

const id = (prefix) => `${prefix}_test_${randomBytes(12).toString('base64url')}`;

/** Stripe's form encoding (`line_items[0][price_data][unit_amount]=…`) read back into an object. */
export function readForm(text) {
  const out = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let at = out;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]);
      if (last) at[part] = value;
      else at = at[part] ??= nextIsIndex ? [] : {};
    });
  }
  return out;
}

const money = (cents) => `$${(cents / 100).toFixed(2)}`;

/** The hosted page's words, in the languages the store asks Stripe for (anything else is shown in English). */
const pageWords = {
  en: {
    testMode: 'Stripe test mode: a stand-in page, no money moves.',
    standIn: 'Stripe test stand-in',
    amount: 'Amount',
    card: 'Card number',
    expiry: 'Expiry (MM / YY)',
    cvc: 'CVC',
    pay: 'Pay',
    cancel: 'Cancel and go back',
    paid: 'This payment page is already paid.',
    expired: 'This payment page is expired.',
  },
  es: {
    testMode: 'Modo de prueba de Stripe: una página de prueba, no se cobra nada.',
    standIn: 'página de prueba de Stripe',
    amount: 'Importe',
    card: 'Número de tarjeta',
    expiry: 'Vencimiento (MM / AA)',
    cvc: 'CVC',
    pay: 'Pagar',
    cancel: 'Cancelar y volver',
    paid: 'Esta página de pago ya está pagada.',
    expired: 'Esta página de pago ha vencido.',
  },
};
const escape = (s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

function stripeError(res, status, message, param) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } }));
}

/**
 * Starts the stand-in. `webhook` is where its events go (the intake's /payments/webhook), signed with `secret`;
 * `deliver`, when given, is called with each signed event instead (the Worker tests post it themselves). With
 * `stateFile`, its sessions, payments and refunds are kept in that file and read back when it starts again, so a
 * payment taken before `npm start` restarts can still be refunded.
 */
export async function startStripeStandIn({
  port = 0,
  host = '127.0.0.1',
  webhook,
  secret,
  deliver,
  log = () => {},
  stateFile,
} = {}) {
  const stripe = new Stripe('sk_test_stand_in');
  /** Checkout Sessions, payment intents and refunds, by id; each create's answer, by its idempotency key. */
  const kept = stateFile && existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : {};
  const sessions = new Map(kept.sessions ?? []);
  const intents = new Map(kept.intents ?? []);
  const refunds = new Map(kept.refunds ?? []);
  const answered = new Map(kept.answered ?? []);
  /** Written whole to a new file, then moved over the old one, so a stop halfway never leaves half a file. */
  function save() {
    if (!stateFile) return;
    mkdirSync(path.dirname(stateFile), { recursive: true });
    const state = {
      sessions: [...sessions],
      intents: [...intents],
      refunds: [...refunds],
      answered: [...answered],
    };
    writeFileSync(`${stateFile}.new`, JSON.stringify(state));
    renameSync(`${stateFile}.new`, stateFile);
  }
  /** Refunds the stand-in refuses, as Stripe would with its own sentence (for the tests of a refusal). */
  let refusing = null;
  /** Every request the intake made, as Stripe would have received it (for the tests to read). */
  const requests = [];
  const events = [];
  let base = '';

  async function send(type, object) {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.clover',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    events.push(event);
    if (deliver) return deliver(payload, header, event);
    if (!webhook) return;
    const response = await fetch(webhook, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
      body: payload,
    });
    log(`webhook ${type} → ${response.status}`);
  }

  function createSession(params) {
    const amount = (params.line_items ?? []).reduce(
      (sum, l) => sum + Number(l.price_data?.unit_amount ?? 0) * Number(l.quantity ?? 1),
      0,
    );
    const sessionId = id('cs');
    const session = {
      id: sessionId,
      object: 'checkout.session',
      mode: params.mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency: params.line_items?.[0]?.price_data?.currency ?? 'usd',
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      line_items_named: (params.line_items ?? []).map((l) => l.price_data?.product_data?.name ?? ''),
      locale: params.locale ?? 'auto',
      expires_at: Number(params.expires_at) || Math.floor(Date.now() / 1000) + 24 * 3600,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      payment_intent: null,
      url: `${base}/pay/${sessionId}`,
      livemode: false,
    };
    sessions.set(sessionId, session);
    save();
    return session;
  }

  async function pay(session) {
    const intent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_refunded: 0,
      status: 'succeeded',
      metadata: session.metadata,
    };
    intents.set(intent.id, intent);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
    save();
    await send('checkout.session.completed', session);
    return session;
  }

  async function expire(session) {
    Object.assign(session, { status: 'expired', url: null });
    save();
    await send('checkout.session.expired', session);
    return session;
  }

  function refund(params) {
    if (refusing) return { error: refusing, param: 'amount' };
    const intent = intents.get(params.payment_intent);
    if (!intent)
      return { error: `No such payment_intent: '${params.payment_intent}'`, param: 'payment_intent' };
    const amount = params.amount ? Number(params.amount) : intent.amount - intent.amount_refunded;
    if (amount <= 0 || amount > intent.amount - intent.amount_refunded)
      return {
        error: `Refund amount (${money(amount)}) is greater than unrefunded amount on charge (${money(intent.amount - intent.amount_refunded)})`,
        param: 'amount',
      };
    intent.amount_refunded += amount;
    const made = {
      id: id('re'),
      object: 'refund',
      amount,
      payment_intent: intent.id,
      status: 'succeeded',
      metadata: params.metadata ?? {},
    };
    refunds.set(made.id, made);
    save();
    return made;
  }

  /** A refund made in Stripe's dashboard, not by the intake: Stripe then sends `charge.refunded`. */
  async function dashboardRefund(paymentIntent, amount) {
    const made = refund({ payment_intent: paymentIntent, amount });
    if (made.error) throw new Error(made.error);
    const intent = intents.get(paymentIntent);
    await send('charge.refunded', {
      id: `ch_${paymentIntent.slice(3)}`,
      object: 'charge',
      payment_intent: paymentIntent,
      amount: intent.amount,
      amount_refunded: intent.amount_refunded,
      refunded: intent.amount_refunded === intent.amount,
    });
    return made;
  }

  /** The hosted page's stand-in: what is paid for, card fields that go nowhere, Pay and Cancel. */
  function page(session) {
    const language = session.locale === 'es' ? 'es' : 'en';
    const w = pageWords[language];
    const amount = escape(money(session.amount_total));
    return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${w.pay} ${amount} (${w.standIn})</title>
<style>body{font:18px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}label{display:block;margin-top:1rem}
input{display:block;width:100%;font:inherit;padding:.5rem;box-sizing:border-box}button{font:inherit;margin-top:1.5rem;padding:.6rem 1.2rem}</style></head>
<body><main><p>${w.testMode}</p>
<h1>${escape(session.line_items_named.join(', '))}</h1><p>${w.amount}: <strong>${amount}</strong></p>
${
  session.status === 'open'
    ? `<form method="post" action="/pay/${escape(session.id)}">
<label for="card">${w.card}</label><input id="card" name="card" inputmode="numeric" autocomplete="off">
<label for="expiry">${w.expiry}</label><input id="expiry" name="expiry" autocomplete="off">
<label for="cvc">${w.cvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="off">
<button name="action" value="pay">${w.pay} ${amount}</button>
<button name="action" value="cancel" formnovalidate>${w.cancel}</button></form>`
    : `<p>${session.status === 'complete' ? w.paid : w.expired}</p>`
}</main></body></html>`;
  }

  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url, base);
    const json = (status, value) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    try {
      if (url.pathname.startsWith('/v1/')) {
        requests.push({
          method: req.method,
          path: url.pathname,
          params: readForm(body),
          headers: req.headers,
        });
        if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_'))
          return stripeError(res, 401, 'Invalid API Key provided.');
        const key = req.headers['idempotency-key'];
        if (req.method === 'POST' && key && answered.has(key)) {
          const [status, value] = answered.get(key);
          res.setHeader('Idempotent-Replayed', 'true');
          return json(status, value);
        }
        const remember = (status, value) => {
          if (req.method === 'POST' && key) answered.set(key, [status, value]);
          save();
          json(status, value);
        };
        const params = readForm(body);
        let match;
        if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions')
          return remember(200, createSession(params));
        if ((match = url.pathname.match(/^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/))) {
          const session = sessions.get(match[1]);
          if (!session) return stripeError(res, 404, `No such checkout.session: '${match[1]}'`, 'session');
          if (match[2] && req.method === 'POST') {
            if (session.status !== 'open')
              return stripeError(
                res,
                400,
                `Only Checkout Sessions with a status in ["open"] can be expired.`,
              );
            return remember(200, await expire(session));
          }
          return json(200, session);
        }
        if (req.method === 'GET' && url.pathname === '/v1/refunds') {
          const intent = url.searchParams.get('payment_intent');
          const data = [...refunds.values()].filter((r) => !intent || r.payment_intent === intent).reverse();
          return json(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
        }
        if (req.method === 'POST' && url.pathname === '/v1/refunds') {
          const made = refund(params);
          return made.error ? stripeError(res, 400, made.error, made.param) : remember(200, made);
        }
        return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
      }
      const hosted = url.pathname.match(/^\/pay\/([\w-]+)$/);
      const session = hosted && sessions.get(hosted[1]);
      if (hosted && !session) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        return res.end('No such payment page.');
      }
      if (session && req.method === 'GET') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return res.end(page(session));
      }
      if (session && req.method === 'POST') {
        const action = new URLSearchParams(body).get('action');
        if (session.status === 'open' && session.expires_at * 1000 < Date.now()) await expire(session);
        if (session.status === 'open' && action === 'pay') {
          await pay(session);
          res.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
          return res.end();
        }
        if (action === 'cancel' || session.status !== 'open') {
          res.writeHead(303, { Location: session.cancel_url });
          return res.end();
        }
      }
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found.');
    } catch (error) {
      log(`stand-in error: ${error instanceof Error ? error.stack : error}`);
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'The stand-in failed.' } }));
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  base = `http://${host}:${address.port}`;
  return {
    url: base,
    host,
    port: address.port,
    sessions,
    intents,
    refunds,
    requests,
    events,
    /** Pays an open session as the hosted page would, its webhook sent. */
    pay: (sessionId) => pay(sessions.get(sessionId)),
    /** Expires a session as Stripe does after its time, its webhook sent. */
    expire: (sessionId) => expire(sessions.get(sessionId)),
    /** Sends an event of Stripe's form, signed (or not) as a test asks. */
    send,
    /** Refunds part of a payment as Stripe's dashboard does, and sends its `charge.refunded`. */
    dashboardRefund,
    /** Refuses every refund with Stripe's sentence until called again with null. */
    refuseRefunds: (message) => {
      refusing = message;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
