'use client';

import type { FormEvent } from 'react';
import { Send } from 'lucide-react';
import { notify } from '@/lib/notify';
import { Button } from '@/components/ui/button';
import { Input, Label, Select, Textarea } from '@/components/ui/field';

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

  return (
    <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
      <div>
        <Label htmlFor="contact-name" required>
          Name
        </Label>
        <Input id="contact-name" name="name" required autoComplete="name" />
      </div>
      <div>
        <Label htmlFor="contact-email" required>
          Email
        </Label>
        <Input id="contact-email" name="email" type="email" required autoComplete="email" />
      </div>
      <div>
        <Label htmlFor="contact-phone">Phone</Label>
        <Input id="contact-phone" name="phone" type="tel" autoComplete="tel" />
      </div>
      <div>
        <Label htmlFor="contact-category">Department</Label>
        <Select id="contact-category" name="category" defaultValue="">
          <option value="">Choose a department</option>
          {departments.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </Select>
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor="contact-subject" required>
          Subject
        </Label>
        <Input id="contact-subject" name="subject" required />
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor="contact-message" required>
          Message
        </Label>
        <Textarea id="contact-message" name="message" required rows={6} />
      </div>
      <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
        <input type="checkbox" name="medicareQuestion" className="accent-brand-600 size-5" />
        My question is about Medicare coverage
      </label>
      <input type="hidden" id="leadid_token" name="leadid_token" />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg">
          <Send aria-hidden className="size-5" />
          Send Message
        </Button>
      </div>
    </form>
  );
}
