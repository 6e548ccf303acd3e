// Each page's Content-Security-Policy, as the first element of its <head>, written by the build's last pass over the
// pages (scripts/critical-css.mjs) once nothing else adds to them. Next writes its bootstrap and hydration data as
// inline scripts, and the critical CSS step an inline `onload`: a page allows exactly those (by their SHA-256
// hashes) and the site's own script files, nothing else. The policy's other sources are the store's intake
// (connect-src), the map's embed on the contact page (frame-src), and the lead script, on the contact page only and
// only when LEADID_SCRIPT_URL names one. Its `frame-ancestors`, which a <meta> cannot carry, is in `_headers`
// (scripts/cache-headers.mjs), with the rest of the site's headers.
import { createHash } from 'node:crypto';
const base = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');
const origin = (url) => (url ? new URL(url).origin : null);
const intake = origin(process.env.INTAKE_URL);
const leadScript = origin(process.env.LEADID_SCRIPT_URL);

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Every inline script's body (data blocks such as JSON-LD run nothing and need no hash), and inline handlers. */
function inlineCode(html) {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body]) => body);
  const handlers = [...html.matchAll(/\son(?:load|error)="([^"]*)"/g)].map(([, code]) =>
    code.replace(/&#x27;|&#39;/g, "'"),
  );
  return { scripts, handlers };
}

function policy(html, route) {
  const { scripts, handlers } = inlineCode(html);
  const contact = route === `${base}/contact/` || route === `${base}/es/contact/`;
  const scriptSources = [
    "'self'",
    ...new Set(scripts.map(sha256)),
    ...(handlers.length ? ["'unsafe-hashes'", ...new Set(handlers.map(sha256))] : []),
    ...(contact && leadScript ? [leadScript] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    // React and the critical CSS set styles inline; styles run no code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${intake ? ` ${intake}` : ''}${contact && leadScript ? ` ${leadScript}` : ''}`,
    `frame-src ${contact ? 'https://www.openstreetmap.org' : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The page with its policy right after the character set, before any script; `route` is its address. */
export function withContentSecurityPolicy(html, route) {
  const charset = /<meta charSet="utf-8"\/>/i.exec(html);
  const head = html.indexOf('<head>');
  const at = charset ? charset.index + charset[0].length : head < 0 ? -1 : head + 6;
  if (at < 0) return html;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy(html, route)}"/>`;
  return html.slice(0, at) + meta + html.slice(at);
}
