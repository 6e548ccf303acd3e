// The house's layers, by where code runs (README, "How it is put together"), checked by `npm run check`:
//   app/ (routes) → components/ → store/ → lib/browser/ → lib/domain/ → data/
//   lib/build/ (Node at build time) → lib/domain/ → data/, for app/ and scripts/ only
//   intake/src/ (the Worker) → lib/domain/, data/
//   intake/admin/ (the back office, in the staff's browser) → lib/domain/, data/
// A rule's comment is what a broken rule prints. scripts/layers.test.ts plants a bad import against each rule.

/** Folders a layer may import from, as path patterns (node_modules and Node's own modules are outside). */
const layer = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  // A test runs in Jest beside the code it tests and may read what it needs (the catalogue, a generated one).
  from: { path: from, pathNot: '\\.test\\.tsx?$' },
  to: { pathNot: ['node_modules', ...allowed], dependencyTypesNot: ['core'] },
});

const domain = '^lib/domain/';
const data = '^data/';

module.exports = {
  forbidden: [
    layer(
      'domain-is-pure',
      domain,
      [domain, data],
      'lib/domain/ runs everywhere (the site, the Worker, the scripts): it imports only lib/domain/ and data/.',
    ),
    {
      name: 'domain-has-no-node',
      comment: 'lib/domain/ runs in the browser and the Worker too: no Node.js modules.',
      severity: 'error',
      from: { path: domain, pathNot: '\\.test\\.tsx?$' },
      to: { dependencyTypes: ['core'] },
    },
    layer(
      'data-is-data',
      data,
      [data],
      'data/ is the store’s content and facts: it imports nothing of the code.',
    ),
    layer(
      'browser-io',
      '^lib/browser/',
      ['^lib/browser/', domain, data],
      'lib/browser/ is the browser’s I/O: it builds on lib/domain/ and data/, never on stores, components or build code.',
    ),
    layer(
      'build-time',
      '^lib/build/',
      ['^lib/build/', domain, data],
      'lib/build/ runs in Node at build time: it builds on lib/domain/ and data/ only.',
    ),
    layer(
      'stores',
      '^store/',
      ['^store/', '^lib/browser/', domain, data],
      'store/ holds the browser’s state: it uses lib/browser/, lib/domain/ and data/, never components or build code.',
    ),
    layer(
      'components',
      '^components/',
      ['^components/', '^store/', '^lib/browser/', domain, data, '\\.css$'],
      'components/ render what routes give them: they never read the catalogue files or other build-time code (lib/build/) and never import a route.',
    ),
    layer(
      'routes',
      '^app/',
      ['^app/', '^components/', '^lib/build/', domain, data, '\\.css$'],
      'app/ (routes) load data through lib/build/ and compose components; the stores and the browser’s I/O belong to components.',
    ),
    layer(
      'worker',
      '^intake/src/',
      ['^intake/src/', domain, data, '^cloudflare:'],
      'The Worker (intake/src/) shares only lib/domain/ and data/ with the site: no components, stores, browser or build code.',
    ),
    layer(
      'back-office',
      '^intake/admin/',
      ['^intake/admin/', domain, data],
      'The back office (intake/admin/) shares only lib/domain/ and data/ with the storefront (and its design tokens, app/tokens.css): no components, stores or browser code of the shop.',
    ),
    layer(
      'scripts',
      '^scripts/',
      ['^scripts/', '^lib/build/', domain, data, '^intake/src/'],
      'scripts/ run in Node (the build, npm start, the tools): they use lib/build/, lib/domain/, data/ and the intake’s own code, never the browser’s.',
    ),
    {
      name: 'one-catalogue-reader',
      comment:
        'The catalogue files are read by lib/build/catalog.ts at build time and bundled by intake/src/catalog.ts: everything else asks them.',
      severity: 'error',
      from: { pathNot: ['^lib/build/catalog\\.ts$', '^intake/src/catalog\\.ts$'] },
      to: { path: '^data/catalog/' },
    },
    {
      name: 'no-circular',
      comment: 'A module never reaches itself through its imports.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)\\.(next|wrangler|test)/', '^out', '^intake/\\.'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
