import { useSyncExternalStore } from 'react';
import type { Service } from '@portal/contracts/services';
import { DEFAULT_SERVICE } from '../../../lib/services';

// One value shared by the home tabs and the side menu's service links (spec section 4): the service's code (its
// tab value, as the spec spells it, is the registry's `tab`).
let current: Service = DEFAULT_SERVICE;
const listeners = new Set<() => void>();

export function getSearchTab(): Service {
  return current;
}

export function setSearchTab(service: Service): void {
  if (service === current) return;
  current = service;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchTab(): [Service, (service: Service) => void] {
  return [useSyncExternalStore(subscribe, getSearchTab, getSearchTab), setSearchTab];
}
