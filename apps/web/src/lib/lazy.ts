import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FeatureDictionary } from '../locales/features';
import { loadDictionaries } from './i18n';

/** The component type of an export (React's own `lazy` accepts any component type likewise). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Component<T> = T extends ComponentType<any> ? T : never;

/**
 * `React.lazy` for a named export, fetched together with the feature dictionaries its texts come from:
 * for a part of a screen that is not needed at first (a menu's contents, a search tab other than the
 * default one), so that its code and texts stay out of the first download (decisions 022 and 037).
 * Call `.preload()` on a sign of intent (hover, focus, touch) to have it ready by the time it is wanted.
 */
export function lazyComponent<M, K extends keyof M>(
  load: () => Promise<M>,
  exportName: K,
  dictionaries: readonly FeatureDictionary[] = [],
): LazyExoticComponent<Component<M[K]>> & { preload: () => Promise<unknown> } {
  let pending: Promise<M> | undefined;
  const preload = () => {
    pending ??= Promise.all([load(), loadDictionaries(dictionaries)]).then(([module]) => module);
    // A failed download may be tried again on the next sign of intent.
    pending.catch(() => (pending = undefined));
    return pending;
  };
  const component = lazy(() => preload().then((module) => ({ default: module[exportName] as Component<M[K]> })));
  return Object.assign(component, { preload });
}
