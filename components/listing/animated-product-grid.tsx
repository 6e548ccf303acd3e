'use client';

import { useLayoutEffect, useRef } from 'react';
import { animate } from 'framer-motion/dom/mini';
import { ProductCard } from './product-card';
import { gridClass, type ProductGridProps } from './product-grid';

/**
 * After the shopper changes the view, cards come in with a short stagger (none with reduced motion). Each card
 * that appears is animated once, by the browser's own animation engine (framer-motion's WAAPI `animate`), so
 * rendering a page of results costs no more than without the animation.
 */
export default function AnimatedProductGrid({ products, view, words }: ProductGridProps) {
  const list = useRef<HTMLUListElement>(null);
  const animated = useRef(new WeakSet<Element>());

  useLayoutEffect(() => {
    const items = [...(list.current?.children ?? [])];
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    items.forEach((item, index) => {
      if (animated.current.has(item)) return;
      animated.current.add(item);
      if (reduce) return;
      animate(
        item,
        { opacity: [0, 1], transform: ['translateY(12px)', 'none'] },
        { duration: 0.25, delay: Math.min(index, 12) * 0.04, ease: 'easeOut' },
      );
    });
  });

  return (
    <ul ref={list} className={gridClass(view)}>
      {products.map((product, index) => (
        <li key={`${view}-${product.id}`}>
          <ProductCard product={product} view={view} eager={index < 2} words={words} />
        </li>
      ))}
    </ul>
  );
}
