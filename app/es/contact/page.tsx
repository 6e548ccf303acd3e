import { Contact, contactMetadata } from '@/app/_pages/contact';

export const metadata = contactMetadata('es');

export default function SpanishContact() {
  return <Contact locale="es" />;
}
