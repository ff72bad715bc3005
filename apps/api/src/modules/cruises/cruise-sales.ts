import {
  CABIN_MAX_OCCUPANCY,
  CRUISE_ADULT_AGE,
  CruiseBookingDetailsSchema,
  CruisePassengerSchema,
  occupancyOf,
  type CabinGrade,
  type CruiseBookingBodySchema,
  type CruiseBookingDetails,
  type CruiseSelection,
  type CruiseSelectionBodySchema,
  type PricedCruiseSelection,
} from '@portal/contracts/cruises';
import { CancellationTierSchema } from '@portal/contracts/departures';
import type { MessageKey } from '@portal/contracts/messages';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newReference } from '../../lib/ids.js';
import type { AuthContext } from '../auth/auth.service.js';
import type { Checkout } from '../bookings/checkout.js';
import type { ServiceHandler } from '../bookings/service-handler.js';
import { priceFn, type ToPrice } from '../currencies/display-price.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import {
  ageOn,
  departureHandler,
  departurePlaces,
  heldFor,
  placesSupplier,
  storedPlaces,
  type TakenPlaces,
  departureSelections,
  firstBookableDay,
  holdUntilFor,
  type StoredDepartureSelection,
} from '../departures/departures.service.js';
import type { Waitlist } from '../departures/waitlist.service.js';
import type { SearchSessionStore } from '../search-sessions/search-sessions.store.js';
import { cruiseFacts } from './cruises.service.js';

/*
 * Booking cabins of a cruise (decision 127) on the departures model: a sailing, a grade and its cabins (so many
 * adults and children in each) priced per person by each cabin's occupancy, plus port charges per passenger, into
 * a 30-minute `ref_id`; the booking through the one checkout, its CABINS taken by the departures' conditional
 * update in the checkout's transaction; cancelling by the tiers, the cabins given back.
 */

type Cabins = Array<{ adults: number; children: number }>;
type StoredSelection = StoredDepartureSelection<{ departure_id: string; grade: CabinGrade; cabins: Cabins }>;
const KIND = 'cruise-selection';

type Field = { field: string; key: MessageKey; params?: Record<string, string | number> };

