import { createHash } from 'node:crypto';
import type {
  Dictionaries,
  FareFamily,
  Fare,
  FlightSearch,
  Offer,
  PassengerType,
  Price,
  PricedOffer,
  Segment,
  Slice,
} from '@portal/contracts/flights';
import type { FlightIndex, FlightLeg } from './flight-index.js';
import type { Cabin } from './network.js';
import type { Carrier, NetworkAirport } from './reference-data.js';
import { addDays, localTime } from './time-zones.js';
import {
  SERVICE_FEE_IQD,
  THROUGH_FARE_DISCOUNT,
  familiesFor,
  legAdultPrice,
  passengerLegPrice,
  roundFare,
  type FamilyRule,
  type LegPrice,
} from './pricing.js';

export interface PricingContext {
  index: FlightIndex;
  carriers: Map<string, Carrier>;
  baseFares: Map<string, number>;
  /** Seats sold per `${scheduleKey}|${date}|${cabin}`. */
  sold: Map<string, number>;
  today: string;
  toPrice: (iqd: bigint) => Price;
  /** Per-leg quotes already computed in this search. */
  legQuotes?: WeakMap<FlightLeg, LegQuote>;
  openReturnQuotes?: WeakMap<FlightLeg, LegQuote>;
}

/** What a session keeps of an offer to rebuild and re-price it later. */
export interface StoredOffer {
  id: string;
  slices: Array<Array<[string, string]>>;
  openReturn: { origin: string; destination: string; validUntil: string } | null;
  totals: Partial<Record<FareFamily, string>>;
}

const PASSENGERS: PassengerType[] = ['adult', 'child', 'infant'];
export const soldKey = (key: string, date: string, cabin: Cabin) => `${key}|${date}|${cabin}`;

function capacity(leg: FlightLeg, cabin: Cabin): number {
  return leg.schedule.aircraft.seats[cabin];
}

