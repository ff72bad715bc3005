import type { BookingStatus, Service } from '@portal/contracts/bookings';

/**
 * My Bookings' tabs: the spec's four (path segment → service); more arrive with their services. `live` is false
 * while the service cannot be booked yet: its tab says so instead of showing an empty list and filters.
 */
export const BOOKING_TABS = [
  { path: 'flights', service: 'flight', live: true },
  { path: 'hotels', service: 'hotel', live: true },
  { path: 'visa', service: 'visa', live: false },
  { path: 'package', service: 'package', live: false },
] as const satisfies ReadonlyArray<{ path: string; service: Service; live: boolean }>;

export type BookingTab = (typeof BOOKING_TABS)[number];
export type BookingTabService = BookingTab['service'];
export type BookingTabPath = BookingTab['path'];

export function isLiveTab(service: BookingTabService): boolean {
  return BOOKING_TABS.find((tab) => tab.service === service)?.live ?? false;
}

export function tabPathOf(service: Service): BookingTabPath | null {
  return BOOKING_TABS.find((tab) => tab.service === service)?.path ?? null;
}

export const STATUS_TONES: Record<BookingStatus, string> = {
  pending: 'bg-slate-100 text-slate-800 ring-slate-300',
  held: 'bg-amber-50 text-amber-900 ring-amber-300',
  confirmed: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  fulfilled: 'bg-emerald-100 text-emerald-950 ring-emerald-400',
  cancelled: 'bg-red-50 text-red-900 ring-red-200',
  refunded: 'bg-violet-50 text-violet-900 ring-violet-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-300',
  failed: 'bg-red-50 text-red-900 ring-red-300',
};
