import { MedicarePage, medicareMetadata } from '@/components/medicare/medicare-page';

export const metadata = medicareMetadata('overview');

export default function MedicareInfoPage() {
  return <MedicarePage tab="overview" />;
}
