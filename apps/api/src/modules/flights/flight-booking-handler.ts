import { FlightBookingDetailsSchema, FlightTravellerSchema } from '@portal/contracts/flights';
import type { Lang } from '@portal/contracts/i18n';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { BUILTIN_SUPPLIER } from '../../lib/supplier-registry.js';
import { supplierOrRefuse, type BookingRow, type ServiceHandler } from '../bookings/service-handler.js';
import type { BookedFlight, SupplierRegistry } from './flight-supplier.js';

/**
 * What a flight booking stores in `details`: how it was paid, its supplier and the supplier's reference to its
 * order, the flight as shown, and the contact. Older shapes are still read: rows from before suppliers kept the
 * built-in's legs and seats at the top (migration 0013 moves them), rows from before stored names have none.
 */
const StoredFlightSchema = z
  .object({
    supplier: z.string().default(BUILTIN_SUPPLIER),
    supplier_ref: z.record(z.string(), z.unknown()).optional(),
    legs: z.unknown().optional(),
    seats: z.unknown().optional(),
    flight: FlightBookingDetailsSchema,
  })
  .transform(({ supplier, supplier_ref, legs, seats, flight }) => ({
    details: flight,
    booked: { supplier, ref: supplier_ref ?? { legs, seats }, flight } satisfies BookedFlight,
  }));
const TravellersSchema = z.array(FlightTravellerSchema);

/** What a title needs of the stored flight, parsed alone so that a page of bookings stays cheap to list. */
const TitleSchema = z.object({
  flight: z.object({
    offer: z.object({
      slices: z.array(z.object({ origin: z.string(), destination: z.string(), departure_local: z.string() })).min(1),
    }),
    dictionaries: z
      .object({ airports: z.record(z.string(), z.object({ city: z.record(z.string(), z.string()) })) })
      .optional(),
  }),
});

/** Each row is parsed once however many of the handler's steps read it. */
const parsed = new WeakMap<BookingRow, z.output<typeof StoredFlightSchema>>();
function storedFlight(row: BookingRow) {
  let stored = parsed.get(row);
  if (!stored) parsed.set(row, (stored = StoredFlightSchema.parse(row.details)));
  return stored;
}

/**
 * Flight bookings for the bookings module: the cancellation quote and the cancellation itself go to the
 * supplier that made the booking (the built-in one refunds by the fare family's rule until the first
 * departure and gives the seats back to sale). A booking of a supplier no longer registered quotes "not allowed"
 * and its release is refused (`not_cancellable`).
 */
export function createFlightHandler({
  suppliers,
  changed,
}: {
  suppliers: SupplierRegistry;
  /** After a cancellation: searches must not show the old availability. */
  changed: () => void;
}): ServiceHandler<'flight'> {
  return {
    read: (row) => ({ details: storedFlight(row).details, travellers: TravellersSchema.parse(row.travellers) }),

    cancellationRule(row: BookingRow) {
      const { booked } = storedFlight(row);
      const supplier = suppliers.get(booked.supplier);
      // A booking of a supplier no longer registered cannot be cancelled (decision 064).
      if (!supplier)
        return { allowed: false, penaltyPercent: 100, penaltyIqd: 0n, rule: booked.flight.fare.refund, feesIqd: 0n };
      return supplier.quoteCancellation(booked, new Date());
    },

    async release(tx: Tx, row: BookingRow) {
      const { booked } = storedFlight(row);
      await supplierOrRefuse(suppliers, booked.supplier).cancel(tx, booked);
    },

    title: (row, lang) => flightTitle(TitleSchema.parse(row.details).flight, lang),

    changed,
  };
}

/**
 * "Baghdad → Dubai" ("بغداد ← دبي") in the reader's language, from the airports the booking stored with it; a booking made
 * before bookings kept their dictionaries shows the airport codes.
 */
function flightTitle({ offer, dictionaries }: z.output<typeof TitleSchema>['flight'], lang: Lang = 'en') {
  const slices = offer.slices;
  const place = (code: string) => {
    const city = dictionaries?.airports[code]?.city;
    return city ? city[lang] || city.en || code : code;
  };
  // Arrows do not mirror: in right-to-left text the destination is on the left, so the arrow points there.
  const arrow = lang === 'ar' ? ' ← ' : ' → ';
  const route = [slices[0]!.origin, ...slices.map((s) => s.destination)].map(place).join(arrow);
  return { title: route, travelDate: slices[0]!.departure_local.slice(0, 10) };
}
