import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FlightSearchResultSchema, type FlightSearch, type Offer } from '@portal/contracts/flights';
import { convertMinorUp, formatMinor } from '../../../lib/money.js';
import { FlightIndex } from './flight-index.js';
import { reasonableSearch } from './itinerary-quality.js';
import { generateNetwork } from './network.js';
import {
  buildOffers,
  combineOffers,
  dictionariesFor,
  networkNames,
  offerId,
  parseLegsKey,
  priceItineraries,
  searchAnswerBody,
  summarize,
  type PricedItinerary,
  type PricingContext,
} from './offers.js';
import { priceConverter } from '../../../lib/money.js';
import { routeBaseFare } from './pricing.js';
import { CARRIERS } from './reference-data.js';
import { addDays } from '../../../lib/time-zones.js';

const network = generateNetwork();
const index = new FlightIndex(network.airports, network.schedules);
const lowCost = new Map(CARRIERS.map((c) => [c.code, c.lowCost]));
const TODAY = '2026-11-20';

function context(sold = new Map<string, number>()): PricingContext {
  return {
    index,
    carriers: new Map(CARRIERS.map((c) => [c.code, c])),
    baseFares: new Map(
      network.schedules.map((s) => [s.key, routeBaseFare(s.distanceKm, lowCost.get(s.carrier) ?? false)]),
    ),
    sold,
    today: TODAY,
    toPrice: priceConverter('USD', '0.00076'),
  };
}

const query = (
  trip: FlightSearch['trip'],
  slices: Array<[string, string, number]>,
  pax = [1, 0, 0],
  cabin = 'economy',
) =>
  ({
    trip,
    cabin,
    adults: pax[0],
    children: pax[1],
    infants: pax[2],
    slices: slices.map(([origin, destination, days]) => ({ origin, destination, date: addDays(TODAY, days) })),
  }) as FlightSearch;

const QUERIES: FlightSearch[] = [
  query('round', [
    ['BSR', 'FRA', 14],
    ['FRA', 'BSR', 21],
  ]),
  query('oneway', [['BGW', 'IST', 9]], [2, 1, 1]),
  query('roundopen', [['BGW', 'IST', 30]], [2, 2, 1]),
  query(
    'multi',
    [
      ['BGW', 'IST', 14],
      ['IST', 'FRA', 17],
      ['FRA', 'BGW', 21],
    ],
    [1, 0, 0],
    'business',
  ),
];

describe('search answers', () => {
  it.each(QUERIES.map((q) => [q.trip, q] as const))(
    '%s: summaries are the full offers without their breakdown, and the answer bytes are their JSON',
    (_trip, q) => {
      // Some flights partly sold, so fare buckets and closed families show up.
      const sold = new Map<string, number>();
      let i = 0;
      for (const s of network.schedules) if (i++ % 7 === 0) sold.set(`${s.key}|${q.slices[0]!.date}|${q.cabin}`, 100);
      const itineraries = q.slices.map((s) => reasonableSearch(index, s));
      const full = buildOffers(context(sold), q, itineraries);
      const ctx = context(sold);
      const summary = combineOffers(
        ctx,
        q,
        itineraries.map((list) => priceItineraries(ctx, q, list)),
        { detail: false },
      );
      expect(full.offers.length).toBeGreaterThan(0);
      expect(summary.offers).toEqual(full.offers.map((o: PricedItinerary) => summarize(o)));
      expect(summary.stored).toEqual(full.stored);

      const body = searchAnswerBody(
        '{"data":{"session_id":"s","expires_at":"e","query":{},',
        networkNames(ctx),
        summary.offers,
        '}}',
      );
      const expected = JSON.stringify({
        data: {
          session_id: 's',
          expires_at: 'e',
          query: {},
          offers: summary.offers,
          dictionaries: dictionariesFor(networkNames(ctx), summary.offers),
        },
      });
      expect(body.toString('utf8')).toBe(expected);
      // And it is a valid search result (with the query filled in).
      const parsed = JSON.parse(body.toString('utf8')) as { data: Record<string, unknown> };
      expect(() => FlightSearchResultSchema.parse({ ...parsed.data, query: q })).not.toThrow();
    },
  );

  it('gives every offer of a search its own id, the same when the offer is built again', () => {
    const q = QUERIES[0]!;
    const itineraries = q.slices.map((s) => reasonableSearch(index, s));
    const a = buildOffers(context(), q, itineraries, { detail: false }).offers;
    const b = buildOffers(context(), q, itineraries, { detail: false }).offers;
    expect(new Set(a.map((o: Offer) => o.id)).size).toBe(a.length);
    expect(b.map((o: Offer) => o.id)).toEqual(a.map((o: Offer) => o.id));
    for (const o of a) expect(o.id).toMatch(/^[\w-]{16}$/);
    expect(offerId(['TK1@2026-12-01'], 'economy|oneway')).not.toBe(offerId(['TK1@2026-12-02'], 'economy|oneway'));
    expect(offerId(['TK1@2026-12-01', 'TK2@2026-12-08'], 'economy|round')).not.toBe(
      offerId(['TK2@2026-12-08', 'TK1@2026-12-01'], 'economy|round'),
    );
    expect(offerId(['TK1@2026-12-01'], 'economy|oneway')).not.toBe(offerId(['TK1@2026-12-01'], 'business|oneway'));
    // The id of a stored offer is rebuilt from what the session keeps.
    const stored = buildOffers(context(), q, itineraries, { detail: false }).stored[0]!;
    expect(offerId(stored.slices, `${q.cabin}|${q.trip}`)).toBe(stored.id);
  });

  it('stores each slice as its legs, which read back as [schedule, date] pairs', () => {
    const q = QUERIES[0]!;
    const { stored, offers } = buildOffers(
      context(),
      q,
      q.slices.map((s) => reasonableSearch(index, s)),
    );
    const legs = parseLegsKey(stored[0]!.slices[0]!);
    expect(legs.length).toBe(offers[0]!.slices[0]!.segments.length);
    expect(legs.map(([key]) => key)).toEqual(
      offers[0]!.slices[0]!.segments.map((s) => s.flight_number.replace(' ', '')),
    );
    for (const [, date] of legs) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('prices in the display currency', () => {
  it('converts exactly as convertMinorUp does, for any amount and rate', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.constantFrom('USD', 'EUR', 'TRY', 'AED', 'JOD', 'IQD'),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 9 }),
        (amount, code, digits, shift) => {
          const rate = (digits / 10 ** shift).toFixed(shift);
          const price = priceConverter(code, rate)(amount);
          expect(price.iqd).toBe(amount.toString());
          expect(price.currency).toBe(code);
          const expected = code === 'IQD' ? amount : convertMinorUp(amount, { code: 'IQD', rate: '1' }, { code, rate });
          expect(price.amount).toBe(formatMinor(expected, code));
        },
      ),
      { numRuns: 300 },
    );
  });
});
