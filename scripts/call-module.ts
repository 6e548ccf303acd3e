import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * For a test: calls a function a build script exports (an ES module, which Jest does not load) in a Node process of
 * its own, as the build calls it, with `env` added to the environment the module reads; returns the string it
 * returned (anything else as JSON).
 */
export function callModule(
  file: string,
  name: string,
  args: unknown[],
  env: Record<string, string> = {},
): string {
  const url = `file://${path.resolve(file)}`;
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const module = await import(${JSON.stringify(url)});
       const result = module[${JSON.stringify(name)}](...${JSON.stringify(args)});
       process.stdout.write(typeof result === 'string' ? result : JSON.stringify(result));`,
    ],
    { encoding: 'utf8', env: { ...process.env, ...env } },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}