export function createCruiseSales(deps: {
  db: Db;
  currencies: CurrencyService;
  sessions: SearchSessionStore;
  /** The line for full categories (decision 132). */
  waitlist?: Waitlist | undefined;
}) {
  const { db, currencies, sessions } = deps;

  /** The grade's cabins on the sailing now, each priced for its occupancy, with the port charges. */
  async function price(query: StoredSelection['query'], userId?: string, now = new Date()) {
    const found = await departurePlaces.categoryOf(db, query.departure_id, query.grade);
    if (!found || found.product.service !== 'cruise') throw new AppError('cruise_not_found');
    const { product, departure } = found;
    // Places offered to this user from the waitlist count as left for them.
    const category = {
      ...found.category,
      left: found.category.left + (await heldFor(deps.waitlist, userId, found.category.id)),
    };
    if (!product.active || !departure.active || departure.startsOn < firstBookableDay(now))
      throw new AppError('departure_unavailable');
    const facts = cruiseFacts(product);
    const portCharge = BigInt(facts.content.port_charges_iqd);
    const cabins = query.cabins.map((cabin, i) => {
      const persons = cabin.adults + cabin.children;
      const occupancy = occupancyOf(persons);
      const fare = category.prices[occupancy]?.person;
      if (fare === undefined)
        throw new AppError('validation_failed', {
          fields: [
            {
              field: `cabins.${i}.adults`,
              key: 'cabin_too_many_passengers',
              params: { max: CABIN_MAX_OCCUPANCY[query.grade] },
            },
          ],
        });
      const perPerson = BigInt(fare);
      return { ...cabin, occupancy, perPerson, persons, total: (perPerson + portCharge) * BigInt(persons) };
    });
    const passengers = cabins.reduce((s, c) => s + c.persons, 0);
    const faresIqd = cabins.reduce((s, c) => s + c.perPerson * BigInt(c.persons), 0n);
    const portIqd = portCharge * BigInt(passengers);
    return {
      facts,
      departure,
      category,
      cabins,
      portCharge,
      faresIqd,
      portIqd,
      totalIqd: faresIqd + portIqd,
      available: category.left >= cabins.length,
      tiers: z.array(CancellationTierSchema).parse(product.cancellation),
      holdUntil: holdUntilFor(departure.startsOn, now),
    };
  }
  type Priced = Awaited<ReturnType<typeof price>>;

  function toSelection(refId: string, s: StoredSelection, p: Priced, toPrice: ToPrice): CruiseSelection {
    return {
      ref_id: refId,
      expires_at: s.expiresAt,
      cruise: p.facts.card,
      sailing: { id: p.departure.id, starts_on: p.departure.startsOn, ends_on: p.departure.endsOn },
      grade: s.query.grade,
      left: p.category.left,
      cabins: p.cabins.map((c) => ({
        adults: c.adults,
        children: c.children,
        occupancy: c.occupancy,
        fare_per_person: toPrice(c.perPerson),
        port_charges_per_person: toPrice(p.portCharge),
        total: toPrice(c.total),
      })),
      fares: toPrice(p.faresIqd),
      port_charges: toPrice(p.portIqd),
      total: toPrice(p.totalIqd),
      cancellation: p.tiers,
      hold: { allowed: p.holdUntil !== null, until: p.holdUntil === null ? null : new Date(p.holdUntil).toISOString() },
    };
  }

  const selections = departureSelections({ sessions, currencies, kind: KIND, price, toSelection });

  /** The passengers fill the cabins as chosen: adults 18 or older on the day of sailing, children younger. */
  function checkPassengers(body: z.output<typeof CruiseBookingBodySchema>, p: Priced) {
    const fields: Field[] = [];
    const mismatch = p.cabins.some((cabin, i) => {
      const inCabin = body.passengers.filter((x) => x.cabin === i);
      return (
        inCabin.filter((x) => x.type === 'adult').length !== cabin.adults ||
        inCabin.filter((x) => x.type === 'child').length !== cabin.children
      );
    });
    if (mismatch || body.passengers.some((x) => x.cabin >= p.cabins.length))
      fields.push({ field: 'passengers', key: 'cabin_passenger_mismatch' });
    body.passengers.forEach((x, i) => {
      const age = ageOn(x.date_of_birth, p.departure.startsOn);
      if (x.type === 'adult' && (age < CRUISE_ADULT_AGE || age > 120))
        fields.push({ field: `passengers.${i}.date_of_birth`, key: 'cruise_adult_age' });
      if (x.type === 'child' && (age < 0 || age >= CRUISE_ADULT_AGE))
        fields.push({ field: `passengers.${i}.date_of_birth`, key: 'cruise_child_age' });
    });
    if (fields.length) throw new AppError('validation_failed', { fields });
  }

  return {
    async select(
      body: z.output<typeof CruiseSelectionBodySchema>,
      currency: string,
      userId?: string,
    ): Promise<CruiseSelection> {
      const max = CABIN_MAX_OCCUPANCY[body.grade];
      const fields: Field[] = [];
      body.cabins.forEach((cabin, i) => {
        if (cabin.adults === 0) fields.push({ field: `cabins.${i}.adults`, key: 'cabin_needs_adult' });
        else if (cabin.adults + cabin.children > max)
          fields.push({ field: `cabins.${i}.adults`, key: 'cabin_too_many_passengers', params: { max } });
      });
      if (fields.length) throw new AppError('validation_failed', { fields });
      return selections.save(
        { departure_id: body.departure_id, grade: body.grade, cabins: body.cabins },
        currency,
        userId,
      );
    },

    reprice: (refId: string, currency: string, userId?: string): Promise<PricedCruiseSelection> =>
      selections.reprice(refId, currency, userId),

    /** Through the checkout (decision 064); the cabins are taken in its transaction, so none is sold twice. */
    book(
      checkout: Checkout,
      ctx: AuthContext,
      body: z.output<typeof CruiseBookingBodySchema>,
      displayCurrency: string,
      idempotencyKey?: string,
    ) {
      return checkout<TakenPlaces>(ctx, {
        service: 'cruise',
        payment: body.payment,
        displayCurrency,
        idempotencyKey,
        async prepare(currency) {
          const s = await selections.load(body.ref_id);
          const priced = await price(s.query, ctx.user.id);
          const selection = toSelection(body.ref_id, s, priced, await priceFn(currencies, currency));
          if (!priced.available) throw new AppError('departure_full');
          if (priced.totalIqd.toString() !== body.accepted_total_iqd)
            throw new AppError('price_changed', {
              params: { price: `${selection.total.amount} ${selection.total.currency}` },
              extra: { selection },
            });
          checkPassengers(body, priced);
          const details: CruiseBookingDetails = {
            confirmation: newReference('CR', 8),
            cruise: selection.cruise,
            sailing: selection.sailing,
            grade: selection.grade,
            cabins: selection.cabins,
            fares: selection.fares,
            port_charges: selection.port_charges,
            total: selection.total,
            cancellation: priced.tiers,
            contact: body.contact,
          };
          const places = priced.cabins.length;
          const categoryId = priced.category.id;
          return {
            totalIqd: priced.totalIqd,
            holdUntil: priced.holdUntil === null ? null : new Date(priced.holdUntil),
            details: (taken) => ({ booking: details, ...storedPlaces(taken) }),
            travellers: [...body.passengers].sort((a, b) => a.cabin - b.cabin),
            priceSnapshot: { quoted_total_iqd: s.quotedTotalIqd },
            supplier: placesSupplier(categoryId, places, undefined, { waitlist: deps.waitlist, userId: ctx.user.id }),
          };
        },
      });
    },

    handler(): ServiceHandler<'cruise'> {
      return departureHandler<'cruise'>({
        waitlist: deps.waitlist,
        details: CruiseBookingDetailsSchema,
        traveller: CruisePassengerSchema,
        startsOn: (b) => b.sailing.starts_on,
        tiers: (b) => b.cancellation,
        title: (b, lang) => b.cruise.title[lang],
      });
    },
  };
}
export type CruiseSales = ReturnType<typeof createCruiseSales>;
