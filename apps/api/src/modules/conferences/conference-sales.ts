import {
  ConferenceAttendeeSchema,
  ConferenceBookingDetailsSchema,
  MAX_ATTENDEES,
  PLACES_CATEGORY,
  REGISTRATION_CATEGORIES,
  type ConferenceBookingBodySchema,
  type ConferenceBookingDetails,
  type ConferenceSelection,
  type ConferenceSelectionBodySchema,
  type PricedConferenceSelection,
  type RegistrationCategory,
} from '@portal/contracts/conferences';
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
import { conferenceFacts, feePeriod } from './conferences.service.js';

/*
 * Registering for a medical conference (decision 119) on the departures model: the attendees per category priced
 * for today's fee period (early-bird or regular) into a 30-minute `ref_id`; the booking through the one checkout,
 * its places taken by the departures' conditional update in the checkout's transaction; cancelling by the tiers,
 * the places given back.
 */

type Counts = Record<RegistrationCategory, number>;
type StoredSelection = StoredDepartureSelection<{ departure_id: string; attendees: Counts }>;
const KIND = 'conference-selection';
const PROFESSIONAL: readonly RegistrationCategory[] = ['specialist', 'resident'];

function fieldError(field: string, key: MessageKey, params?: Record<string, string | number>): never {
  throw new AppError('validation_failed', { fields: [{ field, key, ...(params ? { params } : {}) }] });
}

