import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { experimental_readRawConfig } from 'wrangler';
import { TEST_CATALOG_SIZE, testDir } from './paths';

/**
 * Bundles the Worker once for the intake's tests, exactly as `wrangler deploy` would, but over a copy of the
 * catalogue grown to 60 products so an order of 50 different lines can be placed.
 */
export default function bundleIntakeForTests() {
  const catalogue = path.join(testDir, 'catalog');
  mkdirSync(catalogue, { recursive: true });
  for (const file of ['categories.json', 'reviews.json', 'documentation.json'])
    writeFileSync(path.join(catalogue, file), readFileSync(path.join('data/catalog', file)));
  const products = JSON.parse(readFileSync('data/catalog/products.json', 'utf8')) as Record<
    string,
    unknown
  >[];
  const copies = Array.from({ length: TEST_CATALOG_SIZE - products.length }, (_, k) => {
    const source = products[k % products.length] as Record<string, unknown>;
    const id = products.length + k + 1;
    return {
      ...source,
      id,
      name: `${source.name} (${id})`,
      sku: `${source.sku}-${id}`,
      rating: 0,
      reviews: 0,
    };
  });
  writeFileSync(path.join(catalogue, 'products.json'), JSON.stringify([...products, ...copies]));

  // The back office's files, which the Worker serves as its assets.
  const admin = spawnSync(process.execPath, ['scripts/build-admin.mjs'], { encoding: 'utf8' });
  if (admin.status !== 0)
    throw new Error(`Building the back office failed:\n${admin.stdout}\n${admin.stderr}`);

  const { rawConfig } = experimental_readRawConfig({ config: 'intake/wrangler.jsonc' });
  const config = {
    ...rawConfig,
    main: path.resolve('intake', rawConfig.main ?? ''),
    assets: { ...rawConfig.assets, directory: path.resolve('intake', rawConfig.assets?.directory ?? '') },
    alias: Object.fromEntries(
      Object.keys(rawConfig.alias ?? {}).map((name) => [name, path.join(catalogue, path.basename(name))]),
    ),
  };
  writeFileSync(path.join(testDir, 'wrangler.json'), JSON.stringify(config, null, 2));
  const bundle = spawnSync(
    process.execPath,
    [
      'node_modules/wrangler/bin/wrangler.js',
      'deploy',
      '--dry-run',
      '--outdir',
      path.join(testDir, 'dist'),
      '-c',
      path.join(testDir, 'wrangler.json'),
    ],
    { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  if (bundle.status !== 0) throw new Error(`Bundling the intake failed:\n${bundle.stdout}\n${bundle.stderr}`);
}
