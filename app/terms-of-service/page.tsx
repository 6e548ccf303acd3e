import type { Metadata } from 'next';
import { UnderConstruction } from '@/components/layout/under-construction';

export const metadata: Metadata = { title: 'Terms of Service', robots: { index: false } };

export default function TermsOfServicePage() {
  return <UnderConstruction title="Terms of Service" />;
}
