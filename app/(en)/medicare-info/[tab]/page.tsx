import type { Metadata } from 'next';
import { MedicarePage, medicareMetadata } from '@/components/medicare/medicare-page';
import { medicareTabs, type MedicareTabSlug } from '@/data/medicare';

export const dynamicParams = false;

export function generateStaticParams() {
  return medicareTabs.map((t) => ({ tab: t.slug }));
}

type Props = { params: Promise<{ tab: MedicareTabSlug }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return medicareMetadata((await params).tab);
}

export default async function MedicareTabPage({ params }: Props) {
  return <MedicarePage tab={(await params).tab} />;
}
