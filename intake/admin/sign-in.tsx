import { useState } from 'react';
import { staffSchema, type Staff } from '@/lib/domain/admin-contract';
import type { ApiError } from './api';
import { api } from './api';
import { Button, Problem } from './ui';

/** The local sign-in of `npm start`: the local staff (STAFF_EMAILS in intake/.dev.vars), one button each. */
export function SignIn({ staff, onSignedIn }: { staff: string[]; onSignedIn: (staff: Staff) => void }) {
  const [problem, setProblem] = useState('');
  async function signIn(email: string) {
    try {
      onSignedIn(await api('/sign-in', staffSchema, { body: { email } }));
    } catch (error) {
      setProblem((error as ApiError).message);
    }
  }
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold">Sign in to the back office</h1>
      <p className="mt-2 text-slate-700">
        This is the local back office of <code>npm start</code>: choose who you are. In production, staff sign
        in through Cloudflare Access instead.
      </p>
      <ul className="mt-6 space-y-3">
        {staff.map((email) => (
          <li key={email}>
            <Button kind="primary" onClick={() => signIn(email)}>
              Sign in as {email}
            </Button>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <Problem>{problem}</Problem>
      </div>
    </main>
  );
}
