import type { GuideBookingBodySchema, GuideBookingDetails } from '@portal/contracts/guides';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { newReference } from '../../lib/ids.js';
import { BUILTIN_SUPPLIER } from '../../lib/supplier-registry.js';
import type { AuthContext } from '../auth/auth.service.js';
import type { Checkout } from '../bookings/checkout.js';
import { holdDeadline } from '../bookings/day-capacity.js';
import type { GuideReservation, GuideSupplierRegistry } from './guide-supplier.js';
import type { StoredGuide } from './guide-booking-handler.js';
import { guideDto, LATE_PENALTY_PERCENT, priceDto, type GuideService } from './guides.service.js';

type Body = z.output<typeof GuideBookingBodySchema>;

export function createGuideBookingService({
  guides,
  suppliers,
  checkout,
}: {
  guides: GuideService;
  suppliers: GuideSupplierRegistry;
  checkout: Checkout;
}) {
  return {
    /**
     * Through the checkout (decision 064): the trip priced again in the payment currency, the accepted total
     * checked; the supplier takes each day of the trip on the guide's calendar (decision 094) after the wallet is
     * debited, so a guide is never booked twice on a day.
     */
    book(ctx: AuthContext, body: Body, displayCurrency: string, idempotencyKey?: string) {
      return checkout<GuideReservation>(ctx, {
        service: 'guide',
        payment: body.payment,
        displayCurrency,
        idempotencyKey,
        async prepare(currency) {
          const t = await guides.trip(body.guide_id, {
            start: body.start,
            days: body.days,
            group: body.group_size,
            language: body.language,
          });
          if (!t.free) throw new AppError('guide_unavailable');
          const toPrice = await guides.priceFn(currency);
          if (t.price.total.toString() !== body.accepted_total_iqd)
            throw new AppError('price_changed', {
              params: { price: `${toPrice(t.price.total).amount} ${toPrice.currency}` },
              extra: { price: priceDto(t.price, toPrice) },
            });
          const { daily: _d, per_person: _p, bio: _b, ...guide } = guideDto(t.guide, toPrice);
          const details: GuideBookingDetails = {
            voucher: newReference('GD', 8),
            guide,
            start: body.start,
            end: t.days.at(-1)!,
            days: t.days,
            group_size: body.group_size,
            language: body.language,
            meeting_point: body.meeting_point,
            notes: body.notes,
            price: priceDto(t.price, toPrice),
            free_cancellation_until: new Date(t.freeUntil).toISOString(),
            late_penalty_percent: LATE_PENALTY_PERCENT,
          };
          const supplier = suppliers.get(BUILTIN_SUPPLIER)!;
          const holdUntil = holdDeadline(t.freeUntil);
          return {
            totalIqd: t.price.total,
            holdUntil: holdUntil === null ? null : new Date(holdUntil),
            details: (reservation) =>
              ({
                guide: details,
                reservation,
                startsAt: t.startsAt,
                freeUntil: t.freeUntil,
                totalIqd: t.price.total.toString(),
                contact: { email: body.contact.email, phone: body.contact.phone },
              }) satisfies Omit<StoredGuide, 'supplier'>,
            travellers: [{ first_name: body.contact.first_name, last_name: body.contact.last_name }],
            priceSnapshot: { quoted_total_iqd: t.price.total.toString() },
            supplier: {
              code: supplier.code,
              transactional: supplier.transactional,
              book: (tx, bookingId) => supplier.book(tx, { bookingId, guideId: t.guide.id, days: t.days }),
              cancel: (db, reservation) => supplier.cancel(db, reservation),
              changed: () => guides.invalidate(),
            },
          };
        },
      });
    },
  };
}
export type GuideBookingService = ReturnType<typeof createGuideBookingService>;
