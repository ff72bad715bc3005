import { describe, expect, it } from 'vitest';
import { LANGS } from './i18n.js';
import { ROUTE_NAMES, ROUTES, type RouteName } from './routes.js';
import {
  bookingsSegmentOf,
  LIVE_SERVICES,
  SERVICE_REGISTRY,
  SERVICES,
  serviceName,
  serviceOfBookingsSegment,
  serviceOfRoute,
  serviceOfTab,
  serviceRoutes,
} from './services.js';

/** Routes of the table that are no one service's screens. */
const SHARED_ROUTES: readonly RouteName[] = [
  'home',
  'booking.success',
  'reports',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'change-password',
  'change-email',
  'confirm-email',
  'notifications',
  'document.view',
  'verify',
  'register.sub',
  'sub-user',
  'my-bookings',
  'about',
  'privacyPolicy',
  'contact',
  'wallet',
];

describe('the service registry', () => {
  it('has the codes bookings store, with the spec’s home tab values in the spec’s order', () => {
    expect(SERVICES).toEqual([
      'flight',
      'visa',
      'hotel',
      'package',
      'car',
      'cruise',
      'insurance',
      'guide',
      'uguide',
      'conference',
    ]);
    expect(SERVICES.map((code) => SERVICE_REGISTRY[code].tab)).toEqual([
      'flight',
      'visa',
      'hotel',
      'package',
      'cars',
      'cruise',
      'insurance',
      'tourguide',
      'uguide',
      'conference',
    ]);
    for (const code of SERVICES) expect(serviceOfTab(SERVICE_REGISTRY[code].tab)).toBe(code);
    expect(serviceOfTab('car')).toBeNull();
  });

  it('names routes of the route table, each screen route belonging to exactly one service', () => {
    for (const code of SERVICES) {
      for (const route of serviceRoutes(code)) {
        expect(ROUTE_NAMES).toContain(route);
        expect(serviceOfRoute(route)).toBe(code);
      }
    }
    const owned = SERVICES.flatMap((code) => [...serviceRoutes(code), SERVICE_REGISTRY[code].myBookings.route]);
    expect(new Set(owned).size).toBe(owned.length);
    // Every route of the table is a service's or one of the shared ones.
    expect(ROUTE_NAMES.filter((name) => !owned.includes(name) && !SHARED_ROUTES.includes(name))).toEqual([]);
  });

  it('gives every service a My Bookings route named after its code, at the path the route table has', () => {
    for (const code of SERVICES) {
      const { route, path } = SERVICE_REGISTRY[code].myBookings;
      expect(route).toBe(`bookings.${code}`);
      expect(ROUTES[route]).toBe(path);
      expect(serviceOfBookingsSegment(bookingsSegmentOf(code))).toBe(code);
    }
    // The spec's four keep their paths.
    expect(bookingsSegmentOf('flight')).toBe('flights');
    expect(bookingsSegmentOf('hotel')).toBe('hotels');
    expect(bookingsSegmentOf('visa')).toBe('visa');
    expect(bookingsSegmentOf('package')).toBe('package');
    expect(serviceOfBookingsSegment('cars')).toBe('car');
    expect(serviceOfBookingsSegment('nothing')).toBeNull();
  });

  it('has one name per service in every language, distinct within each language', () => {
    for (const lang of LANGS) {
      const names = SERVICES.map((code) => serviceName(code, lang));
      for (const name of names) expect(name.trim()).not.toBe('');
      expect(new Set(names).size).toBe(SERVICES.length);
    }
    expect(serviceName('car', 'en')).toBe('Cars');
    expect(serviceName('car', 'ar')).toBe('السيارات');
    expect(serviceName('future', 'de')).toBe('future');
  });

  it('can book flights, visas, hotels, tour packages, car rentals, insurance, study programmes, conferences, cruises and tour guides today: every service', () => {
    expect(LIVE_SERVICES).toEqual([
      'flight',
      'visa',
      'hotel',
      'package',
      'car',
      'cruise',
      'insurance',
      'guide',
      'uguide',
      'conference',
    ]);
  });
});
