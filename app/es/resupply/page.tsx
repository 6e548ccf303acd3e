import { Resupply, resupplyMetadata } from '@/app/_pages/resupply';

export const metadata = resupplyMetadata('es');

export default function SpanishResupply() {
  return <Resupply locale="es" />;
}
