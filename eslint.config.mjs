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
    // Links go through components/ui/link.tsx: next/link in the shopper's language, which fetches a page's data
    // when pressed, and the contact page loaded whole. (Which folder may import which is dependency-cruiser's to
    // check: .dependency-cruiser.cjs.)
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                "Use Link from '@/components/ui/link': next/link in the shopper's language, fetching a page's data when pressed.",
            },
          ],
        },
      ],
    },
  },
  {
    // The catalogue has one reader, lib/build/catalog.ts: everything else asks it, so the catalogue is checked once
    // and its shape can change in one place. An import of its files is dependency-cruiser's to refuse; a path
    // written out (to read the files with fs) is refused here. The end-to-end tests' catalogue is a copy of the
    // files (scripts/e2e-catalog.mjs), the benchmark's a generated one, the intake's tests a grown one, each read
    // back through lib/build/catalog.ts or bundled like the real one.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      'lib/build/catalog.ts',
      'eslint.config.mjs',
      'scripts/e2e-catalog.mjs',
      'bench/catalog-generator.ts',
      'intake/test/global-setup.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/data.catalog/]',
          message: 'Read the catalogue through lib/build/catalog.ts, its only reader.',
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
      'intake/.admin-build/**',
      'intake/worker-configuration.d.ts',
      '**/.wrangler/**',
      '.local/**',
    ],
  },
];

export default config;
