import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import * as z from 'zod/mini';
import type { Staff } from '@/lib/domain/admin-contract';
import type { IntakeContext } from '../env';
import { readBody, Refused } from '../http';
import { limitRate } from '../rate-limit';
import { endLocalSession, localSession, localSignIn, localStaff, SESSION_COOKIE } from '../staff';

/** GET /admin/api/me: who is signed in, and how they sign out. */
export function me(c: Context<IntakeContext>) {
  const local = !c.env.ACCESS_TEAM_DOMAIN;
  const body: Staff = {
    email: c.get('staff'),
    signIn: local ? 'local' : 'access',
    // Access ends its own session; the local sign-in's cookie is cleared by the intake.
    signOut: local ? '/admin/api/sign-out' : '/cdn-cgi/access/logout',
  };
  return c.json(body);
}

const cookie = { path: '/admin', httpOnly: true, sameSite: 'Strict', secure: false } as const;

/**
 * POST /admin/api/sign-in: the local sign-in page's choice of staff member (`npm start` only). Attempts are counted
 * before anything is checked, so guessing is slowed whatever it guesses.
 */
export async function signIn(c: Context<IntakeContext>) {
  await limitRate(c, 'staff-sign-in');
  if (!localSignIn(c))
    throw new Refused(404, { message: 'Staff sign in through Cloudflare Access here, not with this page.' });
  const { email } = await readBody(c, z.object({ email: z.string().check(z.maxLength(200)) }), 'staff');
  const chosen = email.trim().toLowerCase();
  if (!localStaff(c.env).includes(chosen))
    throw new Refused(403, {
      message: `${email} is not one of the local staff (STAFF_EMAILS in intake/.dev.vars).`,
    });
  setCookie(c, SESSION_COOKIE, await localSession(c.env, chosen), { ...cookie, maxAge: 12 * 3600 });
  return c.json({ email: chosen, signIn: 'local', signOut: '/admin/api/sign-out' } satisfies Staff);
}

/** POST /admin/api/sign-out: ends the local sign-in's session (its cookie opens nothing after) and clears it. */
export async function signOut(c: Context<IntakeContext>) {
  await endLocalSession(c);
  deleteCookie(c, SESSION_COOKIE, cookie);
  return c.json({ signedOut: true });
}
