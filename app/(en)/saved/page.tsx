import { Saved, savedMetadata } from '@/app/_pages/saved';

export const metadata = savedMetadata('en');

export default function EnglishSaved() {
  return <Saved locale="en" />;
}
