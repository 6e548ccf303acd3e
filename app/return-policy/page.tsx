import type { Metadata } from 'next';
import { UnderConstruction } from '@/components/layout/under-construction';

export const metadata: Metadata = { title: 'Return Policy', robots: { index: false } };

export default function ReturnPolicyPage() {
  return <UnderConstruction title="Return Policy" />;
}
