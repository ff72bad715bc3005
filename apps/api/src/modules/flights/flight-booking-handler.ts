import type { Booking } from '@portal/contracts/bookings';
import type { Lang } from '@portal/contracts/i18n';
import type { Tx } from '../../db/client.js';
import type { BookingRow } from '../bookings/bookings.repository.js';
import type { ServiceHandler } from '../bookings/bookings.service.js';
import { bookedFlightOf, type SupplierRegistry } from './flight-supplier.js';

interface FlightDetails {
  flight: NonNullable<Booking['flight']>;
}

/**
 * Flight bookings for the bookings module: the cancellation quote and the cancellation itself go to the
 * supplier that made the booking (the built-in one refunds by the fare family's rule until the first
 * departure and gives the seats back to sale).
 */
export function createFlightHandler({
  suppliers,
  changed,
}: {
  suppliers: SupplierRegistry;
  /** After a cancellation: searches must not show the old availability. */
  changed: () => void;
}): ServiceHandler {
  return {
    cancellationRule(row: BookingRow) {
      const booked = bookedFlightOf(row.details);
      const supplier = suppliers.get(booked.supplier);
      // A booking of a supplier no longer connected cannot be cancelled here (the desk handles it).
      if (!supplier) return { allowed: false, penaltyPercent: 100, rule: booked.flight.fare.refund, feesIqd: 0n };
      return supplier.quoteCancellation(booked, new Date());
    },

    async release(tx: Tx, row: BookingRow) {
      const booked = bookedFlightOf(row.details);
      await suppliers.get(booked.supplier)?.cancel(tx, booked);
    },

    title: flightTitle,

    changed,
  };
}

/**
 * "Baghdad → Dubai" ("بغداد ← دبي") in the reader's language, from the airports the booking stored with it; a booking made
 * before bookings kept their dictionaries shows the airport codes.
 */
function flightTitle(row: BookingRow, lang: Lang = 'en') {
  const { flight } = row.details as FlightDetails;
  const slices = flight.offer.slices;
  const airports = (flight.dictionaries as FlightDetails['flight']['dictionaries'] | undefined)?.airports;
  const place = (code: string) => {
    const city = airports?.[code]?.city;
    return city ? city[lang] || city.en || code : code;
  };
  // Arrows do not mirror: in right-to-left text the destination is on the left, so the arrow points there.
  const arrow = lang === 'ar' ? ' ← ' : ' → ';
  const route = [slices[0]!.origin, ...slices.map((s) => s.destination)].map(place).join(arrow);
  return { title: route, travelDate: slices[0]!.departure_local.slice(0, 10) };
}
