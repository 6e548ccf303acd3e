'use client';

import { domAnimation, LazyMotion, m, MotionConfig, type Variants } from 'framer-motion';
import { ProductCard } from './product-card';
import { gridClass, type ProductGridProps } from './product-grid';

/** The list staggers its cards in; each card rises a little as it fades in. */
const list: Variants = { shown: { transition: { staggerChildren: 0.04 } } };
const card: Variants = {
  hidden: { opacity: 0, y: 12 },
  shown: { opacity: 1, y: 0, transition: { duration: 0.25, ease: 'easeOut' } },
};

/**
 * After the shopper changes the view (a search, a sort, a filter, grid or list), the cards come in with a short
 * stagger, as the specification describes: framer-motion's `m` with only its DOM animations loaded (LazyMotion),
 * and with reduced motion asked for, no movement (MotionConfig). It is drawn only after a change, never on the
 * first paint: the listing's first screen is the server's HTML.
 */
export default function AnimatedProductGrid({ products, view, words }: ProductGridProps) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={domAnimation} strict>
        {/* A new list of cards is a new list: it staggers in whole. */}
        <m.ul
          key={`${view}:${products.map((p) => p.id).join(',')}`}
          className={gridClass(view)}
          variants={list}
          initial="hidden"
          animate="shown"
        >
          {products.map((product, index) => (
            <m.li key={product.id} variants={card}>
              <ProductCard product={product} view={view} eager={index < 2} words={words} />
            </m.li>
          ))}
        </m.ul>
      </LazyMotion>
    </MotionConfig>
  );
}
