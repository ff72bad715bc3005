import { describe, expect, it } from 'vitest';
import {
  createFareSummary,
  createOffer,
  createSegment,
  createSlice,
  price,
  threeFares,
} from '../../../test/flight-factories';
import { filterFacets, filterOffers, NO_FILTERS, sortOffers, timeWindow } from './filter-offers';

/** Direct Iraqi Airways early in the morning, cheap, without checked bags in its cheapest fare. */
const EARLY_DIRECT = createOffer({
  id: 'EARLY-DIRECT',
  slices: [
    createSlice([
      createSegment({
        origin: 'BGW',
        destination: 'IST',
        departure_local: '2030-03-10T05:30',
        arrival_local: '2030-03-10T08:30',
        departure_utc: '2030-03-10T02:30:00.000Z',
        arrival_utc: '2030-03-10T05:30:00.000Z',
      }),
    ]),
  ],
  fares: threeFares(400_000),
});

/** Turkish via Amman in the evening, one stop, slower, every fare with a bag. */
const EVENING_ONE_STOP = createOffer({
  id: 'EVENING-STOP',
  slices: [
    createSlice([
      createSegment({
        carrier: 'TK',
        flight_number: 'TK 1',
        origin: 'BGW',
        destination: 'AMM',
        departure_local: '2030-03-10T19:00',
        arrival_local: '2030-03-10T20:30',
        departure_utc: '2030-03-10T16:00:00.000Z',
        arrival_utc: '2030-03-10T17:30:00.000Z',
        layover_minutes: 90,
      }),
      createSegment({
        carrier: 'TK',
        flight_number: 'TK 2',
        origin: 'AMM',
        destination: 'IST',
        departure_local: '2030-03-10T22:00',
        arrival_local: '2030-03-11T01:00',
        departure_utc: '2030-03-10T19:00:00.000Z',
        arrival_utc: '2030-03-10T22:00:00.000Z',
      }),
    ]),
  ],
  fares: [
    createFareSummary({
      family: 'classic',
      baggage: { checked: { kg: 20 }, cabin_kg: 8 },
      refund: 'as_per_rules',
      total: price(350_000),
    }),
  ],
});

/** Iraqi Airways at noon, direct, the most expensive, refundable. */
const NOON_DIRECT = createOffer({
  id: 'NOON-DIRECT',
  slices: [
    createSlice([
      createSegment({
        origin: 'BGW',
        destination: 'IST',
        departure_local: '2030-03-10T12:00',
        arrival_local: '2030-03-10T14:40',
        departure_utc: '2030-03-10T09:00:00.000Z',
        arrival_utc: '2030-03-10T11:40:00.000Z',
      }),
    ]),
  ],
  fares: [createFareSummary({ family: 'flex', refund: 'refundable', total: price(900_000) })],
});

const OFFERS = [EARLY_DIRECT, EVENING_ONE_STOP, NOON_DIRECT];
const ids = (listed: ReturnType<typeof filterOffers>) => listed.map((l) => l.offer.id);

describe('sorting', () => {
  const all = filterOffers(OFFERS, NO_FILTERS);

  it('puts the cheapest first by default order of prices', () => {
    expect(ids(sortOffers(all, 'cheapest'))).toEqual(['EVENING-STOP', 'EARLY-DIRECT', 'NOON-DIRECT']);
  });

  it('puts the shortest journey first', () => {
    expect(ids(sortOffers(all, 'fastest'))).toEqual(['NOON-DIRECT', 'EARLY-DIRECT', 'EVENING-STOP']);
  });

  it('orders by take-off, earliest or latest first', () => {
    expect(ids(sortOffers(all, 'earliest'))).toEqual(['EARLY-DIRECT', 'NOON-DIRECT', 'EVENING-STOP']);
    expect(ids(sortOffers(all, 'latest'))).toEqual(['EVENING-STOP', 'NOON-DIRECT', 'EARLY-DIRECT']);
  });
});

describe('filters', () => {
  it('keep non-stop or connecting journeys', () => {
    expect(ids(filterOffers(OFFERS, { ...NO_FILTERS, stops: [0] }))).toEqual(['EARLY-DIRECT', 'NOON-DIRECT']);
    expect(ids(filterOffers(OFFERS, { ...NO_FILTERS, stops: [1] }))).toEqual(['EVENING-STOP']);
  });

  it('keep journeys flown only by the chosen airlines', () => {
    expect(ids(filterOffers(OFFERS, { ...NO_FILTERS, airlines: ['TK'] }))).toEqual(['EVENING-STOP']);
    expect(ids(filterOffers(OFFERS, { ...NO_FILTERS, airlines: ['IA', 'TK'] }))).toHaveLength(3);
  });

  it('keep take-off and landing times in the chosen windows', () => {
    expect(timeWindow('2030-03-10T05:59')).toBe('night');
    expect(timeWindow('2030-03-10T18:00')).toBe('evening');
    expect(ids(filterOffers(OFFERS, { ...NO_FILTERS, departure: ['night', 'morning'] }))).toEqual(['EARLY-DIRECT']);
    // The evening flight lands after midnight.
    expect(ids(filterOffers(OFFERS, { ...NO_FILTERS, arrival: ['night'] }))).toEqual(['EVENING-STOP']);
  });

  it('list an offer at its cheapest fare that passes: a bag or a refund can cost more', () => {
    const withBags = filterOffers(OFFERS, { ...NO_FILTERS, baggage: true });
    expect(withBags.map((l) => [l.offer.id, l.fare.family])).toEqual([
      ['EARLY-DIRECT', 'classic'],
      ['EVENING-STOP', 'classic'],
    ]);
    const refundable = filterOffers(OFFERS, { ...NO_FILTERS, refund: ['refundable'] });
    expect(refundable.map((l) => [l.offer.id, l.fare.family])).toEqual([
      ['EARLY-DIRECT', 'flex'],
      ['NOON-DIRECT', 'flex'],
    ]);
  });

  it('keep prices inside the range, in IQD', () => {
    expect(ids(filterOffers(OFFERS, { ...NO_FILTERS, priceMax: 400_000 }))).toEqual(['EARLY-DIRECT', 'EVENING-STOP']);
    const dear = filterOffers(OFFERS, { ...NO_FILTERS, priceMin: 600_000 });
    expect(dear.map((l) => [l.offer.id, l.fare.family])).toEqual([
      ['EARLY-DIRECT', 'classic'],
      ['NOON-DIRECT', 'flex'],
    ]);
  });

  it('offer the airlines, stops and price range of the results', () => {
    expect(filterFacets(OFFERS)).toEqual({
      airlines: [
        { code: 'TK', cheapestIqd: 350_000 },
        { code: 'IA', cheapestIqd: 400_000 },
      ],
      stops: [0, 1],
      price: { min: 350_000, max: 900_000 },
    });
  });
});
