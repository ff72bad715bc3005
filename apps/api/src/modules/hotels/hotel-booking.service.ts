import type { HotelBookingBodySchema, HotelBookingDetails } from '@portal/contracts/hotels';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { newReference } from '../../lib/ids.js';
import type { AuthContext } from '../auth/auth.service.js';
import type { Checkout } from '../bookings/checkout.js';
import type { StoredHotel } from './hotel-booking-handler.js';
import type { HotelSelectionService } from './hotel-selection.service.js';

type Body = z.output<typeof HotelBookingBodySchema>;

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

export function createHotelBookingService({
  selections,
  checkout,
}: {
  selections: HotelSelectionService;
  checkout: Checkout;
}) {
  return {
    /**
     * Through the checkout (decision 064): the selection rechecked by its supplier in the payment currency, the
     * accepted total and the guests checked; the supplier takes the rooms of every night (all or none) after the
     * wallet is debited, and the booking keeps its voucher, its supplier's reservation and each room's policy.
     */
    book(ctx: AuthContext, body: Body, displayCurrency: string, idempotencyKey?: string) {
      return checkout(ctx, {
        service: 'hotel',
        payment: body.payment,
        displayCurrency,
        idempotencyKey,
        async prepare(currency) {
          const { stored, supplier, priced, selection } = await selections.forBooking(body.ref_id, currency);
          if (!priced.available) throw new AppError('rooms_unavailable');
          if (priced.totalIqd.toString() !== body.accepted_total_iqd)
            throw new AppError('price_changed', {
              params: { price: `${selection.total.amount} ${selection.total.currency}` },
              extra: { selection },
            });
          checkGuests(body, selection.rooms);
          const guests = (i: number) =>
            body.rooms[i]!.guests.map((g) => ({ type: g.type, first_name: g.first_name, last_name: g.last_name }));
          const hotel: HotelBookingDetails = {
            voucher: newReference('HV', 8),
            hotel: selection.hotel,
            check_in: selection.check_in,
            check_out: selection.check_out,
            nights: selection.nights,
            nationality: selection.nationality,
            rooms: selection.rooms.map(({ nightly: _nightly, ...room }, i) => ({ ...room, guests: guests(i) })),
            lead_guest: body.lead_guest,
            special_requests: body.special_requests,
            subtotal: selection.subtotal,
            taxes: selection.taxes,
            fees: selection.fees,
            total: selection.total,
            cancellation: selection.cancellation,
          };
          const policies: StoredHotel['policies'] = priced.rooms.map((r) => ({
            refundable: r.policy.refundable,
            freeUntil: r.policy.freeUntil,
            checkInAt: r.policy.checkInAt,
            penaltyBp: r.policy.penaltyBp,
            totalIqd: r.price.total.toString(),
          }));
          return {
            totalIqd: priced.totalIqd,
            // Held until the free-cancellation deadline, when every rate is refundable and an hour or more is left.
            holdUntil: priced.holdUntil === null ? null : new Date(priced.holdUntil),
            details: (reservation) => ({ hotel, policies, reservation }) satisfies Omit<StoredHotel, 'supplier'>,
            travellers: body.rooms.flatMap((_room, i) =>
              guests(i).map((g) => ({ ...g, nationality: selection.nationality })),
            ),
            priceSnapshot: { quoted_total_iqd: stored.quotedTotalIqd },
            supplier: {
              code: supplier.code,
              transactional: supplier.transactional,
              book: (tx, bookingId) => supplier.book(tx, { bookingId, stay: priced }),
              cancel: (db, reservation) => supplier.cancel(db, { policies, reservation }),
              // Rooms changed: cached search results must not show the old availability.
              changed: () => supplier.changed(),
            },
          };
        },
      });
    },
  };
}
export type HotelBookingService = ReturnType<typeof createHotelBookingService>;
