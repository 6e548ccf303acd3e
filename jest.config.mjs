import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config = createJestConfig({
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

// jose ships only as an ES module: Next's SWC transform compiles it for Jest like the project's own files.
async function jestConfig() {
  const resolved = await config();
  return {
    ...resolved,
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((p) =>
      p.replace('(?!(geist|', '(?!(jose|geist|'),
    ),
  };
}

export default jestConfig;
