import path from 'node:path';

/** Where the intake's tests keep their bundle and catalogue (git-ignored). */
export const testDir = path.resolve('intake/.test');
export const TEST_CATALOG_SIZE = 60;
