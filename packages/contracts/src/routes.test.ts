import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildFlightLegQuery,
  buildFlightSearchPath,
  buildPath,
  formatFlightSelection,
  matchPath,
  parseFlightLegQuery,
  parseFlightSelection,
  parsePath,
  ROUTE_NAMES,
  ROUTES,
  type RouteName,
} from './routes.js';

/** The parameter keys of a pattern, split into required and optional. */
function keysOf(name: RouteName): { required: string[]; optional: string[] } {
  const required: string[] = [];
  const optional: string[] = [];
  for (const [, dash, key] of ROUTES[name].matchAll(/\{(-?)\$(\w+)\}/g)) {
    (dash ? optional : required).push(key!);
  }
  return { required, optional };
}

// Untyped access for the table-driven tests; the typed signatures are exercised below.
const build = buildPath as (name: RouteName, params?: Record<string, string | number | null | undefined>) => string;

describe('route table', () => {
  it('holds every route of the spec, my-bookings children included, the conference and My Bookings routes the service registry adds, and the account pages', () => {
    expect(ROUTE_NAMES).toHaveLength(58);
    expect(ROUTE_NAMES).toEqual(
      expect.arrayContaining([
        'flight.booking',
        'insurance.search',
        'bookings.flight',
        'bookings.package',
        'wallet',
        'forgot-password',
        'change-email',
        'confirm-email',
        'notifications',
      ]),
    );
  });

  it('gives every route a distinct path', () => {
    const sample = ROUTE_NAMES.map((name) => {
      const { required, optional } = keysOf(name);
      return build(name, Object.fromEntries([...required, ...optional].map((k) => [k, 'x'])));
    });
    expect(new Set(sample).size).toBe(ROUTE_NAMES.length);
  });
});

describe('buildPath', () => {
  it('writes name=value segments in the spec order', () => {
    expect(
      buildPath('flight.search', {
        fromId: 'BGW',
        toId: 'IST',
        type: 'round',
        depart: '2025-07-01',
        return: '2025-07-10',
        adults: 2,
        child: 1,
        infants: 0,
        class: 'economy',
      }),
    ).toBe(
      '/search-flight/origin=BGW/to=IST/type=round/depart=2025-07-01/return=2025-07-10/adults=2/children=1/infants=0/class=economy',
    );
  });

  it('leaves out an optional segment without a value', () => {
    expect(
      buildPath('flight.search', {
        fromId: 'BGW',
        toId: 'IST',
        type: 'oneway',
        depart: '2025-07-01',
        adults: 1,
        child: 0,
        infants: 0,
        class: 'economy',
      }),
    ).toBe(
      '/search-flight/origin=BGW/to=IST/type=oneway/depart=2025-07-01/adults=1/children=0/infants=0/class=economy',
    );
    expect(buildPath('hotel.room-details', {})).toBe('/hotel-room-details');
    expect(buildPath('guide.search', { city: null })).toBe('/guide-search');
    expect(buildPath('insurance.search', { nationality: 'IQ', destination: 'TR', duration: 7, age: '' })).toBe(
      '/insurance-search/nationality=IQ/destination=TR/duration=7',
    );
  });

  it('writes a bare value segment', () => {
    expect(buildPath('visa.details', { id: '0190a4c2-7d1e-7c1a-9f00-000000000001' })).toBe(
      '/visa-details/0190a4c2-7d1e-7c1a-9f00-000000000001',
    );
    expect(buildPath('hotel.room-details', { hotelId: 'h-1' })).toBe('/hotel-room-details/h-1');
  });

  it('URL-encodes values so separators stay inside their segment', () => {
    expect(buildPath('visa.search', { from: 'Baghdad / BGW', to: 'a=b?c#d' })).toBe(
      '/visa-search/from=Baghdad%20%2F%20BGW/to=a%3Db%3Fc%23d',
    );
    expect(buildPath('cars.search', { destination: 'أربيل' })).toBe(
      '/cars-search/destination=%D8%A3%D8%B1%D8%A8%D9%8A%D9%84',
    );
  });

  it('writes static routes as they are', () => {
    expect(buildPath('home')).toBe('/');
    expect(buildPath('privacyPolicy')).toBe('/privacyPolicy');
    expect(buildPath('bookings.flight')).toBe('/my-bookings/flights');
  });

  it('refuses a missing or empty required value', () => {
    expect(() => build('visa.search', { from: 'BGW' })).toThrow(RangeError);
    expect(() => build('visa.details', { id: '' })).toThrow(/id/);
  });
});

