import type { Metadata } from 'next';
import { site } from '@/data/site';
import { pageMetadata } from '@/lib/domain/seo';
import { UnderConstruction } from '@/components/layout/under-construction';

export const metadata: Metadata = pageMetadata({
  title: 'Terms of Service',
  description: `The terms of service page of ${site.name}, a home medical equipment supplier in Jamaica, NY.`,
  path: '/terms-of-service/',
  index: false,
});

export default function TermsOfServicePage() {
  return <UnderConstruction title="Terms of Service" locale="en" />;
}
