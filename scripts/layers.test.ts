import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The layer rules (.dependency-cruiser.cjs), run by dependency-cruiser as `npm run layers` runs them, over a small
 * tree shaped like the project's: one bad import planted against each rule, each of which must be named, and the
 * imports the layers allow, none of which may be.
 */

// The catalogue's folder, written so that no path to it stands in the code (the lint rule on its only reader).
const catalogue = ['data', 'catalog'].join('/');

const files: Record<string, string> = {
  // What the planted imports reach.
  'lib/domain/money.ts': 'export const cents = 1;\n',
  'lib/browser/storage.ts': "import { cents } from '@/lib/domain/money';\n\nexport const kept = cents;\n",
  'lib/build/catalog.ts': `import products from '@/${catalogue}/products.json';\n\nexport const all = products;\n`,
  'store/cart.ts': "import { kept } from '@/lib/browser/storage';\n\nexport const cart = kept;\n",
  'components/ui/price.tsx': "import { cart } from '@/store/cart';\n\nexport const Price = () => cart;\n",
  'data/facts.ts': 'export const phone = 1;\n',
  [`${catalogue}/products.json`]: '[]\n',
  // Allowed: a route reads the catalogue and composes a component; the Worker uses the domain, data and its runtime.
  'app/page.tsx':
    "import { all } from '@/lib/build/catalog';\nimport { Price } from '@/components/ui/price';\n\nexport default () => [all, Price];\n",
  'intake/src/index.ts':
    "import { cents } from '@/lib/domain/money';\nimport { phone } from '@/data/facts';\nimport { EmailMessage } from 'cloudflare:email';\n\nexport default [cents, phone, EmailMessage];\n",
  'scripts/build-step.ts': "import { all } from '../lib/build/catalog';\n\nexport const step = all;\n",
  'intake/admin/page.tsx':
    "import { cents } from '@/lib/domain/money';\nimport { phone } from '@/data/facts';\n\nexport const page = [cents, phone];\n",
};

/** Each planted file, the import it must not make, and the rule that must say so. */
const planted = [
  { file: 'components/reads-build.tsx', imports: '@/lib/build/catalog', rule: 'components' },
  { file: 'components/reads-route.tsx', imports: '@/app/page', rule: 'components' },
  {
    file: 'components/reads-catalogue.tsx',
    imports: `@/${catalogue}/products.json`,
    rule: 'one-catalogue-reader',
  },
  { file: 'store/reads-component.ts', imports: '@/components/ui/price', rule: 'stores' },
  { file: 'lib/browser/reads-store.ts', imports: '@/store/cart', rule: 'browser-io' },
  { file: 'lib/build/reads-browser.ts', imports: '@/lib/browser/storage', rule: 'build-time' },
  { file: 'lib/domain/reads-browser.ts', imports: '@/lib/browser/storage', rule: 'domain-is-pure' },
  { file: 'lib/domain/reads-node.ts', imports: 'node:fs', rule: 'domain-has-no-node' },
  { file: 'data/reads-code.ts', imports: '@/lib/domain/money', rule: 'data-is-data' },
  { file: 'app/reads-store.tsx', imports: '@/store/cart', rule: 'routes' },
  { file: 'intake/src/reads-component.ts', imports: '@/components/ui/price', rule: 'worker' },
  { file: 'intake/src/reads-store.ts', imports: '@/store/cart', rule: 'worker' },
  { file: 'intake/src/reads-browser.ts', imports: '@/lib/browser/storage', rule: 'worker' },
  { file: 'intake/src/reads-build.ts', imports: '@/lib/build/catalog', rule: 'worker' },
  { file: 'scripts/reads-browser.ts', imports: '../lib/browser/storage', rule: 'scripts' },
  { file: 'intake/admin/reads-component.tsx', imports: '@/components/ui/price', rule: 'back-office' },
  { file: 'intake/admin/reads-browser.ts', imports: '@/lib/browser/storage', rule: 'back-office' },
  { file: 'lib/domain/circle-a.ts', imports: '@/lib/domain/circle-b', rule: 'no-circular' },
];
const circleB = "import { a } from '@/lib/domain/circle-a';\n\nexport const b = a;\n";

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

let violations: Violation[] = [];
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'layers-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  for (const [file, text] of Object.entries(files)) write(file, text);
  for (const { file, imports } of planted)
    write(file, `import * as planted from '${imports}';\n\nexport const a = planted;\n`);
  write('lib/domain/circle-b.ts', circleB);
  write(
    'tsconfig.json',
    JSON.stringify({
      compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] }, jsx: 'react-jsx', resolveJsonModule: true },
    }),
  );
  const cli = path.resolve('node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
  const config = path.resolve('.dependency-cruiser.cjs');
  const json = await new Promise<string>((resolve, reject) =>
    execFile(
      process.execPath,
      [
        cli,
        'app',
        'components',
        'store',
        'lib',
        'data',
        'intake/src',
        'intake/admin',
        'scripts',
        '--config',
        config,
        '-T',
        'json',
      ],
      { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
      // dependency-cruiser exits non-zero when it finds violations: the JSON is read either way.
      (error, stdout, stderr) => (stdout ? resolve(stdout) : reject(error ?? new Error(stderr))),
    ),
  );
  violations = (JSON.parse(json) as { summary: { violations: Violation[] } }).summary.violations;
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the layer rules', () => {
  it.each(planted)('refuse $file importing $imports ($rule)', ({ file, rule }) => {
    expect(violations.filter((v) => v.from === file).map((v) => v.rule.name)).toContain(rule);
  });

  it('allow what the layers allow: nothing but the planted imports is refused', () => {
    const refused = new Set(violations.map((v) => v.from));
    expect(
      [...refused].filter((f) => !planted.some((p) => p.file === f) && f !== 'lib/domain/circle-b.ts'),
    ).toEqual([]);
  });
});
