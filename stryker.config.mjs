// Mutation testing of the store's logic (lib/ and store/) with its Jest tests: npm run test:mutation.
// Not part of npm test; the score and every surviving mutant are read, not just counted.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'jest.config.mjs', enableFindRelatedTests: true },
  // lib/illustrations.ts is left out: it is drawing data (SVG coordinates and colours for each product kind). The
  // end-to-end picture tests check what matters in it (every view its own drawing, nothing mirrored, every figure
  // drawn one its text names); a unit test pinning coordinates would only copy it.
  mutate: ['lib/**/*.ts', 'store/**/*.ts', '!**/*.test.ts', '!lib/testing/**', '!lib/illustrations.ts'],
  // Each mutant runs only the tests that reach it. Tests that need a DOM name Stryker's jsdom environment in their
  // docblock (plain jsdom under Jest), which reports that coverage.
  coverageAnalysis: 'perTest',
  // Mutants in module-level code (constant tables, schemas, drawing data) would rerun every test each; they are
  // reported as ignored rather than tested.
  ignoreStatic: true,
  ignorePatterns: ['out*', '.next', 'test-results', 'playwright-report', 'bench', 'e2e', 'reports'],
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 85, break: 85 },
  concurrency: 2,
  timeoutMS: 20000,
};

export default config;
