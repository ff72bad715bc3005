import type { HotelBookingBodySchema, HotelBookingDetails } from '@portal/contracts/hotels';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { derivedId, newId, newReference } from '../../lib/ids.js';
import { formatMinor } from '../../lib/money.js';
import { hasPermission } from '../../plugins/auth.js';
import type { AgencyService } from '../agency/agency.service.js';
import type { AuthContext } from '../auth/auth.service.js';
import * as bookingsRepo from '../bookings/bookings.repository.js';
import type { BookingService } from '../bookings/bookings.service.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { HotelBookingStore } from './hotel-booking-handler.js';
import type { HotelSelectionService } from './hotel-selection.service.js';
import type { SupplierRegistry } from './hotel-supplier.js';

type Body = z.output<typeof HotelBookingBodySchema>;

export function createHotelBookingService(deps: {
  db: Db;
  suppliers: SupplierRegistry;
  selections: HotelSelectionService;
  ledger: Ledger;
  currencies: CurrencyService;
  bookings: BookingService;
  agency: AgencyService;
}) {
  const { db, ledger, currencies } = deps;

  /** Each room names its adults and children, in the numbers the rooms were chosen for. */
  function checkGuests(body: Body, rooms: Array<{ adults: number; children_ages: number[] }>) {
    const fields: Array<{ field: string; key: 'guest_count_mismatch' }> = [];
    if (body.rooms.length !== rooms.length) fields.push({ field: 'rooms', key: 'guest_count_mismatch' });
    rooms.forEach((room, i) => {
      const guests = body.rooms[i]?.guests ?? [];
      const adults = guests.filter((g) => g.type === 'adult').length;
      const children = guests.filter((g) => g.type === 'child').length;
      if (body.rooms[i] && (adults !== room.adults || children !== room.children_ages.length))
        fields.push({ field: `rooms.${i}.guests`, key: 'guest_count_mismatch' });
    });
    if (fields.length) throw new AppError('validation_failed', { fields });
  }

  return {
    /**
     * Re-checks the selection with its supplier, then in one transaction has the supplier take the rooms of
     * every night (all or none), debits the wallet (or holds until the free-cancellation deadline) and writes
     * the booking. A retry with the same Idempotency-Key derives the same booking and transfer ids.
     */
    async book(ctx: AuthContext, body: Body, displayCurrency: string, idempotencyKey?: string) {
      if (ctx.user.role === 'staff') throw new AppError('forbidden');
      if (!hasPermission(ctx, 'book')) throw new AppError('permission_denied_book');
      const wallet = body.payment.method === 'wallet';
      if (wallet && !hasPermission(ctx, 'pay_wallet')) throw new AppError('permission_denied_wallet');
      const currency = body.payment.method === 'wallet' ? body.payment.currency : displayCurrency;
      const currencyRow = await currencies.require(currency);

      const id = idempotencyKey ? derivedId('hotel-booking', ctx.user.id, idempotencyKey) : newId();
      // A retry whose first answer was lost (the key's record too) finds the booking it already made.
      if (await bookingsRepo.findBooking(db, id)) return deps.bookings.get(ctx, id);

      const { stored, supplier, priced, selection, toPrice } = await deps.selections.forBooking(body.ref_id, currency);
      if (!priced.available) throw new AppError('rooms_unavailable');
      if (priced.totalIqd.toString() !== body.accepted_total_iqd)
        throw new AppError('price_changed', {
          params: { price: `${selection.total.amount} ${selection.total.currency}` },
          extra: { selection },
        });
      checkGuests(body, selection.rooms);
      let holdExpiresAt: Date | null = null;
      if (!wallet) {
        if (priced.holdUntil === null) throw new AppError('hold_unavailable');
        holdExpiresAt = new Date(priced.holdUntil);
      }

      // The selection was priced in the payment currency, so its total is what the wallet pays.
      const amount = toPrice.minor(priced.totalIqd);
      const transferId = derivedId(id, 'payment');
      const reference = newReference('', 6);
      const side = { wallet: ctx.account.id };
      if (wallet) await ledger.prepare([side, { system: 'sales' }], currency);

      const details: HotelBookingDetails = {
        voucher: newReference('HV', 8),
        hotel: selection.hotel,
        check_in: selection.check_in,
        check_out: selection.check_out,
        nights: selection.nights,
        nationality: selection.nationality,
        rooms: selection.rooms.map(({ nightly: _nightly, ...room }, i) => ({
          ...room,
          guests: body.rooms[i]!.guests.map((g) => ({
            type: g.type,
            first_name: g.first_name,
            last_name: g.last_name,
          })),
        })),
        lead_guest: body.lead_guest,
        special_requests: body.special_requests,
        subtotal: selection.subtotal,
        taxes: selection.taxes,
        fees: selection.fees,
        total: selection.total,
        cancellation: selection.cancellation,
      };
      const store: HotelBookingStore = {
        method: body.payment.method,
        hotel: details,
        supplier: supplier.code,
        policies: priced.rooms.map((r) => ({
          refundable: r.policy.refundable,
          freeUntil: r.policy.freeUntil,
          checkInAt: r.policy.checkInAt,
          penaltyBp: r.policy.penaltyBp,
          totalIqd: r.price.total.toString(),
        })),
      };

      await db
        .transaction(async (tx) => {
          // The rooms first: a night short of rooms (rooms_unavailable) rolls everything back.
          store.reservation = await supplier.book(tx, { bookingId: id, stay: priced });
          if (wallet && ctx.user.role === 'sub_user') {
            await bookingsRepo.checkSpendingLimit(tx, ctx.user.id, currency, amount);
          }
          if (wallet)
            await ledger.transfer(tx, {
              id: transferId,
              debit: side,
              credit: { system: 'sales' },
              amount,
              currency,
              code: 'booking',
              reference,
              userId: ctx.user.id,
              description: `Hotel ${reference}`,
            });
          const status = wallet ? 'confirmed' : 'held';
          await bookingsRepo.insertBooking(tx, {
            id,
            reference,
            service: 'hotel',
            accountId: ctx.account.id,
            userId: ctx.user.id,
            status,
            totalIqd: priced.totalIqd,
            paymentCurrency: currency,
            paymentAmountMinor: amount,
            markupMinor: await deps.agency.markupFor(tx, ctx.account.id, 'hotel', amount, currency),
            rate: currencyRow.conversationRate,
            priceSnapshot: {
              total: { iqd: priced.totalIqd.toString(), amount: formatMinor(amount, currency), currency },
              quoted_total_iqd: stored.quotedTotalIqd,
            },
            details: store,
            travellers: body.rooms.flatMap((room) =>
              room.guests.map((g) => ({
                type: g.type,
                first_name: g.first_name,
                last_name: g.last_name,
                gender: '',
                date_of_birth: '',
                nationality: selection.nationality,
                passport_number: '',
              })),
            ),
            billing: null,
            paymentTransferId: wallet ? transferId : null,
            holdExpiresAt,
          });
          await bookingsRepo.insertEvent(tx, { id: newId(), bookingId: id, status, userId: ctx.user.id });
        })
        .catch(async (error: unknown) => {
          // A remote supplier's booking outlives the rolled-back transaction (no money, a spending limit): undo it.
          if (store.reservation === undefined || supplier.transactional) throw error;
          try {
            await supplier.cancel(db, { policies: store.policies, reservation: store.reservation });
          } catch (cancelError) {
            throw new AggregateError([error, cancelError], `supplier ${supplier.code} booking ${id} left behind`, {
              cause: cancelError,
            });
          }
          throw error;
        });
      // Rooms changed: cached search results must not show the old availability.
      supplier.changed();
      return deps.bookings.get(ctx, id);
    },
  };
}
export type HotelBookingService = ReturnType<typeof createHotelBookingService>;
