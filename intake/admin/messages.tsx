import { useEffect, useState } from 'react';
import { adminMessageSchema, messagePageSchema, type AdminMessage } from '@/lib/domain/admin-contract';
import { formatStoreTimeWithZone } from '@/lib/domain/store-time';
import { mailtoLink } from '@/lib/domain/formats';
import type { ApiError } from './api';
import { api } from './api';
import { follow } from './route';
import { Button, Problem, linkClass } from './ui';

/** Contact messages and reviews, newest first: reply by e-mail, mark handled, approve or reject a review. */
export function Messages({ search }: { search: string }) {
  const params = new URLSearchParams(search);
  const [messages, setMessages] = useState<AdminMessage[] | null>(null);
  const [after, setAfter] = useState<string | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    let current = true;
    api(`/messages${search}`, messagePageSchema).then(
      (page) => {
        if (!current) return;
        setMessages(page.messages);
        setAfter(page.after);
      },
      (error: ApiError) => current && setProblem(error.message),
    );
    return () => {
      current = false;
    };
  }, [search]);

  async function change(m: AdminMessage, status: 'handled' | 'approved' | 'rejected') {
    try {
      const updated = await api(`/messages/${m.id}/status`, adminMessageSchema, { body: { status } });
      setMessages((list) => list?.map((x) => (x.id === m.id ? updated : x)) ?? null);
      setProblem('');
    } catch (error) {
      setProblem((error as ApiError).message);
    }
  }

  const filter = (kind: string, label: string) => (
    <a
      href={`/admin/messages${kind ? `?kind=${kind}` : ''}`}
      onClick={follow}
      aria-current={(params.get('kind') ?? '') === kind ? 'page' : undefined}
      className={`${linkClass} inline-flex min-h-11 items-center aria-[current=page]:text-slate-900 aria-[current=page]:no-underline`}
    >
      {label}
    </a>
  );

  return (
    <div>
      <h1 className="text-2xl font-bold">Messages and reviews</h1>
      <nav aria-label="Show" className="mt-2 flex gap-4">
        {filter('', 'Everything')}
        {filter('contact', 'Messages')}
        {filter('review', 'Reviews to approve')}
      </nav>
      <Problem>{problem}</Problem>
      {messages === null ? (
        <p aria-busy="true">Loading…</p>
      ) : messages.length === 0 ? (
        <p className="mt-4">Nothing here.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {messages.map((m) => {
            const b = m.body;
            const subject =
              m.kind === 'review' ? `Review: ${String(b.title ?? '')}` : String(b.subject ?? '');
            // Only an address that passes the store's own check becomes a link: nothing in it can add a Cc or a body.
            const reply = typeof b.email === 'string' ? mailtoLink(b.email, `Re: ${subject}`) : null;
            return (
              <li key={m.id} className="rounded-xl border border-slate-300 bg-white p-4">
                <article aria-labelledby={`message-${m.id}`}>
                  <h2 id={`message-${m.id}`} className="text-lg font-bold">
                    {m.kind === 'review' ? `Review of product ${String(b.productId)}: ` : ''}
                    {subject}
                  </h2>
                  <p className="text-sm text-slate-700">
                    {formatStoreTimeWithZone(m.receivedAt)} · {String(b.name ?? '')}
                    {m.kind === 'review' ? ` · ${String(b.rating)} of 5 stars` : ''}
                    {b.language === 'es' ? ' · written in Spanish' : ''}
                    {b.department ? ` · ${String(b.department)}` : ''}
                    {b.medicareQuestion === true ? ' · a Medicare question' : ''}
                    {typeof b.phone === 'string' && b.phone ? ` · phone ${b.phone}` : ''}
                  </p>
                  {m.patient ? (
                    <p className="text-sm">
                      From{' '}
                      <a href={`/admin/patients/${m.patient.id}`} onClick={follow} className={linkClass}>
                        {m.patient.name}
                      </a>
                      , a patient of the store
                    </p>
                  ) : null}
                  <p className="mt-2 whitespace-pre-line">{String(b.message ?? b.content ?? '')}</p>
                  <p className="mt-2 font-semibold">
                    {m.status === 'new' ? 'New' : `${m.status[0]?.toUpperCase()}${m.status.slice(1)}`}
                    {m.handledBy
                      ? ` by ${m.handledBy}, ${formatStoreTimeWithZone(m.handledAt ?? m.receivedAt)}`
                      : ''}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {reply ? (
                      <a href={reply} className={`${linkClass} inline-flex min-h-11 items-center`}>
                        Reply by e-mail
                      </a>
                    ) : null}
                    {m.kind === 'contact' && m.status === 'new' ? (
                      <Button onClick={() => change(m, 'handled')}>Mark handled</Button>
                    ) : null}
                    {m.kind === 'review' && m.status === 'new' ? (
                      <>
                        <Button kind="primary" onClick={() => change(m, 'approved')}>
                          Approve
                        </Button>
                        <Button onClick={() => change(m, 'rejected')}>Reject</Button>
                      </>
                    ) : null}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {after ? (
        <a
          href={`/admin/messages?${new URLSearchParams([...params, ['after', after]])}`}
          onClick={follow}
          className={`${linkClass} mt-4 inline-flex min-h-11 items-center`}
        >
          Older messages
        </a>
      ) : null}
    </div>
  );
}
