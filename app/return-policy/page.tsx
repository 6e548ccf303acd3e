import type { Metadata } from 'next';
import { site } from '@/data/site';
import { pageMetadata } from '@/lib/seo';
import { UnderConstruction } from '@/components/layout/under-construction';

export const metadata: Metadata = pageMetadata({
  title: 'Return Policy',
  description: `The return policy page of ${site.name}, a home medical equipment supplier in Jamaica, NY.`,
  path: '/return-policy/',
  index: false,
});

export default function ReturnPolicyPage() {
  return <UnderConstruction title="Return Policy" />;
}
