import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { orderTotals } from '@/lib/domain/order-totals';
import type { OrderRequest } from '@/lib/domain/intake-contract';
import { testCatalogLine, testDir } from './paths';

const SITE = 'https://shop.example';
export const TOKEN = 'supplier-token-for-tests';

const config = JSON.parse(readFileSync(path.join(testDir, 'wrangler.json'), 'utf8')) as {
  compatibility_date: string;
  vars: Record<string, string>;
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

/** A binding value as Miniflare's worker config takes it. */
const text = (value: string) => ({ type: 'text' as const, value });

/** The bundled Worker in workerd, with a fresh D1 (SQLite) database that has every migration applied. */
export async function startIntake(vars: Record<string, string> = {}) {
  // What the Worker writes to its console, kept for the tests to read instead of printed.
  const logs: string[] = [];
  const bundle = path.join(testDir, 'dist');
  const values = {
    ...config.vars,
    SITE_ORIGINS: SITE,
    RATE_LIMIT_PER_MINUTE: '1000',
    INBOX_TOKEN: TOKEN,
    ...vars,
  };
  const mf = new Miniflare({
    handleStructuredLogs: (log) => logs.push(`${log.message}\n`),
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
            ...Object.fromEntries(Object.entries(values).map(([name, value]) => [name, text(value)])),
            DB: { type: 'd1', id: 'DB' },
            NOTIFY: { type: 'send-email' },
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
    logs,
    /** A request from the store's site, from its own address unless one is given. */
    async send(
      pathname: string,
      body: unknown,
      init: { headers?: Record<string, string>; method?: string; raw?: string } = {},
    ) {
      const response = await mf.dispatchFetch(`http://intake.test${pathname}`, {
        method: init.method ?? 'POST',
        headers: {
          Origin: SITE,
          'Content-Type': 'application/json',
          'CF-Connecting-IP': `203.0.113.${(address++ % 250) + 1}`,
          ...init.headers,
        },
        body: init.method === 'GET' ? undefined : (init.raw ?? JSON.stringify(body)),
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        text,
        json: text ? JSON.parse(text) : null,
      };
    },
    async scheduled() {
      const worker = (await mf.getWorker()) as unknown as {
        scheduled(o: { cron: string }): Promise<unknown>;
      };
      await worker.scheduled({ cron: '17 4 * * *' });
    },
    dispose: () => mf.dispose(),
  };
}

export type Intake = Awaited<ReturnType<typeof startIntake>>;

/** A ciphertext of the sealed-details form: the intake stores it as it is and never opens it. */
export const SEALED = 'hpke1.QUJD.REVGR0g';

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
    sealed: { card: SEALED },
    shown: orderTotals(priced, change.shippingMethod ?? 'standard', {
      method: change.paymentMethod ?? 'card',
      deductible: change.deductible ?? 'unsure',
    }),
    ...change,
  };
}
