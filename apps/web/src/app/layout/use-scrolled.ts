import { useEffect, useState } from 'react';

/** The spec's scrolled-header threshold (section 9). */
export const SCROLLED_THRESHOLD = 50;

/**
 * True once the page is scrolled vertically by more than `threshold` pixels. The position is read in scroll
 * events and once in the first frame, never while React renders: reading it then makes the browser lay out
 * the whole page on the spot, inside the long first render.
 */
export function useScrolled(threshold = SCROLLED_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolled;
}
