import { Saved, savedMetadata } from '@/app/_pages/saved';

export const metadata = savedMetadata('es');

export default function SpanishSaved() {
  return <Saved locale="es" />;
}
