/**
 * How a result card's picture loads by its place in the list (decision 138): the first one is usually the
 * page's largest paint, so it is fetched at once and ahead of everything else; the next one may show on the
 * first screen too and is fetched at once; the rest wait until they are scrolled near.
 */
export function resultImageLoading(index: number): { loading: 'eager' | 'lazy'; fetchPriority: 'high' | 'auto' } {
  return { loading: index < 2 ? 'eager' : 'lazy', fetchPriority: index === 0 ? 'high' : 'auto' };
}
