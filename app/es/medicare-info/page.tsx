import { Medicare, medicareTabMetadata, type MedicareProps } from '@/app/_pages/medicare';

const props: MedicareProps = { params: Promise.resolve({}) };

export const generateMetadata = () => medicareTabMetadata(props, 'es');

export default function SpanishMedicareInfo() {
  return <Medicare {...props} locale="es" />;
}
