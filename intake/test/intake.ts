import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey as JoseKey } from 'jose';
import {
  Log,
  LogLevel,
  Miniflare,
  Response as MiniflareResponse,
  type Request as MiniflareRequest,
} from 'miniflare';
import type { OrderRequest } from '@/lib/domain/intake-contract';
import { orderTotals } from '@/lib/domain/order-totals';
import { startClearinghouseStandIn } from '@/scripts/testing/clearinghouse-stand-in.mjs';
import { testCatalogLine, testDir } from './paths';

const SITE = 'https://shop.example';
/** The back office's Cloudflare Access application, as the tests set it up. */
const ACCESS = { team: 'jms-test.cloudflareaccess.com', audience: 'aud-of-the-back-office' };
export const STAFF = ['ana@jamaicamedicalsupply.com', 'ben@jamaicamedicalsupply.com'] as const;

const config = JSON.parse(readFileSync(path.join(testDir, 'wrangler.json'), 'utf8')) as {
  compatibility_date: string;
  vars: Record<string, string>;
  assets: { directory: string };
};

/** The migrations' statements, in file order (the files hold one statement per `;`). */
function migrationStatements(): string[] {
  const dir = path.resolve('intake/migrations');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .flatMap((f) =>
      readFileSync(path.join(dir, f), 'utf8')
        .replace(/^\s*--.*$/gm, '')
        .split(/;\s*$/m)
        .map((s) => s.trim())
        .filter(Boolean),
    );
}

/** The test's Access signing key: its public half is what the team's certificate address answers. */
const accessKeys = generateKeyPair('RS256', { extractable: true });

/**
 * A Cloudflare Access JWT for a staff member, as Access would put it in `Cf-Access-Jwt-Assertion`, signed by the
 * test's key unless another is given; `expiresIn` and `audience` can be made wrong.
 */
export async function accessToken(
  email: string = STAFF[0],
  change: { audience?: string; expiresIn?: string | number | null; key?: JoseKey; issuer?: string } = {},
): Promise<string> {
  const key = change.key ?? (await accessKeys).privateKey;
  const token = new SignJWT({ email, type: 'app' })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(change.issuer ?? `https://${ACCESS.team}`)
    .setAudience(change.audience ?? ACCESS.audience)
    .setSubject(`user-${email}`)
    .setIssuedAt();
  // `null`: a token that never says when it expires.
  if (change.expiresIn !== null) token.setExpirationTime(change.expiresIn ?? '1h');
  return token.sign(key);
}

/** Miniflare's log of what the runtime did, e-mails sent included, kept for the tests to read. */
class KeptLog extends Log {
  readonly lines: string[] = [];
  constructor() {
    super(LogLevel.INFO);
  }
  override logWithLevel(_level: LogLevel, message: string) {
    this.lines.push(message);
  }
}

