import type { Booking } from '@portal/contracts/bookings';
import type { Tx } from '../../db/client.js';
import type { BookingRow } from '../bookings/bookings.repository.js';
import type { ServiceHandler } from '../bookings/bookings.service.js';
import * as repo from './flights.repository.js';
import type { Cabin } from './network.js';

interface FlightDetails {
  legs: Array<[string, string]>;
  seats: number;
  flight: NonNullable<Booking['flight']>;
}

/** Flight bookings: refunds follow the fare family's rule until the first departure; seats go back to sale. */
export const flightHandler: ServiceHandler = {
  cancellationRule(row: BookingRow) {
    const { flight } = row.details as FlightDetails;
    const departed = Date.parse(flight.offer.slices[0]!.segments[0]!.departure_utc) <= Date.now();
    return {
      allowed: !departed,
      penaltyPercent: flight.fare.refund === 'non_refundable' ? 100 : flight.fare.refund_penalty_percent,
      rule: flight.fare.refund,
      feesIqd: BigInt(flight.fare.fees.iqd),
    };
  },

  async release(tx: Tx, row: BookingRow) {
    const d = row.details as FlightDetails;
    for (const [key, date] of d.legs)
      await repo.releaseSeats(tx, { key, date, cabin: d.flight.cabin as Cabin, seats: d.seats });
  },

  title(row: BookingRow) {
    const { flight } = row.details as FlightDetails;
    const slices = flight.offer.slices;
    const route = [slices[0]!.origin, ...slices.map((s) => s.destination)].join(' → ');
    return { title: route, travelDate: slices[0]!.departure_local.slice(0, 10) };
  },
};
