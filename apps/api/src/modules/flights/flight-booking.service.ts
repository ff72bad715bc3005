import type { FlightBookingBodySchema } from '@portal/contracts/bookings';
import { AGE_BANDS, type PassengerType } from '@portal/contracts/flights';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { derivedId, newId, newReference } from '../../lib/ids.js';
import { convertMinorUp, formatMinor } from '../../lib/money.js';
import { hasPermission } from '../../plugins/auth.js';
import type { AuthContext } from '../auth/auth.service.js';
import type { BookingService } from '../bookings/bookings.service.js';
import * as bookingsRepo from '../bookings/bookings.repository.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { FlightService } from './flights.service.js';
import * as repo from './flights.repository.js';
import type { Cabin } from './network.js';
import { addDays } from './time-zones.js';
import type { FlightNetwork } from './flight-network.service.js';
import type { AgencyService } from '../agency/agency.service.js';

type Body = z.output<typeof FlightBookingBodySchema>;

const HOLD_HOURS = 24;
const HOLD_CUTOFF_HOURS = 48;

/** Age in whole years on a date. */
export function ageOn(dateOfBirth: string, on: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

function monthStart(now = new Date()) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function createFlightBookingService(deps: {
  db: Db;
  flights: FlightService;
  network: FlightNetwork;
  ledger: Ledger;
  currencies: CurrencyService;
  bookings: BookingService;
  agency: AgencyService;
}) {
  const { db, flights, ledger, currencies } = deps;

  function checkPassengers(
    body: Body,
    query: { adults: number; children: number; infants: number },
    firstDate: string,
    lastDate: string,
  ) {
    const count = (t: PassengerType) => body.passengers.filter((p) => p.type === t).length;
    if (count('adult') !== query.adults || count('child') !== query.children || count('infant') !== query.infants) {
      throw new AppError('validation_failed', { fields: [{ field: 'passengers', key: 'passenger_count_mismatch' }] });
    }
    const fields: Array<{
      field: string;
      key: 'age_mismatch' | 'passport_expires_soon';
      params?: Record<string, string>;
    }> = [];
    body.passengers.forEach((p, i) => {
      const band = AGE_BANDS[p.type];
      // Infants must still be under two on the last flight; everyone else is aged on the first.
      const age = ageOn(p.date_of_birth, p.type === 'infant' ? lastDate : firstDate);
      if (age < band.min || age > band.max || p.date_of_birth > firstDate)
        fields.push({ field: `passengers.${i}.date_of_birth`, key: 'age_mismatch', params: { type: p.type } });
      if (p.passport_expiry < addDays(lastDate, 182))
        fields.push({ field: `passengers.${i}.passport_expiry`, key: 'passport_expires_soon' });
    });
    if (fields.length) throw new AppError('validation_failed', { fields });
  }

  return {
    /** Unpaid holds past their deadline expire and give their seats back. Safe to run from several processes. */
    async expireHolds(now = new Date()) {
      let count = 0;
      for (const row of await bookingsRepo.expiredHolds(db, now, 200)) {
        if (row.service !== 'flight') continue;
        const details = row.details as { legs: Array<[string, string]>; seats: number; flight: { cabin: Cabin } };
        const expired = await db.transaction(async (tx) => {
          if (!(await bookingsRepo.transition(tx, row.id, 'held', 'expired'))) return false;
          for (const [key, date] of details.legs)
            await repo.releaseSeats(tx, { key, date, cabin: details.flight.cabin, seats: details.seats });
          await bookingsRepo.insertEvent(tx, {
            id: newId(),
            bookingId: row.id,
            status: 'expired',
            note: 'payment deadline passed',
          });
          return true;
        });
        if (expired) count++;
      }
      return count;
    },

    /**
     * One transaction: seats taken by conditional updates, the wallet debited (or nothing, for a hold),
     * the booking written with its price and rate. Retried requests with the same Idempotency-Key
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
      const fare = priced.offer.fares.find((f) => f.family === body.fare_family);
      if (!fare) throw new AppError('offer_unavailable');
      if (fare.total.iqd !== body.accepted_total_iqd) {
        throw new AppError('price_changed', {
          params: { price: `${fare.total.amount} ${fare.total.currency}` },
          extra: { fare },
        });
      }
      const slices = priced.offer.slices;
      const firstDate = slices[0]!.departure_local.slice(0, 10);
      const lastDate = (priced.offer.open_return?.valid_until ?? slices.at(-1)!.arrival_local).slice(0, 10);
      checkPassengers(body, priced.query, firstDate, lastDate);

      const totalIqd = BigInt(fare.total.iqd);
      const amount =
        currency === 'IQD'
          ? totalIqd
          : convertMinorUp(
              totalIqd,
              { code: 'IQD', rate: '1' },
              { code: currency, rate: currencyRow.conversationRate },
            );
      let holdExpiresAt: Date | null = null;
      if (!wallet) {
        const departure = Date.parse(slices[0]!.segments[0]!.departure_utc);
        holdExpiresAt = new Date(
          Math.min(Date.now() + HOLD_HOURS * 3_600_000, departure - HOLD_CUTOFF_HOURS * 3_600_000),
        );
        if (holdExpiresAt.getTime() < Date.now() + 3_600_000) throw new AppError('hold_unavailable');
      }

      const net = await deps.network.get();
      const cabin = priced.query.cabin as Cabin;
      const seats = priced.query.adults + priced.query.children;
      const legs = [...priced.legs].sort(([a, ad], [b, bd]) => (a === b ? ad.localeCompare(bd) : a.localeCompare(b)));
      const id = idempotencyKey ? derivedId('flight-booking', ctx.user.id, idempotencyKey) : newId();
      // A retry whose first answer was lost (the key's record too) finds the booking it already made.
      if (await bookingsRepo.findBooking(db, id)) return deps.bookings.get(ctx, id);
      const transferId = derivedId(id, 'payment');
      const reference = newReference('', 6);
      const side = { wallet: ctx.account.id };
      if (wallet) await ledger.prepare([side, { system: 'sales' }], currency);

      await db.transaction(async (tx) => {
        for (const [key, date] of legs) {
          const leg = net.index.leg(key, date)!;
          if (!(await repo.takeSeats(tx, { key, date, cabin, capacity: leg.schedule.aircraft.seats[cabin], seats })))
            throw new AppError('seats_unavailable');
        }
        if (wallet && ctx.user.role === 'sub_user') {
          const limit = await bookingsRepo.lockLimit(tx, ctx.user.id, currency);
          if (
            limit &&
            (await bookingsRepo.spentSince(tx, ctx.user.id, currency, monthStart())) + amount > limit.monthlyMinor
          ) {
            throw new AppError('spending_limit_exceeded', { params: { currency } });
          }
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
            flight: { offer: priced.offer, fare, cabin },
            legs: priced.legs,
            seats,
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
