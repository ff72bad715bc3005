import type {
  Baggage,
  Dictionaries,
  FareFamily,
  Fare,
  FareSummary,
  FlightSearch,
  Offer,
  PassengerType,
  Price,
  PricedOffer,
  Segment,
  Slice,
} from '@portal/contracts/flights';
import type { FlightIndex, FlightLeg } from './flight-index.js';
import type { DictionarySource, SessionOffer } from '../flight-supplier.js';
import type { Cabin } from './network.js';
import type { Carrier, NetworkAirport } from './reference-data.js';
import { addDays, localTime } from '../../../lib/time-zones.js';
import {
  SERVICE_FEE_IQD,
  THROUGH_FARE_DISCOUNT,
  familiesFor,
  demandFactor,
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

/** What a session keeps of a built-in offer to rebuild and re-price it later (no supplier code: the built-in's). */
export interface StoredOffer extends SessionOffer {
  /** Per slice, its legs as `schedule@date`, joined by `+` (see `parseLegsKey`). */
  slices: string[];
  openReturn: { origin: string; destination: string; validUntil: string } | null;
  totals: Partial<Record<FareFamily, string>>;
}

/** A built-in offer priced in full, before the supplier adds its deadlines. */
export type PricedItinerary = Omit<PricedOffer, 'expires_at' | 'hold_until'>;

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
  /** What the query's passengers together pay in this family, IQD. */
  total: number;
}

