import { Medicare, medicareParams, medicareTabMetadata, type MedicareProps } from '@/app/_pages/medicare';

export const dynamicParams = false;
export const generateStaticParams = medicareParams;
export const generateMetadata = (props: MedicareProps) => medicareTabMetadata(props, 'es');

export default function SpanishMedicareTab(props: MedicareProps) {
  return <Medicare {...props} locale="es" />;
}
