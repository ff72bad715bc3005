import type { AdminDestination } from '@portal/contracts/admin-hotels';
import type { AdminAirport, AdminCarrier } from '@portal/contracts/admin-inventory';
import { storeStaffSession } from './admin-factories';
import { createSiteSettings } from './factories';
import { mockApi } from './fetch-mock';

type Handlers = Parameters<typeof mockApi>[0];

/** A content editor logged in, the frame's own calls answered, and the screen's calls as given. */
export function editorApi(handlers: Handlers = {}) {
  const me = storeStaffSession('editor');
  return mockApi({
    'GET /site-settings': () => ({ body: { data: createSiteSettings() } }),
    'GET /user-wallets': () => ({ body: { data: [] } }),
    'GET /me': () => ({ body: { data: me } }),
    ...handlers,
  });
}

const text = (ar: string, en: string, de: string) => ({ ar, en, de });

export function createAdminAirport(overrides: Partial<AdminAirport> = {}): AdminAirport {
  return {
    code: 'BGW',
    name: text('مطار بغداد الدولي', 'Baghdad International', 'Flughafen Bagdad'),
    city: text('بغداد', 'Baghdad', 'Bagdad'),
    country: 'IQ',
    country_name: text('العراق', 'Iraq', 'Irak'),
    lat: 33.26,
    lng: 44.23,
    time_zone: 'Asia/Baghdad',
    active: true,
    schedules: 120,
    ...overrides,
  };
}

export function createAdminCarrier(overrides: Partial<AdminCarrier> = {}): AdminCarrier {
  return {
    code: 'IA',
    name: text('الخطوط الجوية العراقية', 'Iraqi Airways', 'Iraqi Airways'),
    low_cost: false,
    color: '#166534',
    logo_url: '/uploads/site/carriers/IA.svg',
    custom_logo: false,
    active: true,
    schedules: 40,
    ...overrides,
  };
}

export function createAdminDestination(overrides: Partial<AdminDestination> = {}): AdminDestination {
  return {
    slug: 'najaf',
    name: text('النجف', 'Najaf', 'Nadschaf'),
    country: 'IQ',
    country_name: text('العراق', 'Iraq', 'Irak'),
    lat: 31.99,
    lng: 44.31,
    time_zone: 'Asia/Baghdad',
    popularity: 80,
    active: true,
    hotels: 14,
    ...overrides,
  };
}