function seatsLeft(ctx: PricingContext, leg: FlightLeg, cabin: Cabin): number {
  return capacity(leg, cabin) - (ctx.sold.get(soldKey(leg.schedule.key, leg.date, cabin)) ?? 0);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

interface FamilyTotals {
  rule: FamilyRule;
  seatsLeft: number;
  perType: Record<PassengerType, { base: number; taxes: number; fees: number }>;
}

/** Prices one slice (one or more legs) in every family of the cabin that is on sale on all its legs. */
/** A leg's seats and its per-passenger prices in each family of the cabin (null where the family is closed). */
interface LegQuote {
  capacity: number;
  seats: number;
  prices: Array<Record<PassengerType, LegPrice> | null>;
}

/**
 * Quotes a leg once per search: itineraries share legs (every connection through a hub repeats the same
 * flights), so prices are computed per leg and summed per itinerary.
 */
function quoteLeg(
  ctx: PricingContext,
  leg: FlightLeg,
  cabin: Cabin,
  families: FamilyRule[],
  openReturn: boolean,
): LegQuote {
  const cache = openReturn ? (ctx.openReturnQuotes ??= new WeakMap()) : (ctx.legQuotes ??= new WeakMap());
  const known = cache.get(leg);
  if (known) return known;
  const cap = capacity(leg, cabin);
  const seats = openReturn ? cap : seatsLeft(ctx, leg, cabin);
  const load = cap > 0 ? 1 - seats / cap : 1;
  const daysAhead = openReturn ? 30 : daysBetween(ctx.today, leg.date);
  const originCountry = ctx.index.country(leg.schedule.origin) ?? '';
  const prices = families.map((rule) => {
    if (cap === 0 || (!openReturn && load >= rule.closesAtLoad)) return null;
    const adult = legAdultPrice({
      schedule: leg.schedule,
      baseFareIqd: ctx.baseFares.get(leg.schedule.key) ?? 0,
      family: rule,
      load: openReturn ? 0.5 : load,
      daysAhead,
      date: leg.date,
      originCountry,
    });
    return { adult, child: passengerLegPrice(adult, 'child'), infant: passengerLegPrice(adult, 'infant') };
  });
  const quote = { capacity: cap, seats, prices };
  cache.set(leg, quote);
  return quote;
}

/** Prices one slice (one or more legs) in every family of the cabin that is on sale on all its legs. */
function priceLegs(
  ctx: PricingContext,
  legs: FlightLeg[],
  query: FlightSearch,
  opts: { openReturn?: boolean } = {},
): FamilyTotals[] {
  const seated = query.adults + query.children;
  const families = familiesFor(query.cabin);
  const quotes = legs.map((leg) => quoteLeg(ctx, leg, query.cabin, families, opts.openReturn ?? false));
  if (quotes.some((q) => q.capacity === 0 || q.seats < seated)) return [];
  const left = Math.min(...quotes.map((q) => q.seats));
  const discount = (legs.length > 1 ? THROUGH_FARE_DISCOUNT : 1) * (opts.openReturn ? 1.1 : 1);
  const out: FamilyTotals[] = [];
  families.forEach((rule, f) => {
    if (opts.openReturn && !rule.openReturn) return;
    if (quotes.some((q) => !q.prices[f])) return;
    const perType = {} as FamilyTotals['perType'];
    for (const type of PASSENGERS) {
      let base = 0;
      let taxes = 0;
      for (const q of quotes) {
        base += q.prices[f]![type].base;
        taxes += q.prices[f]![type].taxes;
      }
      perType[type] = { base: roundFare(base * discount), taxes, fees: SERVICE_FEE_IQD[type] };
    }
    out.push({ rule, seatsLeft: left, perType });
  });
  return out;
}

function counts(query: FlightSearch): Record<PassengerType, number> {
  return { adult: query.adults, child: query.children, infant: query.infants };
}

function totalOf(query: FlightSearch, perType: FamilyTotals['perType']): bigint {
  const n = counts(query);
  return PASSENGERS.reduce((sum, t) => sum + BigInt((perType[t].base + perType[t].taxes + perType[t].fees) * n[t]), 0n);
}

export function airportDto(a: NetworkAirport) {
  return {
    code: a.code,
    name: a.name,
    city: a.city,
    country: a.country,
    country_name: a.countryName,
    time_zone: a.timeZone,
  };
}

export function carrierDto(c: Carrier) {
  return { code: c.code, name: c.name, logo_url: `/uploads/site/carriers/${c.code}.svg` };
}

/** The airports and carriers the offers mention, once each. */
export function dictionariesFor(ctx: Pick<PricingContext, 'index' | 'carriers'>, offers: Offer[]): Dictionaries {
  const airports: Dictionaries['airports'] = {};
  const carriers: Dictionaries['carriers'] = {};
  const addAirport = (code: string) => {
    if (!airports[code]) airports[code] = airportDto(ctx.index.airport(code)!);
  };
  for (const o of offers) {
    for (const slice of o.slices) {
      for (const seg of slice.segments) {
        addAirport(seg.origin);
        addAirport(seg.destination);
        if (!carriers[seg.carrier]) carriers[seg.carrier] = carrierDto(ctx.carriers.get(seg.carrier)!);
      }
    }
    if (o.open_return) {
      addAirport(o.open_return.origin);
      addAirport(o.open_return.destination);
    }
  }
  return { airports, carriers };
}

export function sliceDto(ctx: Pick<PricingContext, 'index' | 'carriers'>, legs: FlightLeg[]): Slice {
  const segments: Segment[] = legs.map((leg, i) => {
    const o = ctx.index.airport(leg.schedule.origin)!;
    const d = ctx.index.airport(leg.schedule.destination)!;
    const next = legs[i + 1];
    return {
      flight_number: leg.schedule.flightNumber,
      carrier: leg.schedule.carrier,
      origin: o.code,
      destination: d.code,
      departure_local: localTime(leg.depUtc, o.timeZone),
      arrival_local: localTime(leg.arrUtc, d.timeZone),
      departure_utc: new Date(leg.depUtc).toISOString(),
      arrival_utc: new Date(leg.arrUtc).toISOString(),
      duration_minutes: leg.schedule.durationMinutes,
      aircraft: leg.schedule.aircraft.name,
      distance_km: leg.schedule.distanceKm,
      layover_minutes: next ? Math.round((next.depUtc - leg.arrUtc) / 60_000) : null,
    };
  });
  return {
    origin: legs[0]!.schedule.origin,
    destination: legs.at(-1)!.schedule.destination,
    departure_local: segments[0]!.departure_local,
    arrival_local: segments.at(-1)!.arrival_local,
    duration_minutes: Math.round((legs.at(-1)!.arrUtc - legs[0]!.depUtc) / 60_000),
    stops: legs.length - 1,
    segments,
  };
}

interface PricedSlice {
  legs: FlightLeg[];
  families: FamilyTotals[];
  cheapest: bigint;
}

function priceSlice(ctx: PricingContext, legs: FlightLeg[], query: FlightSearch): PricedSlice | null {
  const families = priceLegs(ctx, legs, query);
  if (families.length === 0) return null;
  const cheapest = families.reduce(
    (m, f) => (totalOf(query, f.perType) < m ? totalOf(query, f.perType) : m),
    totalOf(query, families[0]!.perType),
  );
  return { legs, families, cheapest };
}

const MAX_OFFERS = 150;

/**
 * Builds offers from the itineraries of each slice: one-way offers are the itineraries themselves;
 * round and multi-destination trips pair each slice with the cheapest matching ones of the next slices
 * (same validating carrier first); round-open adds an open return priced on the reverse route.
 */
export function buildOffers(
  ctx: PricingContext,
  query: FlightSearch,
  itineraries: FlightLeg[][][],
): { offers: PricedOffer[]; stored: StoredOffer[] } {
  const priced = itineraries.map((list) =>
    list
      .map((legs) => priceSlice(ctx, legs, query))
      .filter((p): p is PricedSlice => p !== null)
      .sort((a, b) =>
        a.cheapest < b.cheapest ? -1 : a.cheapest > b.cheapest ? 1 : a.legs[0]!.depUtc - b.legs[0]!.depUtc,
      ),
  );
  if (priced.some((p) => p.length === 0)) return { offers: [], stored: [] };

  let combos: Array<{ slices: PricedSlice[]; total: bigint }> = priced[0]!
    .slice(0, MAX_OFFERS)
    .map((p) => ({ slices: [p], total: p.cheapest }));
  for (let s = 1; s < priced.length; s++) {
    const perCombo = s === 1 && priced.length === 2 ? 3 : 2;
    const next: typeof combos = [];
    for (const combo of combos) {
      const carrier = combo.slices[0]!.legs[0]!.schedule.carrier;
      const lastArrival = combo.slices.at(-1)!.legs.at(-1)!.arrUtc;
      // Cheapest first: take the first few that leave after the last arrival, same carrier preferred.
      const same: PricedSlice[] = [];
      const any: PricedSlice[] = [];
      for (const p of priced[s]!) {
        if (p.legs[0]!.depUtc <= lastArrival) continue;
        if (p.legs[0]!.schedule.carrier === carrier) same.push(p);
        else if (any.length < perCombo) any.push(p);
        if (same.length >= perCombo) break;
      }
      for (const p of (same.length ? same : any).slice(0, perCombo))
        next.push({ slices: [...combo.slices, p], total: combo.total + p.cheapest });
    }
    combos = next.sort((a, b) => (a.total < b.total ? -1 : a.total > b.total ? 1 : 0)).slice(0, MAX_OFFERS * 2);
  }

  const offers: PricedOffer[] = [];
  const stored: StoredOffer[] = [];
  for (const { slices: combo } of combos) {
    const openReturn = query.trip === 'roundopen' ? openReturnFor(ctx, query, combo[0]!.legs) : null;
    if (query.trip === 'roundopen' && !openReturn) continue;
    const fares = faresFor(ctx, query, combo, openReturn?.families ?? null);
    if (fares.length === 0) continue;
    const legsKey = combo.map((p) => p.legs.map((l) => `${l.schedule.key}@${l.date}`).join('+')).join('/');
    const id = createHash('sha256').update(`${legsKey}|${query.cabin}|${query.trip}`).digest('base64url').slice(0, 16);
    const carriers = [...new Set(combo.flatMap((p) => p.legs.map((l) => l.schedule.carrier)))];
    const open = openReturn
      ? {
          origin: query.slices[0]!.destination,
          destination: query.slices[0]!.origin,
          valid_until: addDays(query.slices[0]!.date, 182),
        }
      : null;
    offers.push({
      id,
      slices: combo.map((p) => sliceDto(ctx, p.legs)),
      open_return: open,
      carriers,
      validating_carrier: combo[0]!.legs[0]!.schedule.carrier,
      fares: fares.map((f) => f.dto),
    });
    stored.push({
      id,
      slices: combo.map((p) => p.legs.map((l) => [l.schedule.key, l.date] as [string, string])),
      openReturn: open ? { origin: open.origin, destination: open.destination, validUntil: open.valid_until } : null,
      totals: Object.fromEntries(fares.map((f) => [f.dto.family, f.total.toString()])),
    });
    if (offers.length >= MAX_OFFERS) break;
  }
  return { offers, stored };
}

/** Search results list fares without their breakdown; the booking page re-prices one offer in full. */
export function summarize(offer: PricedOffer): Offer {
  return {
    ...offer,
    fares: offer.fares.map((f) => ({
      family: f.family,
      cabin: f.cabin,
      baggage: f.baggage,
      refund: f.refund,
      refund_penalty_percent: f.refund_penalty_percent,
      change: f.change,
      change_fee_percent: f.change_fee_percent,
      seats_left: f.seats_left,
      total: f.total,
    })),
  };
}

function openReturnFor(ctx: PricingContext, query: FlightSearch, outbound: FlightLeg[]) {
  const families = priceLegs(ctx, [...outbound].reverse(), query, { openReturn: true });
  return families.length ? { families } : null;
}

/** Families on sale on every slice of the combination, with their summed prices, cheapest first. */
function faresFor(
  ctx: PricingContext,
  query: FlightSearch,
  combo: PricedSlice[],
  openReturn: FamilyTotals[] | null,
): Array<{ dto: Fare; total: bigint }> {
  const parts = openReturn ? [...combo.map((p) => p.families), openReturn] : combo.map((p) => p.families);
  const n = counts(query);
  const fares: Array<{ dto: Fare; total: bigint }> = [];
  for (const rule of familiesFor(query.cabin)) {
    const found = parts.map((fams) => fams.find((f) => f.rule.family === rule.family));
    if (found.some((f) => !f)) continue;
    const perType = {
      adult: { base: 0, taxes: 0, fees: 0 },
      child: { base: 0, taxes: 0, fees: 0 },
      infant: { base: 0, taxes: 0, fees: 0 },
    };
    for (const f of found as FamilyTotals[]) {
      for (const t of PASSENGERS) {
        perType[t].base += f.perType[t].base;
        perType[t].taxes += f.perType[t].taxes;
        perType[t].fees += f.perType[t].fees;
      }
    }
    const lowCost = combo.every((p) => p.legs.every((l) => ctx.carriers.get(l.schedule.carrier)?.lowCost));
    const totals = { base: 0n, taxes: 0n, fees: 0n };
    const perPassenger = PASSENGERS.filter((t) => n[t] > 0).map((t) => {
      const c = BigInt(n[t]);
      totals.base += BigInt(perType[t].base) * c;
      totals.taxes += BigInt(perType[t].taxes) * c;
      totals.fees += BigInt(perType[t].fees) * c;
      const one = perType[t];
      return {
        type: t,
        count: n[t],
        base: ctx.toPrice(BigInt(one.base)),
        taxes: ctx.toPrice(BigInt(one.taxes)),
        fees: ctx.toPrice(BigInt(one.fees)),
        total: ctx.toPrice(BigInt(one.base + one.taxes + one.fees)),
      };
    });
    const total = totals.base + totals.taxes + totals.fees;
    fares.push({
      total,
      dto: {
        family: rule.family,
        cabin: rule.cabin,
        baggage: rule.baggage(lowCost),
        refund: rule.refund,
        refund_penalty_percent: rule.refundPenaltyPercent,
        change: rule.change,
        change_fee_percent: rule.changeFeePercent,
        seats_left: Math.min(...(found as FamilyTotals[]).map((f) => f.seatsLeft)),
        per_passenger: perPassenger,
        base: ctx.toPrice(totals.base),
        taxes: ctx.toPrice(totals.taxes),
        fees: ctx.toPrice(totals.fees),
        total: ctx.toPrice(total),
      },
    });
  }
  return fares.sort((a, b) => (a.total < b.total ? -1 : a.total > b.total ? 1 : 0));
}
