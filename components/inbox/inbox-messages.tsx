'use client';

import { z } from 'zod';
import { formatStoreTime } from '@/lib/store-time';
import { callIntake } from '@/lib/intake-client';
import type { InboxMessage } from '@/lib/intake-contract';
import { Button } from '@/components/ui/button';

const changed = z.object({ status: z.string() });

/** Contact messages (marked handled) and reviews (approved to be added to reviews.json, or rejected). */
export function InboxMessages({
  messages,
  token,
  onChange,
}: {
  messages: InboxMessage[];
  token: string;
  onChange: () => void;
}) {
  const mark = (id: number, status: 'handled' | 'approved' | 'rejected') =>
    callIntake(`/inbox/messages/${id}/status`, changed, { token, body: { status } }).then(onChange, () =>
      onChange(),
    );
  return (
    <section aria-labelledby="inbox-messages">
      <h2 id="inbox-messages" className="text-2xl font-bold">
        Messages and reviews ({messages.length})
      </h2>
      <ul className="mt-4 space-y-4">
        {messages.map((m) => (
          <li key={m.id} className="rounded-xl border border-slate-200 p-4">
            <p className="font-semibold">
              {m.kind === 'review' ? 'Review' : 'Message'} #{m.id} · {m.status} ·{' '}
              {formatStoreTime(m.receivedAt)}
            </p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4">
              {Object.entries(m.body).map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="font-semibold">{k}</dt>
                  <dd className="break-words whitespace-pre-wrap">{String(v)}</dd>
                </div>
              ))}
            </dl>
            {m.status === 'new' ? (
              <div className="mt-3 flex gap-2">
                {m.kind === 'review' ? (
                  <>
                    <Button size="sm" onClick={() => void mark(m.id, 'approved')}>
                      Approve
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => void mark(m.id, 'rejected')}>
                      Reject
                    </Button>
                  </>
                ) : (
                  <Button size="sm" onClick={() => void mark(m.id, 'handled')}>
                    Mark handled
                  </Button>
                )}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
