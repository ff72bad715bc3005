import type { ComponentType } from 'react';
import type { BookingOf, LiveService } from '@portal/contracts/bookings';
import type { RouteName } from '@portal/contracts/routes';
import type { Service } from '@portal/contracts/services';
import type { FeatureDictionary } from '../locales/features';
import type { Branding } from './bookings/branding';
import type { DocumentCopy } from './bookings/document-parts';

/*
 * What a service's feature folder gives the app (decision 063): its screens by route name, the home tab's search
 * form, and its booking views. A feature exports `serviceModules` from `features/<feature>/service-modules.ts`;
 * the app finds every such file (app/service-modules.ts) and builds the routes, the home tabs and the booking
 * views from them, so no list outside the registry and the service's folder names the service. Everything
 * here is loaded lazily: this file's values must stay small (they are in the app's download).
 */

/** A route's screen: a module and the name of the component it exports. */
export interface ServiceScreen {
  load: () => Promise<object>;
  component: string;
  /** Only logged-in users open it: a visitor logs in first and comes back (the router's guard). */
  login?: boolean;
  /** Dictionaries it shows besides the service's own. */
  dictionaries?: readonly FeatureDictionary[];
}

/** A screen of a module's export, checked: the module must export a component of that name. */
export function serviceScreen<M extends object, K extends keyof M & string>(
  load: () => Promise<M>,
  component: K,
  options: { login?: boolean; dictionaries?: readonly FeatureDictionary[] } = {},
): ServiceScreen {
  return { load, component, ...options };
}

/** The home tab's search form of a service. */
export interface SearchPanelProps {
  /** When its widgets load: with the form, or on the first hover, touch or focus (the home tab). */
  loadWidgets?: 'at-once' | 'on-intent';
}

/** A view of one booking of the service. */
export type BookingView<S extends LiveService = LiveService, P = object> = ComponentType<{ booking: BookingOf<S> } & P>;

/** What a printed document of a booking gets: which copy, and the agency's branding for it. */
export interface DocumentViewProps {
  copy: DocumentCopy;
  branding: Branding | undefined;
  accountName: string | undefined;
}

/** The service's printed document (an itinerary receipt, a voucher), printed from My Bookings. */
export interface ServiceDocument<S extends LiveService = LiveService> {
  /** i18n keys: its name, and its print buttons for an account's own copy and an agency's two copies. */
  labels: { title: string; own: string; customer: string; agent: string };
  /** The number it carries (a voucher's); the booking's reference by default. */
  number?: (booking: BookingOf<S>) => string;
  load: () => Promise<BookingView<S, DocumentViewProps>>;
}

/**
 * The service's views of its bookings, chosen by the booking's service (no if-chains on what a booking holds),
 * each loaded with the service's dictionaries when first shown.
 */
export interface ServiceViews<S extends LiveService = LiveService> {
  /** The confirmation after booking (`booking.success`). */
  success?: () => Promise<BookingView<S>>;
  /** What was booked and who travels: My Bookings' detail (`screen`) and an agency's printed quote (`print`). */
  summary?: () => Promise<BookingView<S, { variant: 'screen' | 'print' }>>;
  /** The price's parts above its total in My Bookings (a fare per passenger type). */
  priceBreakdown?: () => Promise<BookingView<S>>;
  /** The back office desk's view of what was booked, under a heading (an i18n key of the service's texts). */
  desk?: { title: string; load: () => Promise<BookingView<S>> };
  document?: ServiceDocument<S>;
}

export interface ServiceModule<S extends Service = Service> {
  service: S;
  /** The feature dictionaries its screens and views show, loaded with them (decision 037). */
  dictionaries: readonly FeatureDictionary[];
  /** Its screens, by route name (the registry's `routes` of this service). */
  screens: Partial<Record<RouteName, ServiceScreen>>;
  /** The form of its home search tab; every live service has one (the default tab's is in the entry). */
  searchPanel?: () => Promise<ComponentType<SearchPanelProps>>;
  /** A live service's views of its bookings. */
  views?: S extends LiveService ? ServiceViews<S> : never;
}

/** A service's module, typed by its service (`serviceModule<'hotel'>({…})`: its views get that service's bookings). */
export function serviceModule<S extends Service>(module: ServiceModule<S>): ServiceModule<S> {
  return module;
}
