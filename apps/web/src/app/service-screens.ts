import type { RouteName } from '@portal/contracts/routes';
import type { SearchTab } from '../features/search/utils/services';

/** The service routes of the route table and the home search tab each belongs to. */
export const SERVICE_SCREENS = {
  'flight.search': { tab: 'flight' },
  'flight.booking': { tab: 'flight' },
  'booking.success': { tab: 'flight' },
  'hotel.search': { tab: 'hotel' },
  'hotel.room-details': { tab: 'hotel' },
  'hotel.booking': { tab: 'hotel' },
  'visa.search': { tab: 'visa' },
  'visa.details': { tab: 'visa' },
  'visa.booking': { tab: 'visa' },
  'tour.search': { tab: 'package' },
  'tour.details': { tab: 'package' },
  'tour.booking': { tab: 'package' },
  'cars.search': { tab: 'cars' },
  'cars.details': { tab: 'cars' },
  'cruise.search': { tab: 'cruise' },
  'cruise.details': { tab: 'cruise' },
  'cruise.book': { tab: 'cruise' },
  'insurance.search': { tab: 'insurance' },
  'insurance.details': { tab: 'insurance' },
  'insurance.book': { tab: 'insurance' },
  'guide.search': { tab: 'tourguide' },
  'guide.details': { tab: 'tourguide' },
  'guide.book': { tab: 'tourguide' },
  'uguide.search': { tab: 'uguide' },
  'uguide.details': { tab: 'uguide' },
  'uguide.book': { tab: 'uguide' },
} as const satisfies Partial<Record<RouteName, { tab: SearchTab }>>;

export type ServiceRouteName = keyof typeof SERVICE_SCREENS;
export const SERVICE_ROUTE_NAMES = Object.keys(SERVICE_SCREENS) as ServiceRouteName[];
