import type { Metadata } from 'next';
import { site } from '@/data/site';
import { pageMetadata } from '@/lib/domain/seo';
import { UnderConstruction } from '@/components/layout/under-construction';

export const metadata: Metadata = pageMetadata({
  title: 'Términos del servicio',
  description: `La página de términos del servicio de ${site.name}, proveedor de equipo médico para el hogar en Jamaica, NY.`,
  path: '/terms-of-service/',
  locale: 'es',
  index: false,
});

export default function SpanishTermsOfService() {
  return <UnderConstruction title="Términos del servicio" locale="es" />;
}