describe('parsePath', () => {
  it('reads the values of a full path', () => {
    expect(
      parsePath(
        'flight.booking',
        '/flight-booking/sessionId=s1/journey=oneway/airline=IA/child=0/infant=0/adult=1/logo=%2Fuploads%2Fia.png/airline_name=Iraqi%20Airways/from_airport=BGW/to_airport=IST/flights=F1%2CF2',
      ),
    ).toEqual({
      sessionId: 's1',
      journey_type: 'oneway',
      airlineId: 'IA',
      child: '0',
      infant: '0',
      adult: '1',
      logo: '/uploads/ia.png',
      airline_name: 'Iraqi Airways',
      from_airport: 'BGW',
      to_airport: 'IST',
      flights: 'F1,F2',
    });
  });

  it('reads a path without its optional segments', () => {
    expect(parsePath('tour.search', '/tour-search/from=BGW/to=IST/coming=2025-08-01')).toEqual({
      from: 'BGW',
      to: 'IST',
      coming: '2025-08-01',
    });
    expect(parsePath('cruise.search', '/cruise-search/depart=a/destination=b/duration=7')).toEqual({
      depart: 'a',
      destination: 'b',
      duration: '7',
    });
    expect(parsePath('hotel.room-details', '/hotel-room-details')).toEqual({});
    expect(parsePath('uguide.search', '/uguide-search')).toEqual({});
  });

  it('reads an optional segment with an empty value as absent', () => {
    expect(parsePath('guide.search', '/guide-search/city=')).toEqual({});
  });

  it('ignores a trailing slash, a query string and a hash', () => {
    expect(parsePath('visa.search', '/visa-search/from=BGW/to=IST/?x=1#top')).toEqual({ from: 'BGW', to: 'IST' });
  });

  it.each([
    ['a required segment is missing', 'visa.search', '/visa-search/from=BGW'],
    ['a required value is empty', 'visa.search', '/visa-search/from=/to=IST'],
    ['the segments are out of order', 'visa.search', '/visa-search/to=IST/from=BGW'],
    ['a prefix is misspelt', 'visa.booking', '/visa-booking/visa=1/persons=2'],
    ['there is an extra segment', 'visa.details', '/visa-details/1/extra'],
    ['a value is badly percent-encoded', 'cars.search', '/cars-search/destination=%E0%A4%A'],
    ['the letter case differs', 'about', '/About'],
    ['there is an empty segment', 'visa.search', '/visa-search//from=a/to=b'],
    ['the path is relative', 'about', 'about'],
  ] as const)('refuses a path where %s', (_why, name, path) => {
    expect(parsePath(name, path)).toBeNull();
  });
});

describe('matchPath', () => {
  it('finds the route a path opens', () => {
    expect(matchPath('/')).toEqual({ name: 'home', params: {} });
    expect(matchPath('/my-bookings')).toEqual({ name: 'my-bookings', params: {} });
    expect(matchPath('/my-bookings/hotels')).toEqual({ name: 'bookings.hotel', params: {} });
    expect(matchPath('/my-bookings/cars')).toEqual({ name: 'bookings.car', params: {} });
    expect(matchPath('/conference-search')).toEqual({ name: 'conference.search', params: {} });
    expect(matchPath('/conference-search/country=DE')).toEqual({
      name: 'conference.search',
      params: { country: 'DE' },
    });
    expect(matchPath('/booking/success/bookingId=RT-123')).toEqual({
      name: 'booking.success',
      params: { bookingId: 'RT-123' },
    });
  });

  it.each(['/nowhere', '/booking/success', '/booking/success/id=1', '/my-bookings/trains', '/search-flight/origin=a'])(
    'finds nothing for the malformed path %s',
    (path) => {
      expect(matchPath(path)).toBeNull();
    },
  );
});

