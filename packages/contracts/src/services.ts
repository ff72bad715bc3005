import type { Lang } from './i18n.js';
import type { RouteName } from './routes.js';

/** The document a fulfilled booking of a service carries (tickets, vouchers, visas). */
export const DOCUMENT_KINDS = ['ticket', 'voucher', 'visa', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What the portal knows of one service; the registry's key is its code. */
export interface ServiceDefinition {
  /**
   * The home search tab's value (spec section 4: flight, visa, hotel, package, cars, cruise, insurance,
   * tourguide, uguide, conference). A value the spec spells so for the URL and storage; code uses the service
   * code everywhere else.
   */
  readonly tab: string;
  /** The service's screens in the route table (`routes.ts`). */
  readonly routes: { readonly search: RouteName; readonly details?: RouteName; readonly booking?: RouteName };
  /** Its tab of My Bookings: the route's name and its path (the route table holds the same path). */
  readonly myBookings: { readonly route: RouteName; readonly path: string };
  /** Bookable now; a service that is not shows what it will offer and says it is coming. */
  readonly live: boolean;
  /** The document a fulfilled booking carries. */
  readonly document: DocumentKind;
  /** The service's one name, in every language (tabs, menus, My Bookings, reports, exports, the back office). */
  readonly name: Readonly<Record<Lang, string>>;
}

/**
 * Every service of the portal, in the spec's order of the home tabs (section 2). A new service is one entry here
 * plus its own folders (docs/decisions/063-adding-a-service.md); every list of services is derived from this.
 */
export const SERVICE_REGISTRY = {
  flight: {
    tab: 'flight',
    routes: { search: 'flight.search', booking: 'flight.booking' },
    myBookings: { route: 'bookings.flight', path: '/my-bookings/flights' },
    live: true,
    document: 'ticket',
    name: { ar: 'الطيران', en: 'Flights', de: 'Flüge' },
  },
  visa: {
    tab: 'visa',
    routes: { search: 'visa.search', details: 'visa.details', booking: 'visa.booking' },
    myBookings: { route: 'bookings.visa', path: '/my-bookings/visa' },
    live: true,
    document: 'visa',
    name: { ar: 'التأشيرات', en: 'Visa', de: 'Visa' },
  },
  hotel: {
    tab: 'hotel',
    routes: { search: 'hotel.search', details: 'hotel.room-details', booking: 'hotel.booking' },
    myBookings: { route: 'bookings.hotel', path: '/my-bookings/hotels' },
    live: true,
    document: 'voucher',
    name: { ar: 'الفنادق', en: 'Hotels', de: 'Hotels' },
  },
  package: {
    tab: 'package',
    routes: { search: 'tour.search', details: 'tour.details', booking: 'tour.booking' },
    myBookings: { route: 'bookings.package', path: '/my-bookings/package' },
    live: true,
    document: 'voucher',
    name: { ar: 'البرامج السياحية', en: 'Packages', de: 'Pauschalreisen' },
  },
  car: {
    tab: 'cars',
    // The booking form is a step of the detail route (issue 19): the spec has no booking route for cars.
    routes: { search: 'cars.search', details: 'cars.details' },
    myBookings: { route: 'bookings.car', path: '/my-bookings/cars' },
    live: true,
    document: 'voucher',
    name: { ar: 'السيارات', en: 'Cars', de: 'Mietwagen' },
  },
  cruise: {
    tab: 'cruise',
    routes: { search: 'cruise.search', details: 'cruise.details', booking: 'cruise.book' },
    myBookings: { route: 'bookings.cruise', path: '/my-bookings/cruises' },
    live: true,
    document: 'ticket',
    name: { ar: 'الرحلات البحرية', en: 'Cruise', de: 'Kreuzfahrten' },
  },
  insurance: {
    tab: 'insurance',
    routes: { search: 'insurance.search', details: 'insurance.details', booking: 'insurance.book' },
    myBookings: { route: 'bookings.insurance', path: '/my-bookings/insurance' },
    live: true,
    document: 'other',
    name: { ar: 'التأمين', en: 'Insurance', de: 'Versicherung' },
  },
  guide: {
    tab: 'tourguide',
    routes: { search: 'guide.search', details: 'guide.details', booking: 'guide.book' },
    myBookings: { route: 'bookings.guide', path: '/my-bookings/guides' },
    live: true,
    document: 'voucher',
    name: { ar: 'المرشد السياحي', en: 'Tour guide', de: 'Reiseführer' },
  },
  uguide: {
    tab: 'uguide',
    routes: { search: 'uguide.search', details: 'uguide.details', booking: 'uguide.book' },
    myBookings: { route: 'bookings.uguide', path: '/my-bookings/uguides' },
    live: true,
    document: 'voucher',
    name: { ar: 'المرشد الجامعي', en: 'University guide', de: 'Universitätsberater' },
  },
  conference: {
    tab: 'conference',
    routes: { search: 'conference.search', details: 'conference.details', booking: 'conference.book' },
    myBookings: { route: 'bookings.conference', path: '/my-bookings/conferences' },
    live: true,
    document: 'ticket',
    name: { ar: 'المؤتمرات الطبية', en: 'Medical conferences', de: 'Medizinische Konferenzen' },
  },
} as const satisfies Record<string, ServiceDefinition>;

/** A service's code: what bookings store, and the one name of a service in code (API, contracts, web). */
export type Service = keyof typeof SERVICE_REGISTRY;
/** Every service code, in the registry's order. */
export const SERVICES = Object.keys(SERVICE_REGISTRY) as [Service, ...Service[]];
/** A service that can be booked now (its entry's `live`). */
export type LiveService = {
  [S in Service]: (typeof SERVICE_REGISTRY)[S]['live'] extends true ? S : never;
}[Service];
/** The services that can be booked now. */
export const LIVE_SERVICES = SERVICES.filter((code): code is LiveService => SERVICE_REGISTRY[code].live);

/** A service's entry with its code. */
export type ServiceEntry<S extends Service = Service> = { readonly code: S } & (typeof SERVICE_REGISTRY)[S];

export function serviceEntry<S extends Service>(code: S): ServiceEntry<S> {
  return { code, ...SERVICE_REGISTRY[code] } as ServiceEntry<S>;
}

export function isService(value: unknown): value is Service {
  return typeof value === 'string' && Object.hasOwn(SERVICE_REGISTRY, value);
}

export function isLiveService(value: unknown): value is LiveService {
  return isService(value) && SERVICE_REGISTRY[value].live;
}

/** A service code in the reader's language; a code the registry does not know stays as it is. */
export function serviceName(code: string, lang: Lang): string {
  return isService(code) ? SERVICE_REGISTRY[code].name[lang] : code;
}

/** The home search tab value of a service, and back (null for a value that is no tab). */
export function searchTabOf(code: Service): string {
  return SERVICE_REGISTRY[code].tab;
}
export function serviceOfTab(tab: string): Service | null {
  return SERVICES.find((code) => SERVICE_REGISTRY[code].tab === tab) ?? null;
}

/** Every route name of a service's screens (search, details, booking). */
export function serviceRoutes(code: Service): RouteName[] {
  const routes: { search: RouteName; details?: RouteName; booking?: RouteName } = SERVICE_REGISTRY[code].routes;
  return [routes.search, routes.details, routes.booking].filter((r): r is RouteName => r !== undefined);
}

/** The service whose screen a route is, or null for routes of no one service. */
export function serviceOfRoute(route: RouteName): Service | null {
  return SERVICES.find((code) => serviceRoutes(code).includes(route)) ?? null;
}

/** The service whose My Bookings tab is at this path segment (`flights`, `cars`…), or null. */
export function serviceOfBookingsSegment(segment: string): Service | null {
  return SERVICES.find((code) => SERVICE_REGISTRY[code].myBookings.path === `/my-bookings/${segment}`) ?? null;
}

/** The last segment of a service's My Bookings path (`flights`, `cars`…). */
export function bookingsSegmentOf(code: Service): string {
  return SERVICE_REGISTRY[code].myBookings.path.slice('/my-bookings/'.length);
}