export function createConferenceSales(deps: {
  db: Db;
  currencies: CurrencyService;
  sessions: SearchSessionStore;
  /** The line for full categories (decision 132). */
  waitlist?: Waitlist | undefined;
}) {
  const { db, currencies, sessions } = deps;

  /** The conference's places now, priced for the attendees in today's fee period. */
  async function price(query: StoredSelection['query'], userId?: string, now = new Date()) {
    const found = await departurePlaces.categoryOf(db, query.departure_id, PLACES_CATEGORY);
    if (!found || found.product.service !== 'conference') throw new AppError('conference_not_found');
    const { product, departure } = found;
    // Places offered to this user from the waitlist count as left for them.
    const category = {
      ...found.category,
      left: found.category.left + (await heldFor(deps.waitlist, userId, found.category.id)),
    };
    if (!product.active || !departure.active || departure.startsOn < firstBookableDay(now))
      throw new AppError('departure_unavailable');
    const facts = conferenceFacts(product);
    const period = feePeriod(facts.content.early_bird_until);
    const byCategory = category.prices[period]!;
    const lines = REGISTRATION_CATEGORIES.filter((c) => query.attendees[c] > 0).map((c) => ({
      category: c,
      count: query.attendees[c],
      unit: BigInt(byCategory[c]!),
    }));
    const places = lines.reduce((s, line) => s + line.count, 0);
    return {
      facts,
      departure,
      category,
      period,
      lines,
      places,
      totalIqd: lines.reduce((s, line) => s + line.unit * BigInt(line.count), 0n),
      available: category.left >= places,
      tiers: z.array(CancellationTierSchema).parse(product.cancellation),
      holdUntil: holdUntilFor(departure.startsOn, now),
    };
  }
  type Priced = Awaited<ReturnType<typeof price>>;

  function card(p: Priced) {
    return {
      ...p.facts.card,
      starts_on: p.departure.startsOn,
      ends_on: p.departure.endsOn,
      cme_hours: p.facts.content.cme_hours,
    };
  }

  function toSelection(refId: string, s: StoredSelection, p: Priced, toPrice: ToPrice): ConferenceSelection {
    return {
      ref_id: refId,
      expires_at: s.expiresAt,
      conference: card(p),
      departure_id: p.departure.id,
      left: p.category.left,
      period: p.period,
      lines: p.lines.map((line) => ({
        category: line.category,
        count: line.count,
        unit: toPrice(line.unit),
        total: toPrice(line.unit * BigInt(line.count)),
      })),
      total: toPrice(p.totalIqd),
      cancellation: p.tiers,
      hold: { allowed: p.holdUntil !== null, until: p.holdUntil === null ? null : new Date(p.holdUntil).toISOString() },
    };
  }

  const selections = departureSelections({ sessions, currencies, kind: KIND, price, toSelection });
  const load = selections.load;

  /** The attendees match the categories chosen; each but an accompanying person names where they work. */
  function checkAttendees(body: z.output<typeof ConferenceBookingBodySchema>, counts: Counts) {
    const fields: Array<{ field: string; key: MessageKey }> = [];
    if (REGISTRATION_CATEGORIES.some((c) => body.attendees.filter((a) => a.category === c).length !== counts[c]))
      fields.push({ field: 'attendees', key: 'attendee_count_mismatch' });
    body.attendees.forEach((a, i) => {
      if (a.category !== 'accompanying' && a.institution === '')
        fields.push({ field: `attendees.${i}.institution`, key: 'institution_required' });
      if (PROFESSIONAL.includes(a.category) && a.licence_number === '')
        fields.push({ field: `attendees.${i}.licence_number`, key: 'syndicate_number_required' });
    });
    if (fields.length) throw new AppError('validation_failed', { fields });
  }

  return {
    async select(
      body: z.output<typeof ConferenceSelectionBodySchema>,
      currency: string,
      userId?: string,
    ): Promise<ConferenceSelection> {
      const counts = body.attendees;
      const total = REGISTRATION_CATEGORIES.reduce((s, c) => s + counts[c], 0);
      if (total === 0) fieldError('attendees.specialist', 'required');
      if (total === counts.accompanying) fieldError('attendees.accompanying', 'accompanying_needs_attendee');
      if (total > MAX_ATTENDEES) fieldError('attendees.specialist', 'too_many_travellers', { max: MAX_ATTENDEES });
      return selections.save({ departure_id: body.departure_id, attendees: counts }, currency, userId);
    },

    reprice: (refId: string, currency: string, userId?: string): Promise<PricedConferenceSelection> =>
      selections.reprice(refId, currency, userId),

    /** Through the checkout (decision 064); the places are taken in its transaction, so none is sold twice. */
    book(
      checkout: Checkout,
      ctx: AuthContext,
      body: z.output<typeof ConferenceBookingBodySchema>,
      displayCurrency: string,
      idempotencyKey?: string,
    ) {
      return checkout<TakenPlaces>(ctx, {
        service: 'conference',
        payment: body.payment,
        displayCurrency,
        idempotencyKey,
        async prepare(currency) {
          const s = await load(body.ref_id);
          const priced = await price(s.query, ctx.user.id);
          const selection = toSelection(body.ref_id, s, priced, await priceFn(currencies, currency));
          if (!priced.available) throw new AppError('departure_full');
          if (priced.totalIqd.toString() !== body.accepted_total_iqd)
            throw new AppError('price_changed', {
              params: { price: `${selection.total.amount} ${selection.total.currency}` },
              extra: { selection },
            });
          checkAttendees(body, s.query.attendees);
          const details: ConferenceBookingDetails = {
            badge: newReference('MC', 8),
            conference: selection.conference,
            departure_id: priced.departure.id,
            period: priced.period,
            lines: selection.lines,
            total: selection.total,
            cancellation: priced.tiers,
            contact: body.contact,
          };
          const { places } = priced;
          const categoryId = priced.category.id;
          return {
            totalIqd: priced.totalIqd,
            holdUntil: priced.holdUntil === null ? null : new Date(priced.holdUntil),
            details: (taken) => ({ booking: details, ...storedPlaces(taken) }),
            travellers: body.attendees,
            priceSnapshot: { quoted_total_iqd: s.quotedTotalIqd },
            supplier: placesSupplier(categoryId, places, undefined, { waitlist: deps.waitlist, userId: ctx.user.id }),
          };
        },
      });
    },

    handler(): ServiceHandler<'conference'> {
      return departureHandler<'conference'>({
        waitlist: deps.waitlist,
        details: ConferenceBookingDetailsSchema,
        traveller: ConferenceAttendeeSchema,
        startsOn: (b) => b.conference.starts_on,
        tiers: (b) => b.cancellation,
        title: (b, lang) => b.conference.title[lang],
      });
    },
  };
}
export type ConferenceSales = ReturnType<typeof createConferenceSales>;
