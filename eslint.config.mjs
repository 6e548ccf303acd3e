import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // `const { card: _card, ...rest } = x` leaves a field out on purpose.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
    },
  },
  {
    // The catalogue has one reader, lib/catalog.ts: everything else asks it, so the catalogue is checked
    // once and its shape can change in one place. The end-to-end tests' catalogue is a copy of the files
    // (scripts/e2e-catalog.mjs), which the build then reads through lib/catalog.ts like any other.
    // Links go through components/ui/link.tsx, which never prefetches: scripts/prune-export.mjs removes the
    // prefetch files from the export.
    files: ['**/*.{ts,tsx,js,mjs}'],
    // The intake bundles the same files (intake/src/catalog.ts, through wrangler.jsonc's `store-catalog`
    // alias) and checks them with the same schema; its tests bundle a grown copy.
    ignores: [
      'lib/catalog.ts',
      'eslint.config.mjs',
      'scripts/e2e-catalog.mjs',
      // Writes a grown catalogue for the benchmark and the large end-to-end builds, read back through lib/catalog.ts.
      'bench/catalog-generator.ts',
      'intake/src/catalog.ts',
      'intake/test/global-setup.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                "Use Link from '@/components/ui/link': a plain link under the base path, with no client router in every page.",
            },
          ],
          patterns: [
            {
              regex: '(^|/)data/catalog(/|$)|^store-catalog/',
              message: 'Read the catalogue through lib/catalog.ts, its only reader.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/data.catalog/]',
          message: 'Read the catalogue through lib/catalog.ts, its only reader.',
        },
      ],
    },
  },
  {
    // lib/ is the store's logic, shared with the intake's worker and its tests: it knows nothing of the browser's
    // stores or of the components, which depend on it and never the other way round.
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['lib/catalog.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(store|components)(/|$)|^\\.\\./(store|components)(/|$)',
              message: 'lib/ stays free of the browser stores and the components: pass what it needs in.',
            },
            {
              regex: '(^|/)data/catalog(/|$)|^store-catalog/',
              message: 'Read the catalogue through lib/catalog.ts, its only reader.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures hand values on with a function named `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'out-*/**',
      'next-env.d.ts',
      'bench/fixture/**',
      'test-results/**',
      'playwright-report/**',
      '.stryker-tmp/**',
      'reports/**',
      'intake/.test/**',
      'intake/.intake-build/**',
      'intake/worker-configuration.d.ts',
      '**/.wrangler/**',
      '.local/**',
    ],
  },
];

export default config;
