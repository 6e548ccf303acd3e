'use client';

import { LazyMotion, MotionConfig, domAnimation, m } from 'framer-motion';
import { ProductCard } from './product-card';
import { gridClass, type ProductGridProps } from './product-grid';

/** After the shopper changes the view, cards come in with a short stagger (none with reduced motion). */
export default function AnimatedProductGrid({ products, view }: ProductGridProps) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={domAnimation} strict>
        <ul className={gridClass(view)}>
          {products.map((product, index) => (
            <m.li
              key={`${view}-${product.id}`}
              initial={{ opacity: 0, y: 12 }}
              animate={{ opacity: 1, y: 0 }}
              transition={{ duration: 0.25, delay: Math.min(index, 12) * 0.04 }}
            >
              <ProductCard product={product} view={view} eager={index < 2} />
            </m.li>
          ))}
        </ul>
      </LazyMotion>
    </MotionConfig>
  );
}
