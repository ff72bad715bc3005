import { lazy, type ComponentType } from 'react';
import type { Service } from '@portal/contracts/services';
import type { AnyBookingView, BookingViewKind, BookingViews } from '../kit/bookings/booking-views';
import type { ServiceModule, ServiceViews } from '../kit/service-module';
import { loadDictionaries } from '../lib/i18n';
import { SERVICE_MODULES } from './service-modules';

type Kind = BookingViewKind | 'document';

/** Where a service's view of a kind is loaded from, if it has one. */
function loaderOf(module: ServiceModule, kind: Kind): (() => Promise<ComponentType>) | undefined {
  const views = module.views as ServiceViews | undefined;
  if (!views) return undefined;
  if (kind === 'document') return views.document?.load as (() => Promise<ComponentType>) | undefined;
  if (kind === 'desk') return views.desk?.load as (() => Promise<ComponentType>) | undefined;
  return views[kind] as (() => Promise<ComponentType>) | undefined;
}

const loads = new Map<string, Promise<AnyBookingView>>();
/** Views already fetched: shown at once, without suspending. */
const loaded = new Map<string, AnyBookingView>();
const lazies = new Map<string, AnyBookingView>();

/**
 * Fetches a service's view of its bookings with the service's dictionaries (once; a failed download may be
 * tried again). Null when the service has no such view.
 */
export function preloadServiceView(service: Service, kind: Kind): Promise<AnyBookingView> | null {
  const module = SERVICE_MODULES[service];
  const load = module ? loaderOf(module, kind) : undefined;
  if (!module || !load) return null;
  const key = `${service}:${kind}`;
  let pending = loads.get(key);
  if (!pending) {
    pending = Promise.all([load(), loadDictionaries(module.dictionaries)]).then(([component]) => {
      loaded.set(key, component as AnyBookingView);
      return component as AnyBookingView;
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
export function serviceView(service: Service, kind: Kind): AnyBookingView | null {
  const key = `${service}:${kind}`;
  const ready = loaded.get(key);
  if (ready) return ready;
  let view = lazies.get(key);
  if (!view) {
    const module = SERVICE_MODULES[service];
    if (!module || !loaderOf(module, kind)) return null;
    view = lazy(() => preloadServiceView(service, kind)!.then((component) => ({ default: component })));
    lazies.set(key, view);
  }
  return view;
}

/** The app's answer to the screens that show a booking (kit/bookings/booking-views.tsx). */
export const BOOKING_VIEWS: BookingViews = {
  view: serviceView,
  deskTitle: (service) => (SERVICE_MODULES[service]?.views as ServiceViews | undefined)?.desk?.title ?? null,
  document(service) {
    const document = (SERVICE_MODULES[service]?.views as ServiceViews | undefined)?.document;
    const view = serviceView(service, 'document');
    if (!document || !view) return null;
    const { load: _load, ...rest } = document;
    return { ...rest, view } as ReturnType<BookingViews['document']>;
  },
};
