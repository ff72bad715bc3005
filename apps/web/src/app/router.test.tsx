import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPath, parsePath, ROUTE_NAMES, ROUTES, type RouteName } from '@portal/contracts/routes';
import { SERVICE_REGISTRY, SERVICES } from '@portal/contracts/services';
import { passwordEn } from '../features/auth/locales/en';
import { noticesEn } from '../features/notifications/locales/en';
import { documentsEn } from '../kit/documents/locales/en';
import { bookingsEn } from '../features/bookings/locales/en';
import { hotelsEn } from '../features/hotels/locales/en';
import { en } from '../locales/en';
import { createHomeContent, createSiteSettings, createUser } from '../test/factories';
import { mockApi } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { SERVICE_SCREENS } from './service-screens';

// Values that need encoding, so every path also proves the URL-encoding survives the router.
function sampleParams(name: RouteName): Record<string, string> {
  return Object.fromEntries([...ROUTES[name].matchAll(/\{-?\$(\w+)\}/g)].map(([, key]) => [key, `${key} / أربيل=1`]));
}

const build = buildPath as (name: RouteName, params?: Record<string, string>) => string;

/** Screens titled with their product's own name (fetched from the API), not a fixed heading. */
const PRODUCT_TITLED = new Set<RouteName>([
  'tour.details',
  'insurance.details',
  'conference.details',
  'cruise.details',
  'guide.details',
]);

/** The heading each route's screen shows (logged in, where the route needs it). */
function expectedHeading(name: RouteName): string {
  if (name in SERVICE_SCREENS) {
    const [group, screenName] = name.split('.') as [string, string];
    return (en.service_screens as Record<string, Record<string, string>>)[group]![screenName]!;
  }
  const headings: Partial<Record<RouteName, string>> = {
    home: en.home.hero.title,
    login: en.auth.login_title,
    register: en.auth.register_title,
    'forgot-password': passwordEn.forgot_title,
    'reset-password': passwordEn.reset_title,
    'change-password': passwordEn.change_title,
    notifications: noticesEn.title,
    // The mock API knows no such link or code: the pages say so under their headings.
    'document.view': documentsEn.missing_title,
    verify: documentsEn.verify_title,
    'change-email': passwordEn.email_title,
    'confirm-email': passwordEn.confirm_title,
    about: 'About Rafidain Travel',
    privacyPolicy: 'Privacy policy',
    contact: en.contact.title,
    wallet: en.wallet.title,
    reports: en.account_screens.reports,
    'sub-user': en.account_screens['sub-users'],
    'register.sub': en.account_screens['register-sub-user'],
    'my-bookings': bookingsEn.title,
    // Every service's tab of My Bookings (the spec's four among them).
    ...Object.fromEntries(SERVICES.map((service) => [SERVICE_REGISTRY[service].myBookings.route, bookingsEn.title])),
  };
  return headings[name]!;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /home-content': () => ({ body: { data: createHomeContent() } }),
    'GET /user-wallets': () => ({ body: { data: [] } }),
    // The account screens are an approved agency's owner's (decision 074).
    'GET /me': () => ({
      body: {
        data: createUser({
          role: 'agency',
          account: { id: 'a', kind: 'agency', name: 'Dijla Tours Agency', agency_application: null },
        }),
      },
    }),
  });
});

