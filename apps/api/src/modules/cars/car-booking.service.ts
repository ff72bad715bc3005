import type { CarBookingBodySchema, CarBookingDetails } from '@portal/contracts/cars';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newReference } from '../../lib/ids.js';
import { BUILTIN_SUPPLIER } from '../../lib/supplier-registry.js';
import type { AuthContext } from '../auth/auth.service.js';
import type { Checkout } from '../bookings/checkout.js';
import { uploadPurposesOfAccount } from '../uploads/uploads.service.js';
import type { CarReservation, CarSupplierRegistry } from './car-supplier.js';
import type { StoredCar } from './car-booking-handler.js';
import { LATE_PENALTY_PERCENT } from './car-pricing.js';
import { holdDeadline } from '../bookings/day-capacity.js';
import { carDto, officeDto, priceDto, type CarService } from './cars.service.js';

type Body = z.output<typeof CarBookingBodySchema>;

/** Whole years between a date of birth and a day. */
function ageOn(dateOfBirth: string, day: string) {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5, 10) < dateOfBirth.slice(5, 10) ? years - 1 : years;
}

/** The licence is the driver's when the customer drives; a car with a driver needs none. */
function checkDriver(body: Body, offer: { withDriver: boolean; minAge: number }, pickupDay: string) {
  const fields: Array<{
    field: string;
    key: 'required' | 'invalid_country' | 'licence_required' | 'driver_too_young';
    params?: Record<string, number>;
  }> = [];
  const d = body.driver;
  if (!offer.withDriver) {
    if (!d.licence_number) fields.push({ field: 'driver.licence_number', key: 'required' });
    if (!d.licence_country) fields.push({ field: 'driver.licence_country', key: 'invalid_country' });
    if (!d.licence_image_id) fields.push({ field: 'driver.licence_image_id', key: 'licence_required' });
    if (ageOn(d.date_of_birth, pickupDay) < offer.minAge)
      fields.push({ field: 'driver.date_of_birth', key: 'driver_too_young', params: { min: offer.minAge } });
  } else if (ageOn(d.date_of_birth, pickupDay) < 18)
    fields.push({ field: 'driver.date_of_birth', key: 'driver_too_young', params: { min: 18 } });
  if (fields.length) throw new AppError('validation_failed', { fields });
}

/** The licence photo must be an upload of the booking's account made for a licence. */
async function checkLicence(tx: Tx, accountId: string, id: string | null) {
  if (!id) return;
  const purposes = await uploadPurposesOfAccount(tx, accountId, [id]);
  if (purposes.get(id) !== 'driving_licence')
    throw new AppError('upload_unusable', { fields: [{ field: 'driver.licence_image_id', key: 'upload_unusable' }] });
}

export function createCarBookingService({
  cars,
  suppliers,
  checkout,
}: {
  cars: CarService;
  suppliers: CarSupplierRegistry;
  checkout: Checkout;
}) {
  return {
    /**
     * Through the checkout (decision 064): the rental priced again in the payment currency, the accepted total,
     * the driver and the licence checked; the supplier takes a car of the offer's fleet on every day of the rental
     * (decision 094) after the wallet is debited.
     */
    book(ctx: AuthContext, body: Body, displayCurrency: string, idempotencyKey?: string) {
      return checkout<CarReservation>(ctx, {
        service: 'car',
        payment: body.payment,
        displayCurrency,
        idempotencyKey,
        async prepare(currency) {
          const extras = { childSeats: body.child_seats, extraDriver: body.extra_driver, fullCover: body.full_cover };
          const r = await cars.rental(body.offer_id, {
            pickup: body.pickup,
            dropoff: body.dropoff,
            dropoffOffice: body.dropoff_office,
            extras,
          });
          const toPrice = await cars.priceFn(currency);
          if (r.left < 1) throw new AppError('cars_unavailable');
          if (r.price.total.toString() !== body.accepted_total_iqd)
            throw new AppError('price_changed', {
              params: { price: `${toPrice(r.price.total).amount} ${toPrice.currency}` },
              extra: { price: priceDto(r.price, toPrice) },
            });
          checkDriver(body, r.row.offer, body.pickup.slice(0, 10));
          const supplier = suppliers.get(BUILTIN_SUPPLIER)!;
          const { daily: _daily, deposit, office: _office, ...car } = carDto(r.row, toPrice);
          const dropoff = r.offices.find((o) => o.id === body.dropoff_office)!;
          const details: CarBookingDetails = {
            voucher: newReference('CR', 8),
            car,
            pickup: { office: officeDto(r.row.office), at: body.pickup },
            dropoff: { office: officeDto(dropoff), at: body.dropoff },
            city: r.row.office.cityName,
            driver: {
              first_name: body.driver.first_name,
              last_name: body.driver.last_name,
              licence_number: body.driver.licence_number,
              licence_country: body.driver.licence_country,
            },
            price: priceDto(r.price, toPrice),
            deposit,
            free_cancellation_until: new Date(r.freeUntil).toISOString(),
            late_penalty_percent: LATE_PENALTY_PERCENT,
          };
          const holdUntil = holdDeadline(r.freeUntil);
          return {
            totalIqd: r.price.total,
            // Held for a day at most, and never past the free cancellation: an unpaid hold costs nothing.
            holdUntil: holdUntil === null ? null : new Date(holdUntil),
            details: (reservation) =>
              ({
                car: details,
                reservation,
                pickupAt: r.pickupAt,
                freeUntil: r.freeUntil,
                totalIqd: r.price.total.toString(),
                contact: { email: body.driver.email, phone: body.driver.phone },
                licence_image_id: body.driver.licence_image_id,
              }) satisfies Omit<StoredCar, 'supplier'>,
            travellers: [{ first_name: body.driver.first_name, last_name: body.driver.last_name }],
            priceSnapshot: { quoted_total_iqd: r.price.total.toString() },
            check: (tx) => checkLicence(tx, ctx.account.id, body.driver.licence_image_id),
            supplier: {
              code: supplier.code,
              transactional: supplier.transactional,
              book: (tx, bookingId) => supplier.book(tx, { bookingId, offerId: r.row.offer.id, days: r.days }),
              cancel: (db, reservation) => supplier.cancel(db, reservation),
              changed: () => undefined,
            },
          };
        },
      });
    },
  };
}
export type CarBookingService = ReturnType<typeof createCarBookingService>;
