import { lazy } from 'react';
import type { Service } from '@portal/contracts/services';
import type { BookingView, ServiceViews } from '../kit/service-module';
import { loadDictionaries } from '../lib/i18n';
import { SERVICE_MODULES } from './service-modules';

const loads = new Map<string, Promise<BookingView>>();
/** Views already fetched: shown at once, without suspending. */
const loaded = new Map<string, BookingView>();
const views = new Map<string, BookingView>();

/**
 * Fetches a service's view of its bookings with the service's dictionaries (once; a failed download may be
 * tried again). Null when the service has no such view.
 */
export function preloadServiceView(service: Service, kind: keyof ServiceViews): Promise<BookingView> | null {
  const module = SERVICE_MODULES[service];
  const load = module?.views?.[kind];
  if (!module || !load) return null;
  const key = `${service}:${kind}`;
  let pending = loads.get(key);
  if (!pending) {
    pending = Promise.all([load(), loadDictionaries(module.dictionaries)]).then(([component]) => {
      loaded.set(key, component);
      return component;
    });
    pending.catch(() => loads.delete(key));
    loads.set(key, pending);
  }
  return pending;
}

/**
 * A service's view of its bookings (its confirmation, its detail in My Bookings…), from its feature's service
 * module (decision 063), loaded with its texts the first time it is shown (a route that preloads it shows it at
 * once). Null when the service has none.
 */
export function serviceView(service: Service, kind: keyof ServiceViews): BookingView | null {
  const key = `${service}:${kind}`;
  const ready = loaded.get(key);
  if (ready) return ready;
  let view = views.get(key);
  if (!view) {
    if (!SERVICE_MODULES[service]?.views?.[kind]) return null;
    view = lazy(() => preloadServiceView(service, kind)!.then((component) => ({ default: component })));
    views.set(key, view);
  }
  return view;
}
