import { useSyncExternalStore } from 'react';
import { DEFAULT_SEARCH_TAB, type SearchTab } from '../utils/services';

// One value shared by the home tabs and the side menu's service links (spec section 4).
let current: SearchTab = DEFAULT_SEARCH_TAB;
const listeners = new Set<() => void>();

export function getSearchTab(): SearchTab {
  return current;
}

export function setSearchTab(tab: SearchTab): void {
  if (tab === current) return;
  current = tab;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchTab(): [SearchTab, (tab: SearchTab) => void] {
  return [useSyncExternalStore(subscribe, getSearchTab, getSearchTab), setSearchTab];
}
