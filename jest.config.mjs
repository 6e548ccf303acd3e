import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,store,components,data,intake,scripts}/**/*.test.{ts,tsx}'],
  // The intake's tests run the bundled Worker in workerd (intake/test/intake.ts).
  globalSetup: '<rootDir>/intake/test/global-setup.ts',
  // `npm test` runs Jest beside the end-to-end builds (scripts/test.mjs): a test that starts workerd of its own
  // or draws images takes a few seconds on a machine that busy, more than Jest's default 5.
  testTimeout: 30_000,
  // A mutation run's working copy of the project is not a second project.
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});
