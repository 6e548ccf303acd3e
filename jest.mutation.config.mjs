// The unit tests a mutation run (stryker.config.mjs) reruns for each mutant of lib/domain/: every test but the
// intake's, which bundle the Worker and start workerd (seconds a run, for code the unit tests already reach).
import jestConfig from './jest.config.mjs';

export default async function mutationJestConfig() {
  const resolved = await jestConfig();
  const { globalSetup: _bundlesTheWorker, ...rest } = resolved;
  return {
    ...rest,
    testPathIgnorePatterns: [...(resolved.testPathIgnorePatterns ?? []), '<rootDir>/intake/'],
  };
}
