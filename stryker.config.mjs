// Mutation testing of the store's rules (lib/domain/, which the site, the Worker and the scripts share) with their
// Jest tests: npm run test:mutation.
// Not part of npm test; the score and every surviving mutant are read, not just counted.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'jest.mutation.config.mjs', enableFindRelatedTests: true },
  mutate: ['lib/domain/**/*.ts', '!**/*.test.ts'],
  // Each mutant runs only the tests that reach it. Tests that need a DOM name Stryker's jsdom environment in their
  // docblock (plain jsdom under Jest), which reports that coverage.
  coverageAnalysis: 'perTest',
  // Mutants in module-level code (constant tables, schemas, drawing data) would rerun every test each; they are
  // reported as ignored rather than tested.
  ignoreStatic: true,
  ignorePatterns: [
    'out*',
    '.next',
    'test-results',
    'playwright-report',
    'bench/fixture',
    'bench/results',
    'e2e',
    'reports',
  ],
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 95, low: 90, break: 90 },
  concurrency: 2,
  timeoutMS: 20000,
};

export default config;
