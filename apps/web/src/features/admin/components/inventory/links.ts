import { linkOptions } from '@tanstack/react-router';
import type { AdminSchedule } from '@portal/contracts/admin-inventory';

/** The inventory records with screens of their own; `new` for a record not yet saved. */
export const hotelLink = (hotelId: string) =>
  linkOptions({ to: '/admin/inventory/hotels/$hotelId', params: { hotelId } });
export const hotelsLink = linkOptions({ to: '/admin/inventory/hotels' });
export const scheduleLink = (key: string) => linkOptions({ to: '/admin/inventory/flights/$key', params: { key } });
export const insurancePlanLink = (planId: string) =>
  linkOptions({ to: '/admin/inventory/insurance/$planId', params: { planId } });
export const insurancePlansLink = linkOptions({ to: '/admin/inventory/insurance' });
export const guideLink = (guideId: string) =>
  linkOptions({ to: '/admin/inventory/guides/$guideId', params: { guideId } });
export const guidesLink = linkOptions({ to: '/admin/inventory/guides' });
export const carOfferLink = (offerId: string) =>
  linkOptions({ to: '/admin/inventory/cars/$offerId', params: { offerId } });
export const carOffersLink = linkOptions({ to: '/admin/inventory/cars' });
export const schedulesLink = linkOptions({ to: '/admin/inventory/flights' });
export const uguideProgrammeLink = (programmeId: string) =>
  linkOptions({ to: '/admin/inventory/programmes/$programmeId', params: { programmeId } });
export const uguideProgrammesLink = linkOptions({ to: '/admin/inventory/programmes' });

/** "IA 152": how staff name a flight. */
export const flightName = (s: Pick<AdminSchedule, 'carrier' | 'flight_number'>) => `${s.carrier} ${s.flight_number}`;

/** A departures service's products (`package`, `conference`…) and one product's screen. */
export const departureProductsLink = (service: string) =>
  linkOptions({ to: '/admin/inventory/departures/$service', params: { service } });
export const departureProductLink = (service: string, productId: string) =>
  linkOptions({ to: '/admin/inventory/departures/$service/$productId', params: { service, productId } });
