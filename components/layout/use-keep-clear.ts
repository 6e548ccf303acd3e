import { useCallback, useSyncExternalStore } from 'react';

/** Height of the strip at the bottom of the viewport where the floating support button sits. */
const CLEAR_ZONE_PX = 96;

const inZone = new Set<Element>();
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

/** True while something that must stay uncovered (the checkout buttons) is in the bottom strip. */
export function useSomethingKeptClear(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => inZone.size > 0,
    () => false,
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A ref for an element the floating support button must never cover. */
export function useKeepClear<T extends Element>(): (element: T | null) => void {
  return useCallback((element: T | null) => {
    if (!element) return;
    let observer: IntersectionObserver | null = null;
    const observe = () => {
      observer?.disconnect();
      const top = Math.max(0, window.innerHeight - CLEAR_ZONE_PX);
      observer = new IntersectionObserver(
        ([entry]) => {
          if (entry?.isIntersecting) inZone.add(element);
          else inZone.delete(element);
          emit();
        },
        { rootMargin: `-${top}px 0px 0px 0px` },
      );
      observer.observe(element);
    };
    observe();
    window.addEventListener('resize', observe);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', observe);
      inZone.delete(element);
      emit();
    };
  }, []);
}
