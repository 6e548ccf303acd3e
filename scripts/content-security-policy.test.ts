import { createHash } from 'node:crypto';
import { callModule } from './call-module';

// Each page's Content-Security-Policy (scripts/content-security-policy.mjs), worked out as the build's last pass
// works it out: in a Node process of its own, with the build's settings in its environment.

const withPolicy = (html: string, route: string, env: Record<string, string> = {}) =>
  callModule('scripts/content-security-policy.mjs', 'withContentSecurityPolicy', [html, route], {
    // Only the settings each test gives: none is inherited from the shell the tests run in.
    INTAKE_URL: '',
    LEADID_SCRIPT_URL: '',
    BASE_PATH: '',
    ...env,
  });

const policyOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1] ?? '';
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ') ?? [];
const hash = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

// Any inline script the page holds (Next's bootstrap among them) is allowed by its hash.
const bootstrap = 'document.documentElement.dataset.ready = ""';
const handler = "this.media='all'";
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" media="print" onload="this.media=&#x27;all&#x27;"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  '</head><body><p>Hello</p>',
  `<script>${bootstrap}</script>`,
  '</body></html>',
].join('');

describe('a page’s Content-Security-Policy', () => {
  it('comes right after the character set, before any script', () => {
    const out = withPolicy(page, '/product/1/');
    expect(out.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(out.indexOf('charSet'));
    expect(out.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(out.indexOf('<script'));
    expect(out.replace(/<meta http-equiv="Content-Security-Policy"[^>]*\/>/, '')).toBe(page);
  });

  it('runs the site’s own files and exactly the inline code the page holds, by hash, never unsafe-inline', () => {
    const scripts = directive(policyOf(withPolicy(page, '/product/1/')), 'script-src');
    expect(scripts).toEqual(["'self'", hash(bootstrap), "'unsafe-hashes'", hash(handler)]);
    // The JSON-LD block runs nothing and is not allowed by a hash.
    expect(scripts).not.toContain(hash('{"@type":"Product"}'));
  });

  it('connects only to the site and, when one is set, the store’s intake', () => {
    expect(directive(policyOf(withPolicy(page, '/checkout/')), 'connect-src')).toEqual(["'self'"]);
    const withIntake = policyOf(
      withPolicy(page, '/checkout/', { INTAKE_URL: 'https://intake.example.org/path' }),
    );
    expect(directive(withIntake, 'connect-src')).toEqual(["'self'", 'https://intake.example.org']);
  });

  it('lets the contact page alone frame the map and load the lead script, under a base path too', () => {
    const env = { LEADID_SCRIPT_URL: 'https://create.lidstatic.com/campaign/x.js', BASE_PATH: '/store/' };
    for (const route of ['/store/contact/', '/store/es/contact/']) {
      const policy = policyOf(withPolicy(page, route, env));
      expect(directive(policy, 'frame-src')).toEqual(['https://www.openstreetmap.org']);
      expect(directive(policy, 'script-src')).toContain('https://create.lidstatic.com');
    }
    const elsewhere = policyOf(withPolicy(page, '/store/product/1/', env));
    expect(directive(elsewhere, 'frame-src')).toEqual(["'none'"]);
    expect(elsewhere).not.toContain('lidstatic');
  });

  it('leaves a document without a head as it is', () => {
    expect(withPolicy('<p>no head</p>', '/x/')).toBe('<p>no head</p>');
  });
});
