import { Medicare, medicareTabMetadata, type MedicareProps } from '@/app/_pages/medicare';

const props: MedicareProps = { params: Promise.resolve({}) };

export const generateMetadata = () => medicareTabMetadata(props, 'en');

export default function EnglishMedicareInfo() {
  return <Medicare {...props} locale="en" />;
}
