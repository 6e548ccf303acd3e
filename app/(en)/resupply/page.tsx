import { Resupply, resupplyMetadata } from '@/app/_pages/resupply';

export const metadata = resupplyMetadata('en');

export default function EnglishResupply() {
  return <Resupply locale="en" />;
}
