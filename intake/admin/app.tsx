import { useEffect, useState } from 'react';
import { staffSchema, type Staff } from '@/lib/domain/admin-contract';
import { api, type ApiError } from './api';
import { forgetKeys } from './keys';
import { Messages } from './messages';
import { DenialQueue } from './remittances';
import { ClaimsDue } from './rentals';
import { Patient, Patients } from './patients';
import { OrderList } from './order-list';
import { OrderPage } from './order-page';
import { follow, useRoute, type Route } from './route';
import { RefillList } from './refills';
import { TherapyList } from './therapy';
import { SignIn } from './sign-in';
import { Button, Problem } from './ui';

type Session =
  | { state: 'checking' }
  | { state: 'in'; staff: Staff }
  | { state: 'out'; message: string; staff: string[] | null };

/** The back office's pages in its header, each marked as the current one on its own pages. */
const navLinks: { href: string; label: string; pages: Route['page'][] }[] = [
  { href: '/admin/', label: 'Orders', pages: ['orders'] },
  { href: '/admin/patients', label: 'Patients', pages: ['patients', 'patient'] },
  { href: '/admin/messages', label: 'Messages and reviews', pages: ['messages'] },
  { href: '/admin/claims-due', label: 'Claims due', pages: ['claims-due'] },
  { href: '/admin/denials', label: 'Denials', pages: ['denials'] },
  { href: '/admin/therapy', label: 'CPAP use', pages: ['therapy'] },
  { href: '/admin/refills', label: 'Refills', pages: ['refills'] },
];

/** The back office: who is signed in, the frame, and the page the address names. */
export function App() {
  const [session, setSession] = useState<Session>({ state: 'checking' });
  // Asked again after signing out.
  const [asked, setAsked] = useState(0);
  const route = useRoute();

  useEffect(() => {
    let current = true;
    api('/me', staffSchema).then(
      (staff) => current && setSession({ state: 'in', staff }),
      (e: ApiError) => current && setSession({ state: 'out', message: e.message, staff: e.staff }),
    );
    return () => {
      current = false;
    };
  }, [asked]);

  if (session.state === 'checking')
    return (
      <p className="p-8" aria-busy="true">
        Checking who you are…
      </p>
    );
  if (session.state === 'out')
    return session.staff ? (
      <SignIn staff={session.staff} onSignedIn={(staff) => setSession({ state: 'in', staff })} />
    ) : (
      <main className="mx-auto max-w-xl p-8">
        <h1 className="text-2xl font-bold">Back office</h1>
        <div className="mt-4">
          <Problem>{session.message}</Problem>
        </div>
      </main>
    );

  return (
    <div className="min-h-dvh print:bg-white">
      <header className="bg-brand-800 text-white print:hidden">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-2">
          <nav aria-label="Back office" className="flex flex-wrap items-center gap-1">
            <span className="mr-3 font-bold">Jamaica Medical Supply · Back office</span>
            {navLinks.map((link) => (
              <a
                key={link.href}
                href={link.href}
                onClick={follow}
                aria-current={link.pages.includes(route.page) ? 'page' : undefined}
                className="hover:bg-brand-700 rounded px-3 py-2 font-semibold aria-[current=page]:underline"
              >
                {link.label}
              </a>
            ))}
          </nav>
          <SignOut staff={session.staff} onSignedOut={() => setAsked((n) => n + 1)} />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 wrap-anywhere">
        {route.page === 'orders' ? <OrderList search={route.search} /> : null}
        {route.page === 'order' ? <OrderPage number={route.number} /> : null}
        {route.page === 'messages' ? <Messages search={route.search} /> : null}
        {route.page === 'claims-due' ? <ClaimsDue /> : null}
        {route.page === 'patients' ? <Patients search={route.search} /> : null}
        {route.page === 'patient' ? <Patient id={route.id} /> : null}
        {route.page === 'denials' ? <DenialQueue /> : null}
        {route.page === 'therapy' ? <TherapyList /> : null}
        {route.page === 'refills' ? <RefillList /> : null}
      </main>
    </div>
  );
}

/** Signing out asks whether to forget the private key on this device too. */
function SignOut({ staff, onSignedOut }: { staff: Staff; onSignedOut: () => void }) {
  const [asking, setAsking] = useState(false);
  async function signOut(forget: boolean) {
    if (forget) await forgetKeys().catch(() => {});
    if (staff.signIn === 'access') window.location.assign(staff.signOut);
    else {
      await fetch(staff.signOut, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      onSignedOut();
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span>Signed in as {staff.email}</span>
      {asking ? (
        <div role="group" aria-label="Sign out" className="flex flex-wrap gap-2">
          <Button onClick={() => signOut(true)}>Sign out and forget the key on this device</Button>
          <Button onClick={() => signOut(false)}>Sign out, keep the key</Button>
        </div>
      ) : (
        <Button onClick={() => setAsking(true)}>Sign out</Button>
      )}
    </div>
  );
}
