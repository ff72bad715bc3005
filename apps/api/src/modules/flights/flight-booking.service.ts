import type { FlightBookingBodySchema } from '@portal/contracts/bookings';
import type { PassengerType } from '@portal/contracts/flights';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { derivedId, newId, newReference } from '../../lib/ids.js';
import { convertMinorUp, formatMinor } from '../../lib/money.js';
import { hasPermission } from '../../plugins/auth.js';
import type { AuthContext } from '../auth/auth.service.js';
import type { BookingService } from '../bookings/bookings.service.js';
import * as bookingsRepo from '../bookings/bookings.repository.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { uploadPurposesOfAccount } from '../uploads/uploads.repository.js';
import type { FlightService } from './flights.service.js';
import { passengerIssues } from './passenger-rules.js';
import type { AgencyService } from '../agency/agency.service.js';

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

export function createFlightBookingService(deps: {
  db: Db;
  flights: FlightService;
  ledger: Ledger;
  currencies: CurrencyService;
  bookings: BookingService;
  agency: AgencyService;
}) {
  const { db, flights, ledger, currencies } = deps;

  return {
    /**
     * One transaction: the wallet debited (or nothing, for a hold), then the offer booked with the supplier
     * that made it (the built-in one takes its seats by conditional updates), the booking written with its price,
     * rate and the names of its airports and airlines. Retried requests with the same Idempotency-Key
     * derive the same transfer id, so the ledger itself refuses a second charge.
     */
    async book(ctx: AuthContext, body: Body, displayCurrency: string, idempotencyKey?: string) {
      if (ctx.user.role === 'staff') throw new AppError('forbidden');
      if (!hasPermission(ctx, 'book')) throw new AppError('permission_denied_book');
      const wallet = body.payment.method === 'wallet';
      if (wallet && !hasPermission(ctx, 'pay_wallet')) throw new AppError('permission_denied_wallet');
      const currency = body.payment.method === 'wallet' ? body.payment.currency : displayCurrency;
      const currencyRow = await currencies.require(currency);

      const priced = await flights.reprice(body.session_id, body.offer_id, currency);
      const { offer, supplier } = priced;
      const fare = offer.fares.find((f) => f.family === body.fare_family);
      if (!fare) throw new AppError('offer_unavailable');
      if (fare.total.iqd !== body.accepted_total_iqd) {
        throw new AppError('price_changed', {
          params: { price: `${fare.total.amount} ${fare.total.currency}` },
          extra: { fare },
        });
      }
      checkCount(body, priced.query);
      const slices = offer.slices;
      const issues = passengerIssues(body.passengers, {
        firstDate: slices[0]!.departure_local.slice(0, 10),
        lastDate: (offer.open_return?.valid_until ?? slices.at(-1)!.arrival_local).slice(0, 10),
      });
      if (issues.length) throw new AppError('validation_failed', { fields: issues });

      const totalIqd = BigInt(fare.total.iqd);
      const amount =
        currency === 'IQD'
          ? totalIqd
          : convertMinorUp(
              totalIqd,
              { code: 'IQD', rate: '1' },
              { code: currency, rate: currencyRow.conversationRate },
            );
      // The supplier's payment deadline, as the booking page showed it.
      let holdExpiresAt: Date | null = null;
      if (!wallet) {
        if (!offer.hold_until) throw new AppError('hold_unavailable');
        holdExpiresAt = new Date(offer.hold_until);
      }

      const id = idempotencyKey ? derivedId('flight-booking', ctx.user.id, idempotencyKey) : newId();
      // A retry whose first answer was lost (the key's record too) finds the booking it already made.
      if (await bookingsRepo.findBooking(db, id)) return deps.bookings.get(ctx, id);
      const transferId = derivedId(id, 'payment');
      const reference = newReference('', 6);
      const side = { wallet: ctx.account.id };
      if (wallet) await ledger.prepare([side, { system: 'sales' }], currency);

      await db.transaction(async (tx) => {
        await checkUploads(tx, ctx.account.id, body);
        if (wallet && ctx.user.role === 'sub_user') {
          await bookingsRepo.checkSpendingLimit(tx, ctx.user.id, currency, amount);
        }
        if (wallet) {
          await ledger.transfer(tx, {
            id: transferId,
            debit: side,
            credit: { system: 'sales' },
            amount,
            currency,
            code: 'booking',
            reference,
            userId: ctx.user.id,
            description: `Flight ${reference}`,
          });
        }
        // The supplier is asked last: one outside this database (an aggregator) cannot roll back with it,
        // so nothing that can still refuse the booking comes after its order.
        const supplierRef = await supplier.book(tx, { query: priced.query, stored: priced.stored, offer, fare });
        const status = wallet ? 'confirmed' : 'held';
        await bookingsRepo.insertBooking(tx, {
          id,
          reference,
          service: 'flight',
          accountId: ctx.account.id,
          userId: ctx.user.id,
          status,
          totalIqd,
          paymentCurrency: currency,
          paymentAmountMinor: amount,
          markupMinor: await deps.agency.markupFor(tx, ctx.account.id, 'flight', amount, currency),
          rate: currencyRow.conversationRate,
          priceSnapshot: {
            total: { iqd: fare.total.iqd, amount: formatMinor(amount, currency), currency },
            fare_total_display: fare.total,
          },
          details: {
            method: body.payment.method,
            supplier: supplier.code,
            supplier_ref: supplierRef,
            flight: { offer, fare, cabin: priced.query.cabin, dictionaries: priced.dictionaries },
            contact: body.contact,
          },
          travellers: body.passengers,
          billing: body.billing,
          paymentTransferId: wallet ? transferId : null,
          holdExpiresAt,
        });
        await bookingsRepo.insertEvent(tx, { id: newId(), bookingId: id, status, userId: ctx.user.id });
      });
      // Seats changed: cached search results must not show the old availability.
      flights.invalidate();
      return deps.bookings.get(ctx, id);
    },
  };
}
export type FlightBookingService = ReturnType<typeof createFlightBookingService>;
