import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,store,components,data}/**/*.test.{ts,tsx}'],
  // A mutation run's working copy of the project is not a second project.
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});
