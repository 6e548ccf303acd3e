'use client';

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { callIntake } from '@/lib/browser/intake-client';
import { intakeUrl } from '@/lib/browser/intake-url';
import {
  inboxListSchema,
  type InboxList,
  type MessageStatusChanged,
  type StatusChanged,
} from '@/lib/domain/intake-contract';
import { forgetKeys, loadKeyFile, storedKeys } from '@/lib/browser/inbox-keys';
import { safeStorage } from '@/lib/browser/storage';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { InboxMessages } from './inbox-messages';
import { InboxOrders } from './inbox-orders';

const TOKEN_KEY = 'medical-supply-inbox-token';
const session = safeStorage('sessionStorage');

/** The list with one order's new status shown at once, before the list is read again. */
const withOrderStatus = (list: InboxList, { orderNumber, status, events }: StatusChanged): InboxList => ({
  ...list,
  orders: list.orders.map((o) => (o.orderNumber === orderNumber ? { ...o, status, events } : o)),
});

const withMessageStatus = (list: InboxList, { id, status }: MessageStatusChanged): InboxList => ({
  ...list,
  messages: list.messages.map((m) => (m.id === id ? { ...m, status } : m)),
});

/**
 * The supplier's inbox: signs in with the intake's token (kept for this tab only, never in the URL or
 * localStorage), lists orders and messages newest first, and opens sealed details with the private key.
 */
export function InboxPage() {
  const [token, setToken] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [list, setList] = useState<InboxList | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [keys, setKeys] = useState<CryptoKeyPair | null>(null);

  const refresh = useCallback(async (withToken: string) => {
    try {
      setList(await callIntake('/inbox', inboxListSchema, { method: 'GET', token: withToken }));
      setProblem(null);
      setToken(withToken);
      session.setItem(TOKEN_KEY, withToken);
    } catch (error) {
      setProblem((error as Error).message);
    }
  }, []);

  // A reload in the same tab stays signed in, while the token still works.
  useEffect(() => {
    const saved = session.getItem(TOKEN_KEY);
    if (saved)
      callIntake('/inbox', inboxListSchema, { method: 'GET', token: saved }).then(
        (answer) => {
          setList(answer);
          setToken(saved);
        },
        () => session.removeItem(TOKEN_KEY),
      );
    storedKeys().then(setKeys, () => setKeys(null));
  }, []);

  if (!intakeUrl) return <p className="mt-6 text-lg">This site was built without an intake (INTAKE_URL).</p>;

  if (!token)
    return (
      <form
        className="mt-6 max-w-md space-y-4"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void refresh(typed.trim());
        }}
      >
        <Field
          id="inbox-token"
          label="Inbox token"
          type="password"
          autoComplete="current-password"
          required
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        {problem ? (
          <p role="alert" className="font-semibold text-red-800">
            {problem}
          </p>
        ) : null}
        <Button type="submit">Sign in</Button>
      </form>
    );

  /** Shows an answered status change at once, then reads the list again. */
  const changed = (patch: (shown: InboxList) => InboxList) => {
    setList((shown) => shown && patch(shown));
    void refresh(token);
  };

  return (
    <div className="mt-6 space-y-10">
      <div className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 p-4">
        {keys ? (
          <>
            <p>The private key is loaded: sealed details can be opened.</p>
            <Button variant="ghost" onClick={() => void forgetKeys().then(() => setKeys(null))}>
              Forget the key
            </Button>
          </>
        ) : (
          <label className="flex min-w-0 flex-col gap-1 font-semibold">
            <span>
              Private key file (<code className="break-all">order-private-key.jwk.json</code>), to open sealed
              details
            </span>
            <input
              type="file"
              accept=".json,application/json"
              className="font-normal"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) loadKeyFile(file).then(setKeys, (error: Error) => setProblem(error.message));
              }}
            />
          </label>
        )}
        <Button variant="secondary" onClick={() => void refresh(token)}>
          Refresh
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            session.removeItem(TOKEN_KEY);
            setToken(null);
            setList(null);
          }}
        >
          Sign out
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
      {list ? (
        <>
          <InboxOrders
            orders={list.orders}
            token={token}
            keys={keys}
            onChange={(answer) => changed((shown) => withOrderStatus(shown, answer))}
          />
          <InboxMessages
            messages={list.messages}
            token={token}
            onChange={(answer) => changed((shown) => withMessageStatus(shown, answer))}
          />
        </>
      ) : null}
    </div>
  );
}
