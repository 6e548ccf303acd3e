import type { Metadata } from 'next';
import { ContactPage } from '@/components/contact/contact-page';
import { absoluteUrl } from '@/lib/paths';

export const metadata: Metadata = {
  title: 'Contact Us',
  description:
    'Call, e-mail or visit our Jamaica, NY store. Medicare specialists reply within 2 business hours.',
  alternates: { canonical: absoluteUrl('/contact/') },
};

export default function Contact() {
  return <ContactPage />;
}
