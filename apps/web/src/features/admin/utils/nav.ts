import type { StaffArea } from '@portal/contracts/admin';

export type NavKey =
  | 'dashboard'
  | 'topups'
  | 'ledger'
  | 'bookings'
  | 'applications'
  | 'visa_products'
  | 'uguide_programmes'
  | 'messages'
  | 'currencies'
  | 'settings'
  | 'home'
  | 'flights'
  | 'airports'
  | 'carriers'
  | 'hotels'
  | 'destinations'
  | 'insurance_plans'
  | 'departures'
  | 'guides'
  | 'car_offers'
  | 'accounts'
  | 'agencies'
  | 'staff'
  | 'outbox'
  | 'audit';

/**
 * The back office's menu: each entry with the area that decides who sees it.
 */
export const NAV: ReadonlyArray<{ key: NavKey; to: string; area: StaffArea }> = [
  { key: 'dashboard', to: '/admin', area: 'dashboard' },
  { key: 'bookings', to: '/admin/bookings', area: 'bookings' },
  { key: 'applications', to: '/admin/applications', area: 'applications' },
  { key: 'topups', to: '/admin/topups', area: 'topups' },
  { key: 'messages', to: '/admin/messages', area: 'messages' },
  { key: 'ledger', to: '/admin/ledger', area: 'money' },
  { key: 'flights', to: '/admin/inventory/flights', area: 'inventory' },
  { key: 'airports', to: '/admin/inventory/airports', area: 'inventory' },
  { key: 'carriers', to: '/admin/inventory/carriers', area: 'inventory' },
  { key: 'hotels', to: '/admin/inventory/hotels', area: 'inventory' },
  { key: 'destinations', to: '/admin/inventory/destinations', area: 'inventory' },
  { key: 'insurance_plans', to: '/admin/inventory/insurance', area: 'inventory' },
  { key: 'departures', to: '/admin/inventory/departures', area: 'inventory' },
  { key: 'guides', to: '/admin/inventory/guides', area: 'inventory' },
  { key: 'car_offers', to: '/admin/inventory/cars', area: 'inventory' },
  { key: 'visa_products', to: '/admin/inventory/visas', area: 'inventory' },
  { key: 'uguide_programmes', to: '/admin/inventory/programmes', area: 'inventory' },
  { key: 'settings', to: '/admin/settings', area: 'content' },
  { key: 'home', to: '/admin/home', area: 'content' },
  { key: 'currencies', to: '/admin/currencies', area: 'currencies' },
  { key: 'accounts', to: '/admin/accounts', area: 'people' },
  { key: 'agencies', to: '/admin/agencies', area: 'people' },
  { key: 'staff', to: '/admin/staff', area: 'people' },
  { key: 'outbox', to: '/admin/outbox', area: 'outbox' },
  { key: 'audit', to: '/admin/audit', area: 'audit' },
];
