import type { Metadata } from 'next';
import { UnderConstruction } from '@/components/layout/under-construction';

export const metadata: Metadata = { title: 'Privacy Policy', robots: { index: false } };

export default function PrivacyPolicyPage() {
  return <UnderConstruction title="Privacy Policy" />;
}
