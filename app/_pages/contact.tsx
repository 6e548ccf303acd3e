import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ContactPage } from '@/components/contact/contact-page';
import { messagesOf } from '@/lib/build/messages';
import type { Locale } from '@/lib/domain/locale';
import { pageMetadata } from '@/lib/domain/seo';

/** Contact in each language: app/(en)/contact/ and app/es/contact/. */
export function contactMetadata(locale: Locale): Metadata {
  const t = messagesOf(locale).Contact;
  return pageMetadata({ title: t.title, description: t.description, path: '/contact/', locale });
}

export function Contact({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  return <ContactPage locale={locale} words={messagesOf(locale).Contact} />;
}
