import { Contact, contactMetadata } from '@/app/_pages/contact';

export const metadata = contactMetadata('en');

export default function EnglishContact() {
  return <Contact locale="en" />;
}
