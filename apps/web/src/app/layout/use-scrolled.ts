import { useSyncExternalStore } from 'react';

/** The spec's scrolled-header threshold (section 9). */
export const SCROLLED_THRESHOLD = 50;

function subscribe(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

/** True once the page is scrolled vertically by more than `threshold` pixels. */
export function useScrolled(threshold = SCROLLED_THRESHOLD): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
