import type { Metadata } from 'next';
import { site } from '@/data/site';
import { pageMetadata } from '@/lib/seo';
import { UnderConstruction } from '@/components/layout/under-construction';

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description: `The privacy policy page of ${site.name}, a home medical equipment supplier in Jamaica, NY.`,
  path: '/privacy-policy/',
  index: false,
});

export default function PrivacyPolicyPage() {
  return <UnderConstruction title="Privacy Policy" />;
}