/** The bundled Worker in workerd, with a fresh D1 (SQLite) database that has every migration applied. */
export async function startIntake(vars: Record<string, string> = {}) {
  // The clearinghouse's stand-in, for this intake alone: Medicare's test beneficiaries answer its eligibility checks.
  const clearinghouse = await startClearinghouseStandIn();
  // What the Worker writes to its console, kept for the tests to read instead of printed.
  const logs: string[] = [];
  const log = new KeptLog();
  const bundle = path.join(testDir, 'dist');
  const jwks = {
    keys: [{ ...(await exportJWK((await accessKeys).publicKey)), kid: 'test-key', alg: 'RS256' }],
  };
  const values = {
    ...config.vars,
    SITE_ORIGINS: SITE,
    RATE_LIMIT_PER_MINUTE: '1000',
    ACCESS_TEAM_DOMAIN: ACCESS.team,
    ACCESS_AUD: ACCESS.audience,
    STORE_URL: 'https://shop.example',
    CLEARINGHOUSE_URL: clearinghouse.url,
    CLEARINGHOUSE_API_KEY: clearinghouse.key,
    CLEARINGHOUSE_CORE_URL: clearinghouse.coreUrl,
    SUPPLIER_NPI: '1122334455',
    SUPPLIER_TAX_ID: '112233445',
    ...vars,
  };
  const mf = new Miniflare({
    log,
    handleStructuredLogs: (entry) => logs.push(`${entry.message}\n`),
    workers: [
      {
        config: {
          name: 'intake',
          compatibilityDate: config.compatibility_date,
          manifest: {
            mainModule: 'index.js',
            modulesRoot: bundle,
            modules: {
              'index.js': { type: 'esm', contents: readFileSync(path.join(bundle, 'index.js'), 'utf8') },
            },
          },
          env: {
            ...Object.fromEntries(
              Object.entries(values).map(([name, value]) => [name, { type: 'text' as const, value }]),
            ),
            DB: { type: 'd1', id: 'DB' },
            DOCUMENTS: { type: 'r2', name: 'DOCUMENTS' },
            NOTIFY: { type: 'send-email' },
            PATIENT_MAIL: { type: 'send-email' },
            ASSETS: { type: 'assets' },
          },
          assets: {
            directory: config.assets.directory,
            runWorkerFirst: true,
            hasUserWorker: true,
          },
        },
        dev: {
          // The addresses the Worker fetches: the Access team's signing keys, answered with the test's key, and Stripe.
          outboundService: {
            type: 'fetcher',
            handler: async (request: MiniflareRequest) => {
              if (request.url === `https://${ACCESS.team}/cdn-cgi/access/certs`)
                return MiniflareResponse.json(jwks);
              // The Stripe stand-in, on this machine (scripts/testing/stripe-stand-in.mjs).
              if (request.url.startsWith('http://127.0.0.1:')) {
                const answer = await fetch(request.url, {
                  method: request.method,
                  headers: Object.fromEntries(request.headers),
                  body: request.method === 'GET' ? undefined : await request.text(),
                });
                return new MiniflareResponse(await answer.text(), {
                  status: answer.status,
                  headers: Object.fromEntries(answer.headers),
                });
              }
              return new MiniflareResponse('This test reaches no other address.', { status: 599 });
            },
          },
        },
      },
    ],
  });
  const db = await mf.getD1Database('DB');
  await db.batch(migrationStatements().map((s) => db.prepare(s)));
  let address = 0;
  return {
    db,
    /** The R2 bucket of documents' sealed copies, as the Worker sees it. */
    r2: async () =>
      (await mf.getR2Bucket('DOCUMENTS')) as unknown as {
        get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer> } | null>;
        list(options: { prefix: string }): Promise<{ objects: unknown[] }>;
      },
    logs,
    /** Miniflare's own log: where wrangler's local send_email says what it sent. */
    runtimeLog: log.lines,
    /** A request from the store's site, from its own address unless one is given. */
    async send(
      pathname: string,
      body: unknown,
      init: { headers?: Record<string, string>; method?: string; raw?: string; origin?: string | null } = {},
    ) {
      const origin = init.origin === undefined ? SITE : init.origin;
      const response = await mf.dispatchFetch(`http://intake.test${pathname}`, {
        method: init.method ?? 'POST',
        headers: {
          ...(origin ? { Origin: origin } : {}),
          'Content-Type': 'application/json',
          'CF-Connecting-IP': `203.0.113.${(address++ % 250) + 1}`,
          ...init.headers,
        },
        body: init.method === 'GET' ? undefined : (init.raw ?? JSON.stringify(body)),
        redirect: 'manual',
      });
      const text = await response.text();
      let json = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON: the page, a script or a CSV; read it as text.
      }
      return { status: response.status, headers: response.headers, text, json };
    },
    /**
     * A request to the Worker at another address (the local sign-in answers only on 127.0.0.1), as the back office's
     * own page there sends it: its origin on a POST, and the sign-in's cookie if given.
     */
    async sendTo(url: string, init: { method?: string; cookie?: string; body?: unknown } = {}) {
      const method = init.method ?? 'GET';
      const response = await mf.dispatchFetch(url, {
        method,
        headers: {
          ...(method === 'POST' ? { Origin: new URL(url).origin, 'Content-Type': 'application/json' } : {}),
          ...(init.cookie ? { Cookie: init.cookie } : {}),
          'CF-Connecting-IP': '203.0.113.250',
        },
        body: method === 'POST' ? JSON.stringify(init.body ?? {}) : undefined,
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
    },
    /** Bytes to the back office, or bytes back from it (a document's sealed copy), signed in as the first staff member. */
    async staffBytes(pathname: string, body: ArrayBuffer | null, headers: Record<string, string> = {}) {
      const response = await mf.dispatchFetch(`http://intake.test/admin/api${pathname}`, {
        method: 'POST',
        headers: {
          Origin: 'http://intake.test',
          'Cf-Access-Jwt-Assertion': await accessToken(),
          'CF-Connecting-IP': '203.0.113.251',
          'Content-Type': body ? 'application/octet-stream' : 'application/json',
          ...headers,
        },
        body: body ? new Uint8Array(body) : '{}',
      });
      const bytes = await response.arrayBuffer();
      let json = null;
      try {
        json = JSON.parse(new TextDecoder().decode(bytes));
      } catch {
        // The sealed bytes themselves.
      }
      return { status: response.status, json, bytes };
    },
    /** A request of the back office, signed in through Access as a staff member (the first unless one is named). */
    async staff(
      pathname: string,
      body?: unknown,
      init: { staff?: string; token?: string | null; method?: 'GET' | 'POST' } = {},
    ) {
      const token = init.token === undefined ? await accessToken(init.staff) : init.token;
      const method = init.method ?? (body === undefined ? 'GET' : 'POST');
      return this.send(`/admin/api${pathname}`, body ?? null, {
        method,
        // The back office's own page: a browser names its origin on every POST.
        origin: method === 'POST' ? 'http://intake.test' : null,
        headers: token ? { 'Cf-Access-Jwt-Assertion': token } : {},
      });
    },
    /** The Worker's hourly schedule, run now (wrangler.jsonc's cron). */
    async scheduled() {
      const worker = (await mf.getWorker()) as unknown as {
        scheduled(options: { cron: string }): Promise<unknown>;
      };
      return worker.scheduled({ cron: '0 * * * *' });
    },
    clearinghouse,
    dispose: () => Promise.all([mf.dispose(), clearinghouse.close()]),
  };
}

