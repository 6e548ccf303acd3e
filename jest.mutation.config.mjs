// The unit tests a mutation run (stryker.config.mjs) reruns for each mutant of lib/domain/: every test but the
// intake's. Those run the Worker bundled once and served by workerd, where no mutant can be switched on, and
// bundling it again for each run costs seconds a mutant (a whole run took 11 hours with them, 45 minutes without).
import jestConfig from './jest.config.mjs';

export default async function mutationJestConfig() {
  const resolved = await jestConfig();
  const { globalSetup: _bundlesTheWorker, ...rest } = resolved;
  return {
    ...rest,
    testPathIgnorePatterns: [...(resolved.testPathIgnorePatterns ?? []), '<rootDir>/intake/'],
  };
}
