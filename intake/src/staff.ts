import type { Context, Next } from 'hono';
import { getCookie } from 'hono/cookie';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { IntakeContext, IntakeEnv } from './env';
import { Refused } from './http';
import { limitRate } from './rate-limit';

/**
 * Who is using the back office. In production, Cloudflare Access stands in front of `/admin/` and hands every
 * request a JWT in `Cf-Access-Jwt-Assertion`; it is verified here against the team's published keys, for this
 * application's audience, unexpired, and its e-mail is the staff member. Locally (`npm start`, which sets
 * STAFF_SIGN_IN=local), a sign-in page lists the local staff (STAFF_EMAILS) and a signed cookie says who chose.
 */

export const SESSION_COOKIE = 'staff_session';
const SESSION_HOURS = 12;

const keySets = new Map<string, JWTVerifyGetKey>();
/** The team's signing keys, fetched and cached (and refreshed when a new key id appears) by jose. */
function accessKeys(team: string): JWTVerifyGetKey {
  let keys = keySets.get(team);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`https://${team}/cdn-cgi/access/certs`));
    keySets.set(team, keys);
  }
  return keys;
}

const signIn = 'Sign in through Cloudflare Access to use the back office.';

async function accessStaff(c: Context<IntakeContext>, team: string, audience: string): Promise<string> {
  const token = c.req.header('Cf-Access-Jwt-Assertion');
  if (!token) throw new Refused(401, { message: signIn });
  try {
    const { payload } = await jwtVerify(token, accessKeys(team), {
      issuer: `https://${team}`,
      audience,
      algorithms: ['RS256', 'ES256'],
    });
    if (typeof payload.email !== 'string' || !payload.email.includes('@')) throw new Error('no e-mail');
    return payload.email.toLowerCase();
  } catch {
    await limitRate(c, 'staff-sign-in');
    throw new Refused(401, { message: `${signIn} Your sign-in has expired or is not valid.` });
  }
}

/** The local staff, from STAFF_EMAILS (comma-separated, in intake/.dev.vars). */
export function localStaff(env: IntakeEnv): string[] {
  return (env.STAFF_EMAILS ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e.includes('@'));
}

/** Local sign-in is only for a Worker told so by `npm start`, and only answered on this machine. */
export function localSignIn(c: Context<IntakeContext>): boolean {
  const host = new URL(c.req.url).hostname;
  return (
    c.env.STAFF_SIGN_IN === 'local' &&
    !!c.env.STAFF_SESSION_SECRET &&
    (host === '127.0.0.1' || host === 'localhost')
  );
}

const encoder = new TextEncoder();
async function hmac(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(mac)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The local session cookie's value for a staff member: `email|expiry|signature`. */
export async function localSession(env: IntakeEnv, email: string): Promise<string> {
  const expires = Date.now() + SESSION_HOURS * 3_600_000;
  const body = `${email}|${expires}`;
  return `${body}|${await hmac(env.STAFF_SESSION_SECRET ?? '', body)}`;
}

async function localStaffMember(c: Context<IntakeContext>): Promise<string> {
  const [email = '', expires = '', signature = ''] = (getCookie(c, SESSION_COOKIE) ?? '').split('|');
  const expected = encoder.encode(await hmac(c.env.STAFF_SESSION_SECRET ?? '', `${email}|${expires}`));
  const sent = encoder.encode(signature);
  const valid =
    email !== '' &&
    Number(expires) > Date.now() &&
    localStaff(c.env).includes(email) &&
    sent.byteLength === expected.byteLength &&
    crypto.subtle.timingSafeEqual(sent, expected);
  if (!valid) throw new Refused(401, { message: 'Choose who you are to sign in.', staff: localStaff(c.env) });
  return email;
}

/** Middleware for `/admin/api/*`: the signed-in staff member, or 401 and no data. */
export async function requireStaff(c: Context<IntakeContext>, next: Next) {
  const { ACCESS_TEAM_DOMAIN: team, ACCESS_AUD: audience } = c.env;
  let email: string;
  if (team && audience) email = await accessStaff(c, team, audience);
  else if (localSignIn(c)) email = await localStaffMember(c);
  else
    throw new Refused(503, {
      message:
        'The back office is not set up: put it behind Cloudflare Access and give the intake ACCESS_TEAM_DOMAIN and ACCESS_AUD (README, "The back office").',
    });
  c.set('staff', email);
  await next();
}