export type Intake = Awaited<ReturnType<typeof startIntake>>;

/** A ciphertext of the sealed-details form: the intake stores it as it is and never opens it. */
export const SEALED = 'hpke2.QUJD.REVGR0g';

let attempts = 0;
/** A card order as the checkout sends it, for lines of known catalogue prices, with the totals they make. */
export function orderRequest(
  lines: { id: number; quantity?: number }[],
  change: Partial<OrderRequest> = {},
): OrderRequest {
  const priced = lines.map((l) => testCatalogLine(l.id, l.quantity));
  return {
    idempotencyKey: `attempt-${Date.now()}-${attempts++}-abcdefgh`,
    lines: priced.map(({ id, quantity }) => ({ id, quantity })),
    shipping: {
      firstName: 'Rosa',
      lastName: 'Alvarez',
      email: 'rosa@example.com',
      phone: '718-555-0100',
      address: '12 Hillside Avenue',
      city: 'Jamaica',
      state: 'NY',
      zipCode: '11432',
    },
    shippingMethod: 'standard',
    paymentMethod: 'card',
    deductible: 'unsure',
    sealed: {},
    shown: orderTotals(priced, change.shippingMethod ?? 'standard', {
      method: change.paymentMethod ?? 'card',
      deductible: change.deductible ?? 'unsure',
    }),
    ...change,
  };
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The clearinghouse stand-in's beneficiary whose Part B is active, with $120 of her deductible left. */
export const ACTIVE_PART_B = {
  medicareNumber: '1EG4-TE5-MK73',
  firstName: 'Rosa',
  lastName: 'Alvarez',
  dateOfBirth: '1948-04-12',
};

/**
 * What a Medicare order needs before it is confirmed, done as staff do it, so a test about what comes after can
 * confirm the order (each is tested on its own in documents.test.ts and eligibility.test.ts): every document its
 * items need, recorded as the practitioner's office sent it, and her eligibility checked (Part B active). A card
 * order needs none.
 */
export async function paperworkIn(intake: Intake, number: string) {
  const { json } = await intake.staff(`/orders/${number}`);
  for (const doc of json.documents as { kind: string; state: string; fromMonth: number | null }[]) {
    // A re-evaluation comes months after delivery: the order is confirmed without it.
    if (doc.state === 'received' || doc.state === 'waived' || doc.fromMonth) continue;
    const answer = await intake.staff(`/orders/${number}/documents`, {
      action: 'receive',
      kind: doc.kind,
      // The visit and test a month ago, then the order written after them.
      signedOn: daysAgo(doc.kind === 'written-order' ? 10 : 30),
      // Who signed it (and a written order's NPI and diagnosis), sealed in the back office.
      sealed: SEALED,
    });
    if (answer.status !== 200) throw new Error(`${doc.kind}: ${answer.json.message}`);
  }
  if (json.payer !== 'medicare') return;
  const checked = await intake.staff(`/orders/${number}/eligibility`, ACTIVE_PART_B);
  if (checked.status !== 200) throw new Error(`eligibility: ${checked.json.message}`);
}

/**
 * The patient of order `number` as the clearinghouse stand-in knows her: one of its 9-series beneficiaries (Part B
 * active, $120 of the deductible left), her Medicare number made from the order number, so each order's claims
 * use up her own deductible and no other test's.
 */
export function patientOf(number: string) {
  let hash = 0;
  for (const ch of number) hash = (hash * 31 + ch.charCodeAt(0)) % 1_000_000;
  const d = String(hash).padStart(6, '0');
  return { ...ACTIVE_PART_B, medicareNumber: `9A${d.slice(0, 2)}A${d.slice(2, 4)}AA${d.slice(4)}` };
}

/** Medicare's remittance for the claim last sent, read as staff read it (the poll after its acknowledgement). */
export async function remitted(intake: Intake, number: string) {
  const answered = await intake.staff('/claims/answers', {});
  if (answered.status !== 200) throw new Error(`answers: ${answered.json.message}`);
  return (await intake.staff(`/orders/${number}`)).json;
}

/** What the written order says, as the back office opens it from its sealed copy for a claim. */
export const WRITTEN_ORDER = {
  orderingNpi: '1234567893',
  orderingName: 'Dr. Anita Patel, MD',
  diagnosis: 'G47.33',
  abnOnFile: false,
};

/**
 * The claim that is due for a Medicare order, sent as staff send it (claims.test.ts tests each part), and the DME
 * MAC's acknowledgement read: the answer of the sending (`json`), and the order afterwards.
 */
export async function claimSent(intake: Intake, number: string, change: Record<string, unknown> = {}) {
  const { json: order } = await intake.staff(`/orders/${number}`);
  const sent = await intake.staff(`/orders/${number}/claims`, {
    from: order.status,
    ...patientOf(number),
    ...WRITTEN_ORDER,
    ...change,
  });
  if (sent.status === 200) await intake.staff('/claims/answers', {});
  return sent;
}

/** A Medicare order of `lines`, its paperwork in and her eligibility checked, delivered on December 1, 2026. */
export async function deliveredOrder(
  intake: Intake,
  lines: { id: number; quantity?: number }[],
  change: Partial<OrderRequest> = {},
) {
  const { json } = await intake.send(
    '/orders',
    orderRequest(lines, {
      paymentMethod: 'medicare',
      deductible: 'yes',
      sealed: { medicare: SEALED },
      ...change,
    }),
  );
  const number = json.orderNumber as string;
  const move = async (to: string, extra: Record<string, unknown> = {}) => {
    const from = (await intake.staff(`/orders/${number}`)).json.status;
    const moved = await intake.staff(`/orders/${number}/moves`, { to, from, ...extra });
    if (moved.status !== 200) throw new Error(`${to}: ${moved.json.message}`);
  };
  await move('paperwork');
  await paperworkIn(intake, number);
  await move('confirmed');
  // Placed "today" by the intake's clock: the order is moved back so its delivery can be on December 1.
  await intake.db
    .prepare('UPDATE orders SET placed_at = ?2 WHERE number = ?1')
    .bind(number, '2026-11-20T15:00:00.000Z')
    .run();
  await move('delivered', { proofOfDelivery: true, serviceDate: '2026-12-01' });
  return number;
}

/** Moves an order's date of service to `on` (noon in New York, as delivery records it), as if that time had passed. */
export const moveDelivery = (intake: Intake, number: string, on: string) =>
  intake.db
    .prepare('UPDATE orders SET delivered_at = ?2 WHERE number = ?1')
    .bind(number, `${on}T17:00:00.000Z`)
    .run();

/** The order as if its rental had reached `month`, that month paid (the months before are other tests' work). */
export const rentedTo = (intake: Intake, number: string, month: number) =>
  intake.db
    .prepare(`UPDATE orders SET rental_month = ?2, status = 'paid', bill_cents = NULL WHERE number = ?1`)
    .bind(number, month)
    .run();