describe('every route of the spec table', () => {
  it.each(ROUTE_NAMES)('%s opens its screen', async (name) => {
    localStorage.setItem('authToken', 'token');
    const path = build(name, sampleParams(name));
    const { router } = await renderApp(path);
    if (PRODUCT_TITLED.has(name)) {
      // A product's page is titled with the product's name, which this API mock does not have: the route is
      // matched and no "page not found" shows.
      await waitFor(() => expect(router.state.status).toBe('idle'));
      expect(router.state.matches.at(-1)!.staticData.serviceRoute).toBe(name);
    } else {
      expect(await screen.findByRole('heading', { level: 1, name: expectedHeading(name) })).toBeInTheDocument();
    }
    expect(screen.queryByText(en.not_found.title)).toBeNull();
  });

  it('opens a service route without its optional segments', async () => {
    await renderApp('/cruise-search/depart=istanbul/destination=all/duration=any');
    expect(
      await screen.findByRole('heading', { level: 1, name: en.service_screens.cruise.search }),
    ).toBeInTheDocument();
    // The service's own search form holds the path's values; the missing dates stay empty.
    expect(await screen.findByRole('combobox', { name: 'Departure port' })).toHaveValue('istanbul');
    expect(screen.getByLabelText('Sailing from')).toHaveValue('');
  });

  // Optional segments left out at the start, in the middle and as the whole tail of a path: the router must
  // still match the right route, with the values in the right parameters and the missing ones absent.
  it.each([
    [
      '/insurance-search/nationality=IQ/destination=TR/duration=7',
      'insurance.search',
      { nationality: 'IQ', destination: 'TR', duration: '7' },
    ],
    [
      '/insurance-search/age=34/nationality=IQ/destination=TR/duration=7',
      'insurance.search',
      { age: '34', nationality: 'IQ', destination: 'TR', duration: '7' },
    ],
    [
      '/insurance-search/issueDate=2030-05-01/nationality=IQ/destination=TR/duration=7',
      'insurance.search',
      { issueDate: '2030-05-01', nationality: 'IQ', destination: 'TR', duration: '7' },
    ],
    [
      '/cruise-search/depart=PIR/destination=Santorini/returnDate=2030-05-09/duration=7',
      'cruise.search',
      { depart: 'PIR', destination: 'Santorini', returnDate: '2030-05-09', duration: '7' },
    ],
    ['/guide-search', 'guide.search', {}],
    ['/guide-search/city=%D8%A3%D8%B1%D8%A8%D9%8A%D9%84', 'guide.search', { city: 'أربيل' }],
    ['/uguide-search', 'uguide.search', {}],
    ['/conference-search', 'conference.search', {}],
    ['/conference-search/country=DE', 'conference.search', { country: 'DE' }],
    ['/hotel-room-details', 'hotel.room-details', {}],
  ] as const)('%s opens %s', async (path, name, params) => {
    const { router } = await renderApp(path);
    const service = SERVICE_SCREENS[name]!.service!;
    const live = SERVICE_REGISTRY[service].live;
    if (live) await waitFor(() => expect(router.state.status).toBe('idle'));
    else expect(await screen.findByRole('heading', { level: 1, name: expectedHeading(name) })).toBeInTheDocument();
    expect(screen.queryByText(en.not_found.title)).toBeNull();
    const leaf = router.state.matches[router.state.matches.length - 1]!;
    expect(leaf.staticData.serviceRoute).toBe(name);
    const given = Object.fromEntries(Object.entries(leaf.params).filter(([, value]) => value !== undefined));
    expect(given).toEqual(params);
    // The contract's parser reads the path the same way the router did.
    expect(parsePath(name, path)).toEqual(params);
    // The placeholder screens of services still to come show that service's search tab; the hotel screen
    // without a hotel asks for a search of its own.
    if (name === 'hotel.room-details') {
      expect(await screen.findByRole('button', { name: hotelsEn.search.submit })).toBeInTheDocument();
    } else if (!live) {
      const tab = SERVICE_REGISTRY[SERVICE_SCREENS[name]!.service!].name.en;
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    }
  });
});

describe('malformed paths', () => {
  it.each([
    '/no-such-page',
    '/visa-search/from=BGW',
    '/visa-search/from=/to=IST',
    '/visa-search/to=IST/from=BGW',
    '/visa-booking/visa=1/persons=2',
    '/booking/success/id=RT-1',
    '/cars-search/destination=%E0%A4%A',
    '/About',
    '/my-bookings/trains',
  ])('%s shows the translated not-found page', async (path) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: en.not_found.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.not_found.home })).toHaveAttribute('href', '/');
  });
});

describe('redirects', () => {
  it('sends /my-bookings to its flights tab', async () => {
    localStorage.setItem('authToken', 'token');
    const { router } = await renderApp('/my-bookings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-bookings/flights'));
    expect(await screen.findByRole('heading', { level: 2, name: bookingsEn.service.flight.title })).toBeInTheDocument();
  });

  it.each(['/wallet', '/reports', '/sub-users', '/register-sub-user', '/my-bookings/hotels'])(
    'sends a visitor from %s to log in, and remembers where to return',
    async (path) => {
      const { router } = await renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toEqual({ redirect: path });
    },
  );
});
