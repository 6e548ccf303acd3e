import { CategoryCards } from '@/components/home/category-cards';
import { ClosingCta } from '@/components/home/closing-cta';
import { Features } from '@/components/home/features';
import { Hero } from '@/components/home/hero';
import { MedicareBlock } from '@/components/home/medicare-block';
import { absoluteUrl } from '@/lib/paths';

export const metadata = { alternates: { canonical: absoluteUrl('/') } };

export default function HomePage() {
  return (
    <>
      <Hero />
      <Features />
      <CategoryCards />
      <MedicareBlock />
      <ClosingCta />
    </>
  );
}