/** Families of a cabin by their position in `familiesFor(cabin)`; a hole where the family is not on sale. */
type FamiliesByRule = Array<FamilyTotals | undefined>;

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
  const pricedLoad = openReturn ? 0.5 : load;
  // The same for every family of the leg.
  const demand = demandFactor({ daysAhead, load: pricedLoad, scheduleKey: leg.schedule.key, date: leg.date });
  const baseFareIqd = ctx.baseFares.get(leg.schedule.key) ?? 0;
  const prices = families.map((rule) => {
    if (cap === 0 || (!openReturn && load >= rule.closesAtLoad)) return null;
    const adult = legAdultPrice({
      schedule: leg.schedule,
      baseFareIqd,
      family: rule,
      load: pricedLoad,
      daysAhead,
      date: leg.date,
      originCountry,
      demand,
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
): FamiliesByRule | null {
  const seated = query.adults + query.children;
  const families = familiesFor(query.cabin);
  const openReturn = opts.openReturn ?? false;
  const quotes = legs.map((leg) => quoteLeg(ctx, leg, query.cabin, families, openReturn));
  let left = Infinity;
  for (const q of quotes) {
    if (q.capacity === 0 || q.seats < seated) return null;
    left = Math.min(left, q.seats);
  }
  const discount = (legs.length > 1 ? THROUGH_FARE_DISCOUNT : 1) * (openReturn ? 1.1 : 1);
  const n = counts(query);
  const out: FamiliesByRule = new Array<FamilyTotals | undefined>(families.length);
  let any = false;
  families.forEach((rule, f) => {
    if (openReturn && !rule.openReturn) return;
    if (quotes.some((q) => !q.prices[f])) return;
    const perType = {} as FamilyTotals['perType'];
    let total = 0;
    for (const type of PASSENGERS) {
      let base = 0;
      let taxes = 0;
      for (const q of quotes) {
        base += q.prices[f]![type].base;
        taxes += q.prices[f]![type].taxes;
      }
      const one = { base: roundFare(base * discount), taxes, fees: SERVICE_FEE_IQD[type] };
      perType[type] = one;
      total += (one.base + one.taxes + one.fees) * n[type];
    }
    out[f] = { rule, seatsLeft: left, perType, total };
    any = true;
  });
  return any ? out : null;
}

function counts(query: FlightSearch): Record<PassengerType, number> {
  return { adult: query.adults, child: query.children, infant: query.infants };
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
  return { code: c.code, name: c.name, logo_url: c.logoUrl || `/uploads/site/carriers/${c.code}.svg` };
}

/**
 * The network's names as a supplier's dictionary source: one object per network (index and carriers), so
 * that the JSON of its entries, made once, serves every answer (`searchAnswerBody`).
 */
const networkSources = new WeakMap<FlightIndex, { carriers: Map<string, Carrier>; source: DictionarySource }>();
export function networkNames(ctx: Pick<PricingContext, 'index' | 'carriers'>): DictionarySource {
  const known = networkSources.get(ctx.index);
  if (known && known.carriers === ctx.carriers) return known.source;
  const { index, carriers } = ctx;
  const source: DictionarySource = {
    airport: (code) => {
      const a = index.airport(code);
      return a && airportDto(a);
    },
    carrier: (code) => {
      const c = carriers.get(code);
      return c && carrierDto(c);
    },
  };
  networkSources.set(index, { carriers, source });
  return source;
}

/** The airports and carriers the offers mention, once each. */
export function dictionariesFor(names: DictionarySource, offers: Offer[]): Dictionaries {
  const airports: Dictionaries['airports'] = {};
  const carriers: Dictionaries['carriers'] = {};
  const addAirport = (code: string) => {
    if (!airports[code]) airports[code] = names.airport(code)!;
  };
  for (const o of offers) {
    for (const slice of o.slices) {
      for (const seg of slice.segments) {
        addAirport(seg.origin);
        addAirport(seg.destination);
        if (!carriers[seg.carrier]) carriers[seg.carrier] = names.carrier(seg.carrier)!;
      }
    }
    if (o.open_return) {
      addAirport(o.open_return.origin);
      addAirport(o.open_return.destination);
    }
  }
  return { airports, carriers };
}

/**
 * Slices by itinerary. An itinerary (the array of its legs) is built by one search and may be kept for
 * reuse (flights.service keeps each slice's itineraries per network); its slice, and that slice's JSON,
 * are built once for as long as it lives, however many offers and answers show it.
 */
const sliceCache = new WeakMap<FlightLeg[], Slice>();
const sliceBuffers = new WeakMap<Slice, Buffer>();

function sliceOf(ctx: Pick<PricingContext, 'index' | 'carriers'>, legs: FlightLeg[]): Slice {
  let slice = sliceCache.get(legs);
  if (!slice) sliceCache.set(legs, (slice = sliceDto(ctx, legs)));
  return slice;
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

/** An itinerary with its fares in every family on sale: what offers are combined from. */
export interface PricedSlice {
  legs: FlightLeg[];
  families: FamiliesByRule;
  /** The cheapest family's total for the query's passengers, IQD. */
  cheapest: number;
  /** `schedule@date` of each leg: the itinerary's identity, and the last tie-break of the ordering. */
  key: string;
}

const legsKeyOf = (legs: FlightLeg[]) => legs.map((l) => `${l.schedule.key}@${l.date}`).join('+');

/** The legs of a slice as `legsKeyOf` wrote them: [schedule key, date] each. */
export function parseLegsKey(key: string): Array<[string, string]> {
  return key.split('+').map((leg) => {
    const at = leg.lastIndexOf('@');
    return [leg.slice(0, at), leg.slice(at + 1)];
  });
}

function priceSlice(ctx: PricingContext, legs: FlightLeg[], query: FlightSearch): PricedSlice | null {
  const families = priceLegs(ctx, legs, query);
  if (!families) return null;
  let cheapest = Infinity;
  for (const f of families) if (f && f.total < cheapest) cheapest = f.total;
  return { legs, families, cheapest, key: legsKeyOf(legs) };
}

/** Cheapest first, then earliest, then by flights: the same order whatever order the search found them in. */
function byPrice(a: PricedSlice, b: PricedSlice): number {
  if (a.cheapest !== b.cheapest) return a.cheapest < b.cheapest ? -1 : 1;
  const dep = a.legs[0]!.depUtc - b.legs[0]!.depUtc;
  if (dep !== 0) return dep;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
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
  options?: { detail: true },
): { offers: PricedItinerary[]; stored: StoredOffer[] };
/** Search results: fares as summaries (no per-passenger breakdown), which is all a result list shows. */
export function buildOffers(
  ctx: PricingContext,
  query: FlightSearch,
  itineraries: FlightLeg[][][],
  options: { detail: false },
): { offers: Offer[]; stored: StoredOffer[] };
export function buildOffers(
  ctx: PricingContext,
  query: FlightSearch,
  itineraries: FlightLeg[][][],
  options: { detail: boolean } = { detail: true },
): { offers: Offer[]; stored: StoredOffer[] } {
  return combineOffers(
    ctx,
    query,
    itineraries.map((list) => priceItineraries(ctx, query, list)),
    options,
  );
}

/**
 * The itineraries of one slice that are on sale for the query's cabin and passengers, priced in each
 * family, cheapest first. Depends on the seats sold (`ctx.sold`) and the date (`ctx.today`), not on the
 * display currency.
 */
export function priceItineraries(ctx: PricingContext, query: FlightSearch, list: FlightLeg[][]): PricedSlice[] {
  const out: PricedSlice[] = [];
  for (const legs of list) {
    const p = priceSlice(ctx, legs, query);
    if (p) out.push(p);
  }
  return out.sort(byPrice);
}

/** Offers from the priced itineraries of each slice (see `buildOffers`). */
export function combineOffers(
  ctx: PricingContext,
  query: FlightSearch,
  priced: PricedSlice[][],
  { detail }: { detail: boolean },
): { offers: Offer[]; stored: StoredOffer[] } {
  if (priced.some((p) => p.length === 0)) return { offers: [], stored: [] };

  let combos: Array<{ slices: PricedSlice[]; total: number }> = priced[0]!
    .slice(0, MAX_OFFERS)
    .map((p) => ({ slices: [p], total: p.cheapest }));
  for (let s = 1; s < priced.length; s++) {
    const perCombo = s === 1 && priced.length === 2 ? 3 : 2;
    const candidates = priced[s]!;
    const byCarrier = carrierLists(candidates);
    const next: typeof combos = [];
    for (const combo of combos) {
      const carrier = combo.slices[0]!.legs[0]!.schedule.carrier;
      const lastArrival = combo.slices.at(-1)!.legs.at(-1)!.arrUtc;
      // Cheapest first: the first few that leave after the last arrival on the same carrier, or, when it
      // has none, on any carrier. Each list keeps the slice's cheapest-first order.
      let picked = firstLeavingAfter(byCarrier.get(carrier) ?? [], lastArrival, perCombo);
      if (picked.length === 0) picked = firstLeavingAfter(candidates, lastArrival, perCombo);
      for (const p of picked) next.push({ slices: [...combo.slices, p], total: combo.total + p.cheapest });
    }
    combos = next.sort((a, b) => a.total - b.total).slice(0, MAX_OFFERS * 2);
  }

  const offers: Offer[] = [];
  const stored: StoredOffer[] = [];
  for (const { slices: combo } of combos) {
    const openReturn = query.trip === 'roundopen' ? openReturnFor(ctx, query, combo[0]!.legs) : null;
    if (query.trip === 'roundopen' && !openReturn) continue;
    const fares = faresFor(ctx, query, combo, openReturn?.families ?? null, detail);
    if (fares.length === 0) continue;
    const id = comboId(combo, `${query.cabin}|${query.trip}`);
    const carriers: string[] = [];
    for (const p of combo)
      for (const l of p.legs) if (!carriers.includes(l.schedule.carrier)) carriers.push(l.schedule.carrier);
    const open = openReturn
      ? {
          origin: query.slices[0]!.destination,
          destination: query.slices[0]!.origin,
          valid_until: addDays(query.slices[0]!.date, 182),
        }
      : null;
    const dtos = fares.map((f) => f.dto);
    if (!detail)
      Object.defineProperty(dtos, FARES_JSON, { value: `[${fares.map((f) => f.json).join(',')}]`, enumerable: false });
    offers.push({
      id,
      slices: combo.map((p) => sliceOf(ctx, p.legs)),
      open_return: open,
      carriers,
      validating_carrier: combo[0]!.legs[0]!.schedule.carrier,
      fares: dtos,
    });
    stored.push({
      id,
      slices: combo.map((p) => p.key),
      openReturn: open ? { origin: open.origin, destination: open.destination, validUntil: open.valid_until } : null,
      totals: totalsOf(fares),
    });
    if (offers.length >= MAX_OFFERS) break;
  }
  return { offers, stored };
}

/** A slice's itineraries by the carrier of their first flight, each list in the slice's order. */
function carrierLists(slices: PricedSlice[]): Map<string, PricedSlice[]> {
  const lists = new Map<string, PricedSlice[]>();
  for (const p of slices) {
    const carrier = p.legs[0]!.schedule.carrier;
    const list = lists.get(carrier);
    if (list) list.push(p);
    else lists.set(carrier, [p]);
  }
  return lists;
}

/** The first `limit` itineraries of `list` that leave after `after` (UTC epoch ms), in the list's order. */
function firstLeavingAfter(list: PricedSlice[], after: number, limit: number): PricedSlice[] {
  const out: PricedSlice[] = [];
  for (const p of list) {
    if (p.legs[0]!.depUtc <= after) continue;
    out.push(p);
    if (out.length >= limit) break;
  }
  return out;
}

function totalsOf(fares: Array<{ dto: FareSummary; total: bigint }>): StoredOffer['totals'] {
  const totals: StoredOffer['totals'] = {};
  for (const f of fares) totals[f.dto.family] = f.total.toString();
  return totals;
}

/** Search results list fares without their breakdown; the booking page re-prices one offer in full. */
export function summarize(offer: PricedItinerary): Offer {
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
  return families ? { families } : null;
}

/** `JSON.stringify(price)`: amounts are digits (and a point), the currency a code: nothing to escape. */
const SAFE = /^[\w.-]*$/;
function priceJson(p: Price): string {
  if (!SAFE.test(p.amount) || !SAFE.test(p.currency) || !SAFE.test(p.iqd)) return JSON.stringify(p);
  return `{"iqd":"${p.iqd}","amount":"${p.amount}","currency":"${p.currency}"}`;
}

/**
 * Fares of search answers as JSON, kept on their array under a non-enumerable symbol (which JSON.stringify and
 * deep comparisons skip) for `searchAnswerBody`. Not a WeakMap: a search makes hundreds of these arrays that die with its answer, and
 * a WeakMap's entries cost far more to add and to collect (measured: most of `combineOffers`' time).
 */
const FARES_JSON = Symbol('faresJson');
type TextedFares = FareSummary[] & { [FARES_JSON]?: string };

/** A fare summary's JSON up to its seats: the same for every offer in the family (and kind of carrier). */
const summaryHeads = new Map<FamilyRule, [string, string]>();
function summaryJsonHead(rule: FamilyRule, lowCost: boolean): string {
  let both = summaryHeads.get(rule);
  if (!both) {
    const head = (low: boolean) =>
      `${JSON.stringify({
        family: rule.family,
        cabin: rule.cabin,
        baggage: baggageOf(rule, low),
        refund: rule.refund,
        refund_penalty_percent: rule.refundPenaltyPercent,
        change: rule.change,
        change_fee_percent: rule.changeFeePercent,
      }).slice(0, -1)},"seats_left":`;
    summaryHeads.set(rule, (both = [head(false), head(true)]));
  }
  return both[lowCost ? 1 : 0];
}

/** Three 32-bit hashes of a text (FNV-1a and two multiplicative variants), as a start for `offerId`. */
function hash96(text: string): [number, number, number] {
  let a = 0x811c9dc5;
  let b = 0x2545f491;
  let c = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    a = Math.imul(a ^ ch, 0x01000193);
    b = Math.imul(b ^ ch, 0x5bd1e995);
    c = Math.imul(c + ch, 0xcc9e2d51) ^ (c >>> 15);
  }
  return [a, b, c];
}

const fmix = (h: number) => {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

/**
 * An offer's id: 96 bits of a hash of its slices' flights (in order), cabin and trip type, as 16
 * base64url characters. Stable (re-pricing the offer rebuilds the same id) and, at 96 bits, unique among
 * a search's offers; not a secret. Each slice's hash is computed once (`PricedSlice.hash`).
 */
export function offerId(sliceKeys: string[], suffix: string): string {
  return idFrom(
    sliceKeys.map((k) => hash96(k)),
    suffix,
  );
}

function idFrom(parts: Array<[number, number, number]>, suffix: string): string {
  let [a, b, c] = hash96(suffix);
  for (const [x, y, z] of parts) {
    a = Math.imul(a ^ fmix(x), 0x01000193) + 0x632be5ab;
    b = Math.imul(b ^ fmix(y), 0x5bd1e995) + 0x7f4a7c15;
    c = Math.imul(c ^ fmix(z), 0xcc9e2d51) + 0x165667b1;
  }
  const bytes = Buffer.allocUnsafe(12);
  bytes.writeUInt32BE(fmix(a ^ Math.imul(b, 31)), 0);
  bytes.writeUInt32BE(fmix(b ^ c), 4);
  bytes.writeUInt32BE(fmix(c ^ a), 8);
  return bytes.toString('base64url');
}

const sliceHashes = new WeakMap<PricedSlice, [number, number, number]>();
function comboId(combo: PricedSlice[], suffix: string): string {
  return idFrom(
    combo.map((p) => {
      let h = sliceHashes.get(p);
      if (!h) sliceHashes.set(p, (h = hash96(p.key)));
      return h;
    }),
    suffix,
  );
}

/** Baggage of a family, made once per family and carrier kind (search answers only serialize it). */
const baggageCache = new Map<FamilyRule, [Baggage, Baggage]>();
function baggageOf(rule: FamilyRule, lowCost: boolean): Baggage {
  let both = baggageCache.get(rule);
  if (!both) baggageCache.set(rule, (both = [rule.baggage(false), rule.baggage(true)]));
  return both[lowCost ? 1 : 0];
}

/** Families on sale on every slice of the combination, with their summed prices, cheapest first. */
function faresFor(
  ctx: PricingContext,
  query: FlightSearch,
  combo: PricedSlice[],
  openReturn: FamiliesByRule | null,
  detail: boolean,
): Array<{ dto: Fare | FareSummary; total: bigint; json?: string }> {
  const parts = openReturn ? [...combo.map((p) => p.families), openReturn] : combo.map((p) => p.families);
  const n = counts(query);
  const lowCost = combo.every((p) => p.legs.every((l) => ctx.carriers.get(l.schedule.carrier)?.lowCost));
  const fares: Array<{ dto: Fare | FareSummary; total: bigint; json?: string }> = [];
  familiesFor(query.cabin).forEach((rule, r) => {
    const found: FamilyTotals[] = [];
    let seatsLeft = Infinity;
    let sum = 0;
    for (const fams of parts) {
      const f = fams[r];
      if (!f) return;
      found.push(f);
      seatsLeft = Math.min(seatsLeft, f.seatsLeft);
      sum += f.total;
    }
    if (!detail) {
      // A result list shows each family's total only; the booking page asks for the breakdown.
      const total = BigInt(sum);
      const price = ctx.toPrice(total);
      fares.push({
        total,
        dto: {
          family: rule.family,
          cabin: rule.cabin,
          baggage: baggageOf(rule, lowCost),
          refund: rule.refund,
          refund_penalty_percent: rule.refundPenaltyPercent,
          change: rule.change,
          change_fee_percent: rule.changeFeePercent,
          seats_left: seatsLeft,
          total: price,
        },
        json: `${summaryJsonHead(rule, lowCost)}${seatsLeft},"total":${priceJson(price)}}`,
      });
      return;
    }
    const perType = {
      adult: { base: 0, taxes: 0, fees: 0 },
      child: { base: 0, taxes: 0, fees: 0 },
      infant: { base: 0, taxes: 0, fees: 0 },
    };
    for (const f of found) {
      for (const t of PASSENGERS) {
        perType[t].base += f.perType[t].base;
        perType[t].taxes += f.perType[t].taxes;
        perType[t].fees += f.perType[t].fees;
      }
    }
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
        seats_left: seatsLeft,
        per_passenger: perPassenger,
        base: ctx.toPrice(totals.base),
        taxes: ctx.toPrice(totals.taxes),
        fees: ctx.toPrice(totals.fees),
        total: ctx.toPrice(total),
      },
    });
  });
  return fares.sort((a, b) => (a.total < b.total ? -1 : a.total > b.total ? 1 : 0));
}

/**
 * A search answer as UTF-8: `prefix` (the opening of the answer up to its `offers` member), then the
 * offers and the dictionaries, closed. The same bytes as `JSON.stringify` of the objects, but each slice
 * is encoded once for as long as its itinerary lives (a return slice pairs with many outbound ones, and
 * answers to other searches show it too) and the answer is assembled from those pieces, not re-encoded.
 */
export function searchAnswerBody(prefix: string, names: DictionarySource, offers: Offer[], suffix: string): Buffer {
  // Text and encoded slices in order, measured first and then written into one buffer.
  const pieces: Array<string | Buffer> = [];
  let size = 0;
  let text = `${prefix}"offers":[`;
  const flush = () => {
    pieces.push(text);
    size += Buffer.byteLength(text);
    text = '';
  };
  for (let i = 0; i < offers.length; i++) {
    const o = offers[i]!;
    text += `${i ? ',' : ''}{"id":${JSON.stringify(o.id)},"slices":[`;
    for (let k = 0; k < o.slices.length; k++) {
      if (k) text += ',';
      flush();
      const bytes = sliceBytes(o.slices[k]!);
      pieces.push(bytes);
      size += bytes.length;
    }
    text +=
      `],"open_return":${o.open_return ? JSON.stringify(o.open_return) : 'null'},"carriers":${JSON.stringify(o.carriers)},` +
      `"validating_carrier":${JSON.stringify(o.validating_carrier)},"fares":${(o.fares as TextedFares)[FARES_JSON] ?? JSON.stringify(o.fares)}}`;
  }
  text += `],"dictionaries":${dictionariesJson(names, offers)}${suffix}`;
  flush();
  const body = Buffer.allocUnsafe(size);
  let at = 0;
  for (const piece of pieces) {
    if (typeof piece === 'string') at += body.write(piece, at);
    else at += piece.copy(body, at);
  }
  return body;
}

/** The airports and carriers a slice names, in order of appearance, each once. */
const sliceCodes = new WeakMap<Slice, { airports: string[]; carriers: string[] }>();
function codesOf(slice: Slice) {
  let codes = sliceCodes.get(slice);
  if (!codes) {
    const airports: string[] = [];
    const carriers: string[] = [];
    for (const seg of slice.segments) {
      if (!airports.includes(seg.origin)) airports.push(seg.origin);
      if (!airports.includes(seg.destination)) airports.push(seg.destination);
      if (!carriers.includes(seg.carrier)) carriers.push(seg.carrier);
    }
    sliceCodes.set(slice, (codes = { airports, carriers }));
  }
  return codes;
}

/** Dictionary entries as JSON, per dictionary source (the built-in's is one per network). */
const airportText = new WeakMap<DictionarySource, Map<string, string>>();
const carrierText = new WeakMap<DictionarySource, Map<string, string>>();
function entryText<K extends object>(
  cache: WeakMap<K, Map<string, string>>,
  owner: K,
  code: string,
  make: () => unknown,
): string {
  let map = cache.get(owner);
  if (!map) cache.set(owner, (map = new Map()));
  let text = map.get(code);
  if (text === undefined) map.set(code, (text = `${JSON.stringify(code)}:${JSON.stringify(make())}`));
  return text;
}

/** `JSON.stringify(dictionariesFor(names, offers))`, from the distinct slices and entries made once. */
function dictionariesJson(names: DictionarySource, offers: Offer[]): string {
  const seen = new Set<Slice>();
  const airports = new Set<string>();
  const carriers = new Set<string>();
  for (const o of offers) {
    for (const slice of o.slices) {
      if (seen.has(slice)) continue;
      seen.add(slice);
      const codes = codesOf(slice);
      for (const a of codes.airports) airports.add(a);
      for (const c of codes.carriers) carriers.add(c);
    }
    if (o.open_return) {
      airports.add(o.open_return.origin);
      airports.add(o.open_return.destination);
    }
  }
  const a = [...airports].map((code) => entryText(airportText, names, code, () => names.airport(code)));
  const c = [...carriers].map((code) => entryText(carrierText, names, code, () => names.carrier(code)));
  return `{"airports":{${a.join(',')}},"carriers":{${c.join(',')}}}`;
}

function sliceBytes(slice: Slice): Buffer {
  let bytes = sliceBuffers.get(slice);
  if (!bytes) sliceBuffers.set(slice, (bytes = Buffer.from(JSON.stringify(slice))));
  return bytes;
}
