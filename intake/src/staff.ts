import type { Context, Next } from 'hono';
import { getCookie } from 'hono/cookie';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { IntakeContext, IntakeEnv } from './env';
import { Refused } from './http';
import { limitRate } from './rate-limit';

/**
 * Who is using the back office. In production, Cloudflare Access stands in front of `/admin/` and hands every
 * request a JWT in `Cf-Access-Jwt-Assertion`; it is verified here against the team's published keys, for this
 * application's audience, unexpired (a token must carry its expiry, and live at most a day), and its e-mail is the
 * staff member. Locally (`npm start`, which sets STAFF_SIGN_IN=local), a sign-in page lists the local staff
 * (STAFF_EMAILS) and a session kept in D1 says who chose, until it expires or they sign out.
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
      // A token must say when it expires, and live no longer than a working day.
      requiredClaims: ['exp', 'iat'],
      maxTokenAge: `${ACCESS_TOKEN_HOURS}h`,
    });
    if ((payload.exp ?? 0) - (payload.iat ?? 0) > ACCESS_TOKEN_HOURS * 3600)
      throw new Error('lives too long');
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
  return c.env.STAFF_SIGN_IN === 'local' && (host === '127.0.0.1' || host === 'localhost');
}

/** The longest an Access token may live, from when it was issued to when it expires. */
const ACCESS_TOKEN_HOURS = 24;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A new local session for a staff member: a random token for the cookie, kept in D1 only as its hash, for
 * SESSION_HOURS or until they sign out.
 */
export async function localSession(env: IntakeEnv, email: string): Promise<string> {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  const expires = new Date(Date.now() + SESSION_HOURS * 3_600_000).toISOString();
  await env.DB.batch([
    env.DB.prepare('DELETE FROM staff_sessions WHERE expires_at < ?1').bind(new Date().toISOString()),
    env.DB.prepare('INSERT INTO staff_sessions (token_hash, email, expires_at) VALUES (?1, ?2, ?3)').bind(
      await sha256(token),
      email,
      expires,
    ),
  ]);
  return token;
}

/** Signing out ends the session for good: its token opens nothing afterwards, wherever it was copied to. */
export async function endLocalSession(c: Context<IntakeContext>): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token)
    await c.env.DB.prepare('DELETE FROM staff_sessions WHERE token_hash = ?1')
      .bind(await sha256(token))
      .run();
}

async function localStaffMember(c: Context<IntakeContext>): Promise<string> {
  const token = getCookie(c, SESSION_COOKIE) ?? '';
  const row = token
    ? await c.env.DB.prepare('SELECT email FROM staff_sessions WHERE token_hash = ?1 AND expires_at > ?2')
        .bind(await sha256(token), new Date().toISOString())
        .first<{ email: string }>()
    : null;
  if (!row || !localStaff(c.env).includes(row.email))
    throw new Refused(401, { message: 'Choose who you are to sign in.', staff: localStaff(c.env) });
  return row.email;
}

/** Middleware for `/admin/api/*`: the signed-in staff member, or 401 and no data. */
export async function requireStaff(c: Context<IntakeContext>, next: Next) {
  const { ACCESS_TEAM_DOMAIN: team, ACCESS_AUD: audience } = c.env;
  let email: string;
  // Half of Access set up is a mistake, not a reason to fall back to anything: nothing is answered until it is whole.
  if (!!team !== !!audience)
    throw new Refused(503, {
      message: `The back office's Cloudflare Access is half set up: ${team ? 'ACCESS_AUD' : 'ACCESS_TEAM_DOMAIN'} is missing. Give the intake both ACCESS_TEAM_DOMAIN and ACCESS_AUD (README, "The back office").`,
    });
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
