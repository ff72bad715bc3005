import type { FlightBookingBodySchema } from '@portal/contracts/bookings';
import type { PassengerType } from '@portal/contracts/flights';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthContext } from '../auth/auth.service.js';
import type { Checkout } from '../bookings/checkout.js';
import { uploadPurposesOfAccount } from '../uploads/uploads.service.js';
import type { FlightService } from './flights.service.js';
import { passengerIssues } from './passenger-rules.js';

type Body = z.output<typeof FlightBookingBodySchema>;

/** The travellers must be the passengers searched for. */
function checkCount(body: Body, query: { adults: number; children: number; infants: number }) {
  const count = (t: PassengerType) => body.passengers.filter((p) => p.type === t).length;
  if (count('adult') !== query.adults || count('child') !== query.children || count('infant') !== query.infants) {
    throw new AppError('validation_failed', { fields: [{ field: 'passengers', key: 'passenger_count_mismatch' }] });
  }
}

/**
 * Each image a traveller names must be an upload of the booking's account for that document: an id of
 * another account's upload (or of a receipt) would otherwise attach someone else's passport to this booking.
 */
async function checkUploads(tx: Tx, accountId: string, body: Body) {
  const wanted = body.passengers.flatMap((p, i) => [
    ...(p.passport_image_id
      ? [{ id: p.passport_image_id, purpose: 'passport', field: `passengers.${i}.passport_image_id` }]
      : []),
    ...(p.marriage_contract_image_id
      ? [
          {
            id: p.marriage_contract_image_id,
            purpose: 'marriage_contract',
            field: `passengers.${i}.marriage_contract_image_id`,
          },
        ]
      : []),
  ]);
  if (wanted.length === 0) return;
  const purposes = await uploadPurposesOfAccount(
    tx,
    accountId,
    wanted.map((w) => w.id),
  );
  const fields = wanted
    .filter((w) => purposes.get(w.id) !== w.purpose)
    .map((w) => ({ field: w.field, key: 'upload_unusable' as const }));
  if (fields.length) throw new AppError('upload_unusable', { fields });
}

export function createFlightBookingService({ flights, checkout }: { flights: FlightService; checkout: Checkout }) {
  return {
    /**
     * Through the checkout (decision 064): the offer priced again by the supplier that made it, the accepted total
     * and the passengers checked; the supplier books after the wallet is debited (the built-in one takes its seats
     * by conditional updates) and the booking keeps its supplier, its reference there and the names of its
     * airports and airlines.
     */
    book(ctx: AuthContext, body: Body, displayCurrency: string, idempotencyKey?: string) {
      return checkout<Record<string, unknown>>(ctx, {
        service: 'flight',
        payment: body.payment,
        displayCurrency,
        idempotencyKey,
        async prepare(currency) {
          const priced = await flights.reprice(body.session_id, body.offer_id, currency);
          const { offer, supplier, query } = priced;
          const fare = offer.fares.find((f) => f.family === body.fare_family);
          if (!fare) throw new AppError('offer_unavailable');
          if (fare.total.iqd !== body.accepted_total_iqd) {
            throw new AppError('price_changed', {
              params: { price: `${fare.total.amount} ${fare.total.currency}` },
              extra: { fare },
            });
          }
          checkCount(body, query);
          const slices = offer.slices;
          const issues = passengerIssues(body.passengers, {
            firstDate: slices[0]!.departure_local.slice(0, 10),
            lastDate: (offer.open_return?.valid_until ?? slices.at(-1)!.arrival_local).slice(0, 10),
          });
          if (issues.length) throw new AppError('validation_failed', { fields: issues });
          const flight = { offer, fare, cabin: query.cabin };
          return {
            totalIqd: BigInt(fare.total.iqd),
            // The supplier's payment deadline, as the booking page showed it.
            holdUntil: offer.hold_until ? new Date(offer.hold_until) : null,
            details: (ref) => ({
              supplier_ref: ref,
              flight: { ...flight, dictionaries: priced.dictionaries },
              contact: body.contact,
            }),
            travellers: body.passengers,
            billing: body.billing,
            priceSnapshot: { fare_total_display: fare.total },
            check: (tx) => checkUploads(tx, ctx.account.id, body),
            supplier: {
              code: supplier.code,
              transactional: supplier.transactional,
              book: (tx) => supplier.book(tx, { query, stored: priced.stored, offer, fare }),
              cancel: (db, ref) => supplier.cancel(db, { supplier: supplier.code, ref, flight }),
              // Seats changed: cached search results must not show the old availability.
              changed: () => flights.invalidate(),
            },
          };
        },
      });
    },
  };
}
export type FlightBookingService = ReturnType<typeof createFlightBookingService>;
