/*
 * The bookings' statuses, without zod: the web app's My Bookings and back-office lists use them without the
 * schemas of `bookings.ts` (decision 148), which re-exports them.
 */

export const BOOKING_STATUSES = [
  'pending',
  'held',
  'confirmed',
  'fulfilled',
  'cancelled',
  'refunded',
  'expired',
  'failed',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
