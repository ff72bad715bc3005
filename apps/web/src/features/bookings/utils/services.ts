import type { BookingStatus } from '@portal/contracts/bookings';
import { bookingsSegmentOf, type Service } from '@portal/contracts/services';

/**
 * My Bookings has one tab per service of the registry, at its `myBookings` path (`/my-bookings/flights`…).
 * The last segment of a service's My Bookings path (`flights`, `hotels`, `cars`…). */
export function tabPathOf(service: Service): string {
  return bookingsSegmentOf(service);
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
