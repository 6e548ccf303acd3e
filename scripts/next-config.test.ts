import type { NextConfig } from 'next';

// next.config.mjs has no types of its own; the test reads it as the build does.
const { default: config } = jest.requireActual<{ default: (phase: string) => NextConfig }>(
  '../next.config.mjs',
);

const saved = process.env.SITE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = saved;
});

test('a build for publishing without SITE_URL stops with a message instead of publishing localhost', () => {
  delete process.env.SITE_URL;
  expect(() => config('phase-production-build')).toThrow(/SITE_URL is not set/);
  // The development server and the tests keep the local default.
  expect(config('phase-development-server')).toMatchObject({ output: 'export' });
  process.env.SITE_URL = 'https://www.example.com';
  expect(config('phase-production-build')).toMatchObject({ output: 'export', trailingSlash: true });
});
