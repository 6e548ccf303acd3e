'use client';

import { formatStoreTime } from '@/lib/domain/store-time';
import { callIntake } from '@/lib/browser/intake-client';
import {
  messageStatusChangedSchema,
  type InboxMessage,
  type MessageStatusChanged,
} from '@/lib/domain/intake-contract';
import { Button } from '@/components/ui/button';
import { ChangeProblem, useStatusChange } from './status-change';

type NewStatus = Exclude<InboxMessage['status'], 'new'>;
const pressed: Record<NewStatus, [label: string, busy: string]> = {
  approved: ['Approve', 'Approving…'],
  rejected: ['Reject', 'Rejecting…'],
  handled: ['Mark handled', 'Marking handled…'],
};

function MessageCard({
  message: m,
  token,
  onChange,
}: {
  message: InboxMessage;
  token: string;
  onChange: (answer: MessageStatusChanged) => void;
}) {
  const { sending, problem, change } = useStatusChange(
    (status: NewStatus) =>
      callIntake(`/inbox/messages/${m.id}/status`, messageStatusChangedSchema, { token, body: { status } }),
    onChange,
  );
  const button = (status: NewStatus, variant?: 'ghost') => (
    <Button size="sm" variant={variant} disabled={sending !== null} onClick={() => change(status)}>
      {pressed[status][sending === status ? 1 : 0]}
    </Button>
  );
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <p className="font-semibold">
        {m.kind === 'review' ? 'Review' : 'Message'} #{m.id} · {m.status} · {formatStoreTime(m.receivedAt)}
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
              {button('approved')}
              {button('rejected', 'ghost')}
            </>
          ) : (
            button('handled')
          )}
        </div>
      ) : null}
      <ChangeProblem problem={problem} />
    </li>
  );
}

/** Contact messages (marked handled) and reviews (approved to be added to reviews.json, or rejected). */
export function InboxMessages({
  messages,
  token,
  onChange,
}: {
  messages: InboxMessage[];
  token: string;
  onChange: (answer: MessageStatusChanged) => void;
}) {
  return (
    <section aria-labelledby="inbox-messages">
      <h2 id="inbox-messages" className="text-2xl font-bold">
        Messages and reviews ({messages.length})
      </h2>
      <ul className="mt-4 space-y-4">
        {messages.map((m) => (
          <MessageCard key={m.id} message={m} token={token} onChange={onChange} />
        ))}
      </ul>
    </section>
  );
}