describe('round trip', () => {
  // Any text, including separators, percent signs, Arabic and astral characters; lone surrogates cannot be
  // URL-encoded at all, so the builder is only ever given well-formed strings.
  const value = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 });

  it.each(ROUTE_NAMES)('parse(build(params)) gives the params back for %s', (name) => {
    const { required, optional } = keysOf(name);
    const shape = {
      ...Object.fromEntries(required.map((k) => [k, value])),
      ...Object.fromEntries(optional.map((k) => [k, fc.option(value, { nil: undefined })])),
    };
    fc.assert(
      fc.property(fc.record(shape), (params) => {
        const defined = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));
        const path = build(name, defined);
        expect(parsePath(name, path)).toEqual(defined);
        expect(matchPath(path)).toEqual({ name, params: defined });
      }),
      { numRuns: 60 },
    );
  });

  it('build(parse(path)) gives the canonical path back', () => {
    const path = '/insurance-search/age=30/nationality=IQ/destination=%D8%AA%D8%B1%D9%83%D9%8A%D8%A7/duration=7';
    const params = parsePath('insurance.search', path);
    expect(params).not.toBeNull();
    expect(buildPath('insurance.search', params!)).toBe(path);
  });
});

describe('flight search legs in the query string', () => {
  const params = {
    fromId: 'BGW',
    toId: 'IST',
    type: 'multi',
    depart: '2025-07-01',
    adults: 1,
    child: 0,
    infants: 0,
    class: 'economy',
  } as const;

  it('puts the legs after the first in the query string, numbered from 2', () => {
    expect(
      buildFlightSearchPath(params, [
        { origin: 'IST', destination: 'DXB', date: '2025-07-05' },
        { origin: 'DXB', destination: 'BGW', date: '2025-07-09' },
      ]),
    ).toBe(
      '/search-flight/origin=BGW/to=IST/type=multi/depart=2025-07-01/adults=1/children=0/infants=0/class=economy' +
        '?origin2=IST&to2=DXB&depart2=2025-07-05&origin3=DXB&to3=BGW&depart3=2025-07-09',
    );
    expect(buildFlightSearchPath({ ...params, type: 'oneway' })).toBe(
      buildPath('flight.search', { ...params, type: 'oneway' }),
    );
    expect(buildFlightLegQuery([])).toBe('');
  });

  it('reads them back from a query string or a parsed search object', () => {
    const legs = [
      { origin: 'IST', destination: 'DXB', date: '2025-07-05' },
      { origin: 'DXB', destination: 'BGW', date: '2025-07-09' },
    ];
    const href = buildFlightSearchPath(params, legs);
    expect(parseFlightLegQuery(href.slice(href.indexOf('?')))).toEqual(legs);
    expect(parseFlightLegQuery({ origin2: 'IST', to2: 'DXB', depart2: '2025-07-05' })).toEqual([legs[0]]);
    expect(parsePath('flight.search', href)).toMatchObject({ fromId: 'BGW', type: 'multi' });
  });

  it('keeps a leg with missing or odd values, so the form can mark them, and stops at the first gap', () => {
    expect(parseFlightLegQuery('?origin2=ist&depart2=tomorrow&origin4=DXB')).toEqual([
      { origin: 'ist', destination: '', date: 'tomorrow' },
    ]);
    expect(parseFlightLegQuery({ depart2: 20250705, to2: ['A', 'B'] })).toEqual([
      { origin: '', destination: 'A,B', date: '20250705' },
    ]);
    expect(parseFlightLegQuery('')).toEqual([]);
  });

  it('round-trips any legs', () => {
    const leg = fc.record({ origin: fc.string({ minLength: 1 }), destination: fc.string(), date: fc.string() });
    fc.assert(
      fc.property(fc.array(leg, { maxLength: 5 }), (legs) => {
        const query = buildFlightLegQuery(legs);
        expect(parseFlightLegQuery(query)).toEqual(legs);
      }),
      { numRuns: 100 },
    );
  });
});

describe('the flights value of flight.booking', () => {
  it('joins the offer id and the fare family, and splits them again', () => {
    const value = formatFlightSelection({ offerId: 'CZxqjKmg03SVRv_h', family: 'business_flex' });
    expect(value).toBe('CZxqjKmg03SVRv_h.business_flex');
    expect(parseFlightSelection(value)).toEqual({ offerId: 'CZxqjKmg03SVRv_h', family: 'business_flex' });
  });

  it.each([undefined, '', 'no-family', '.light', 'abc.', 'a.b.c', 'a b.light'])('refuses %j', (value) => {
    expect(parseFlightSelection(value)).toBeNull();
  });
});
