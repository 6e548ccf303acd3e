import type { Metadata } from 'next';
import { ContactPage } from '@/components/contact/contact-page';
import { pageMetadata } from '@/lib/domain/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description:
    'Call, e-mail or visit our Jamaica, NY store. Medicare specialists reply within 2 business hours.',
  path: '/contact/',
});

export default function Contact() {
  return <ContactPage />;
}
