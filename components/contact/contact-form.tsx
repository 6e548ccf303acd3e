'use client';

import type { FormEvent } from 'react';
import { Send } from 'lucide-react';
import { notify } from '@/lib/notify';
import { buttonClass, inputClass, labelClass } from '@/components/ui/styles';

export function ContactForm({ departments }: { departments: string[] }) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const token = String(data.get('leadid_token') ?? '').trim();
    // Logged without the shopper's personal details.
    console.info('Contact message submitted', {
      subject: data.get('subject'),
      category: data.get('category') || 'General Inquiries',
      medicareQuestion: data.get('medicareQuestion') === 'on',
      leadToken: token || null,
    });
    notify(
      'Message Sent Successfully!',
      `We'll get back to you within 2 business hours.${token ? ` Reference: ${token}` : ''}`,
    );
    form.reset();
  }

  const required = (
    <span aria-hidden className="text-red-700">
      {' '}
      *
    </span>
  );
  return (
    <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor="contact-name" className={labelClass}>
          Name{required}
        </label>
        <input id="contact-name" name="name" required autoComplete="name" className={inputClass} />
      </div>
      <div>
        <label htmlFor="contact-email" className={labelClass}>
          Email{required}
        </label>
        <input
          id="contact-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="contact-phone" className={labelClass}>
          Phone
        </label>
        <input id="contact-phone" name="phone" type="tel" autoComplete="tel" className={inputClass} />
      </div>
      <div>
        <label htmlFor="contact-category" className={labelClass}>
          Department
        </label>
        <select id="contact-category" name="category" className={inputClass} defaultValue="">
          <option value="">Choose a department</option>
          {departments.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-subject" className={labelClass}>
          Subject{required}
        </label>
        <input id="contact-subject" name="subject" required className={inputClass} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-message" className={labelClass}>
          Message{required}
        </label>
        <textarea id="contact-message" name="message" required rows={6} className={inputClass} />
      </div>
      <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
        <input type="checkbox" name="medicareQuestion" className="accent-brand-600 size-5" />
        My question is about Medicare coverage
      </label>
      <input type="hidden" id="leadid_token" name="leadid_token" />
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass('primary', 'lg')}>
          <Send aria-hidden className="size-5" />
          Send Message
        </button>
      </div>
    </form>
  );
}
