'use client';

import { useValidityMessages } from '@/lib/browser/validity-messages';
import { EmailAddress } from '@/components/ui/email-address';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { contact } from '@/data/contact';
import { fieldLimits } from '@/lib/domain/field-limits';
import { intakeUrl } from '@/lib/browser/intake-url';
import { sendForm } from '@/lib/browser/send-form';
import { notify } from '@/lib/browser/notify';
import { Button } from '@/components/ui/button';
import { CountedInput } from '@/components/ui/counted-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { richText } from '@/components/ui/rich-text';
import { fill } from '@/lib/domain/fill';
import type english from '@/data/messages/en.json';
import { PhoneLink } from '@/components/ui/phone-link';
import { langIfOther, type Locale } from '@/lib/domain/locale';

/** The message form: sent to the store's back office through the intake; nothing typed is lost on a failure. */
export function ContactForm({
  departments,
  words: w,
  locale,
  sendIcon,
}: {
  /** Each department as the store files it (`value`) and as the page names it. */
  departments: { value: string; name: string }[];
  /** The contact form's messages in the page's language, the reply time filled in. */
  words: (typeof english)['Contact']['form'];
  /** The page's language: a refusal the store has only in English is marked so. */
  locale: Locale;
  sendIcon: ReactNode;
}) {
  const [sending, setSending] = useState(false);
  // What was sent, said on the page (not only in a toast that goes away): its subject and where the answer goes.
  const [sent, setSent] = useState<{ subject: string; email: string; reference: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useValidityMessages(formRef);
  const [failure, setFailure] = useState<ReactNode>(null);
  const [length, setLength] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const token = text('leadid_token');
    setSending(true);
    setFailure(null);
    setSent(null);
    const sent = await sendForm('/messages', {
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      subject: text('subject'),
      department: text('category'),
      message: text('message'),
      medicareQuestion: data.get('medicareQuestion') === 'on',
      leadToken: token,
    });
    setSending(false);
    if (sent.ok) {
      form.reset();
      setLength(0);
      setSent({ subject: text('subject'), email: text('email'), reference: token });
      notify(w.sentTitle, `${w.sent}${token ? fill(w.reference, { token }) : ''}`);
    } else
      setFailure(
        richText(w.notSent, {
          reason: sent.refusal ? (
            <span lang={langIfOther(sent.refusal.language, locale)}>{sent.refusal.message}</span>
          ) : (
            w.unreachable
          ),
          phone: contact.phone,
        }),
      );
  }

  if (!intakeUrl)
    return (
      <p className="mt-4 rounded-xl border border-slate-300 bg-slate-50 p-5 text-lg">
        {richText(w.byPhone, {
          phone: <PhoneLink />,
          email: (
            <a
              href={`mailto:${contact.email}`}
              className="text-brand-700 font-semibold break-words underline"
            >
              <EmailAddress address={contact.email} />
            </a>
          ),
        })}
      </p>
    );

  return (
    <form ref={formRef} onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
      <div>
        <Label htmlFor="contact-name" required>
          {w.name}
        </Label>
        <CountedInput
          id="contact-name"
          name="name"
          required
          maxLength={fieldLimits.name}
          autoComplete="name"
        />
      </div>
      <div>
        <Label htmlFor="contact-email" required>
          {w.email}
        </Label>
        <Input
          id="contact-email"
          name="email"
          type="email"
          required
          maxLength={fieldLimits.email}
          autoComplete="email"
        />
      </div>
      <div>
        <Label htmlFor="contact-phone">{w.phone}</Label>
        <Input id="contact-phone" name="phone" type="tel" maxLength={fieldLimits.phone} autoComplete="tel" />
      </div>
      <div>
        <Label htmlFor="contact-category">{w.department}</Label>
        <Select id="contact-category" name="category" defaultValue="">
          <option value="">{w.chooseDepartment}</option>
          {departments.map((d) => (
            <option key={d.value} value={d.value}>
              {d.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor="contact-subject" required>
          {w.subject}
        </Label>
        <CountedInput id="contact-subject" name="subject" required maxLength={200} />
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor="contact-message" required>
          {w.message}
        </Label>
        <Textarea
          id="contact-message"
          name="message"
          required
          rows={6}
          maxLength={fieldLimits.message}
          aria-describedby="contact-message-count"
          onChange={(e) => setLength(e.target.value.length)}
        />
        <p id="contact-message-count" className="mt-1 text-sm text-slate-700">
          {length > fieldLimits.message - 500
            ? fill(w.left, { count: fieldLimits.message - length })
            : fill(w.upTo, { count: fieldLimits.message.toLocaleString('en-US') })}
        </p>
      </div>
      <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
        <input type="checkbox" name="medicareQuestion" className="accent-brand-600 size-5" />
        {w.medicare}
      </label>
      <input type="hidden" id="leadid_token" name="leadid_token" />
      {failure ? (
        <p
          role="alert"
          className="rounded-xl border-2 border-red-300 bg-red-50 p-4 font-semibold text-red-900 sm:col-span-2"
        >
          {failure}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={sending}>
          {sendIcon}
          {sending ? w.sending : w.submit}
        </Button>
      </div>
      <div role="status" className="sm:col-span-2">
        {sent ? (
          <div className="rounded-xl border border-emerald-300 bg-emerald-50 p-4" data-testid="message-sent">
            <p className="font-semibold">{w.sentTitle}</p>
            <p>
              {fill(w.sentSummary, { subject: sent.subject, email: sent.email })} {w.sent}
              {sent.reference ? fill(w.reference, { token: sent.reference }) : null}
            </p>
          </div>
        ) : null}
      </div>
    </form>
  );
}
