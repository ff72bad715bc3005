import type { BookingOf } from '@portal/contracts/bookings';
import type {
  Airport,
  Carrier,
  Dictionaries,
  Fare,
  FareSummary,
  FlightSearchResult,
  Offer,
  Price,
  PricedOffer,
  Segment,
  Slice,
} from '@portal/contracts/flights';
import type { PricedOfferAnswer } from '../features/flights/api/get-offer';

/*
 * Flight data in the shapes the API answers with (see packages/contracts/src/flights.ts), for component tests
 * that replace the network. Prices are IQD with the USD amount at the default rate (0.00076), as the API
 * converts them.
 */

export function price(iqd: number, currency = 'USD'): Price {
  const amount = currency === 'IQD' ? String(iqd) : (Math.ceil(iqd * 0.076) / 100).toFixed(2);
  return { iqd: String(iqd), amount, currency };
}

const NAMES: Record<string, [string, string, string, string]> = {
  BGW: ['Baghdad International Airport', 'Baghdad', 'بغداد', 'IQ'],
  IST: ['Istanbul Airport', 'Istanbul', 'إسطنبول', 'TR'],
  DXB: ['Dubai International Airport', 'Dubai', 'دبي', 'AE'],
  EBL: ['Erbil International Airport', 'Erbil', 'أربيل', 'IQ'],
  AMM: ['Queen Alia International Airport', 'Amman', 'عمّان', 'JO'],
};

export function createAirport(code: string): Airport {
  const [name, city, cityAr, country] = NAMES[code] ?? [`${code} Airport`, code, code, 'IQ'];
  return {
    code,
    name: { en: name, ar: `مطار ${cityAr}`, de: name },
    city: { en: city, ar: cityAr, de: city },
    country,
    country_name: { en: country, ar: country, de: country },
    time_zone: 'Asia/Baghdad',
  };
}

const CARRIERS: Record<string, string> = { IA: 'Iraqi Airways', TK: 'Turkish Airlines', FZ: 'flydubai' };

export function createCarrier(code: string): Carrier {
  const name = CARRIERS[code] ?? code;
  return { code, name: { en: name, ar: name, de: name }, logo_url: `/uploads/site/carriers/${code}.svg` };
}

export function createSegment(overrides: Partial<Segment> & Pick<Segment, 'origin' | 'destination'>): Segment {
  return {
    flight_number: 'IA 211',
    carrier: 'IA',
    departure_local: '2030-03-10T08:00',
    arrival_local: '2030-03-10T11:00',
    departure_utc: '2030-03-10T05:00:00.000Z',
    arrival_utc: '2030-03-10T08:00:00.000Z',
    duration_minutes: 180,
    aircraft: 'Boeing 737-800',
    distance_km: 1631,
    layover_minutes: null,
    ...overrides,
  };
}

/** A journey from its flights; times, duration and stops follow from them. */
export function createSlice(segments: Segment[]): Slice {
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  return {
    origin: first.origin,
    destination: last.destination,
    departure_local: first.departure_local,
    arrival_local: last.arrival_local,
    duration_minutes: (Date.parse(last.arrival_utc) - Date.parse(first.departure_utc)) / 60_000,
    stops: segments.length - 1,
    segments,
  };
}

export function createFareSummary(overrides: Partial<FareSummary> = {}): FareSummary {
  return {
    family: 'light',
    cabin: 'economy',
    baggage: { checked: null, cabin_kg: 7 },
    refund: 'non_refundable',
    refund_penalty_percent: 100,
    change: 'not_allowed',
    change_fee_percent: 100,
    seats_left: 9,
    total: price(500_000),
    ...overrides,
  };
}

/** Light (no bag, non-refundable), classic (20 kg, as per rules) and flex (30 kg, refundable) from `base` IQD. */
export function threeFares(base: number): FareSummary[] {
  return [
    createFareSummary({ family: 'light', total: price(base) }),
    createFareSummary({
      family: 'classic',
      baggage: { checked: { kg: 20 }, cabin_kg: 8 },
      refund: 'as_per_rules',
      refund_penalty_percent: 30,
      change: 'fee',
      change_fee_percent: 10,
      total: price(base + 200_000),
    }),
    createFareSummary({
      family: 'flex',
      baggage: { checked: { pieces: 2, kg: 23 }, cabin_kg: 8 },
      refund: 'refundable',
      refund_penalty_percent: 0,
      change: 'free',
      change_fee_percent: 0,
      total: price(base + 500_000),
    }),
  ];
}

export function createOffer(overrides: Partial<Offer> & Pick<Offer, 'id' | 'slices'>): Offer {
  const carriers = [...new Set(overrides.slices.flatMap((s) => s.segments.map((g) => g.carrier)))];
  return {
    open_return: null,
    carriers,
    validating_carrier: carriers[0]!,
    fares: threeFares(500_000),
    ...overrides,
  };
}

export function dictionariesFor(offers: Array<Pick<Offer, 'slices' | 'carriers'>>): Dictionaries {
  const airports = new Set<string>();
  const carriers = new Set<string>();
  for (const offer of offers) {
    offer.carriers.forEach((c) => carriers.add(c));
    for (const slice of offer.slices)
      for (const segment of slice.segments) {
        airports.add(segment.origin);
        airports.add(segment.destination);
        carriers.add(segment.carrier);
      }
  }
  return {
    airports: Object.fromEntries([...airports].map((code) => [code, createAirport(code)])),
    carriers: Object.fromEntries([...carriers].map((code) => [code, createCarrier(code)])),
  };
}

export function createSearchResult(
  offers: Offer[],
  query: Partial<FlightSearchResult['query']> = {},
): FlightSearchResult {
  return {
    session_id: '0190a4c2-7d1e-7c1a-9f00-0000000000aa',
    expires_at: '2030-01-01T00:30:00.000Z',
    query: {
      trip: 'oneway',
      slices: [{ origin: 'BGW', destination: 'IST', date: '2030-03-10' }],
      adults: 1,
      children: 0,
      infants: 0,
      cabin: 'economy',
      ...query,
    },
    offers,
    dictionaries: dictionariesFor(offers),
  };
}

/** A fare with its breakdown: everything per passenger type, the total split into base, taxes and fees. */
export function createFare(
  summary: FareSummary,
  counts: { adult?: number; child?: number; infant?: number } = { adult: 1 },
): Fare {
  const total = Number(summary.total.iqd);
  const taxes = Math.round(total * 0.2);
  const fees = Math.round(total * 0.02);
  const per = Object.entries(counts).filter(([, n]) => n && n > 0) as Array<['adult' | 'child' | 'infant', number]>;
  const people = per.reduce((sum, [, n]) => sum + n, 0);
  return {
    ...summary,
    per_passenger: per.map(([type, count]) => ({
      type,
      count,
      base: price((total - taxes - fees) / people),
      taxes: price(taxes / people),
      fees: price(fees / people),
      total: price(total / people),
    })),
    base: price(total - taxes - fees),
    taxes: price(taxes),
    fees: price(fees),
  };
}

export function createPricedOfferAnswer(
  offer: Offer,
  options: {
    query?: Partial<FlightSearchResult['query']>;
    counts?: { adult?: number; child?: number; infant?: number };
    searched?: Record<string, Price>;
    /** The hold's payment deadline (null: the fare cannot be held). */
    holdUntil?: string | null;
  } = {},
): PricedOfferAnswer {
  const priced: PricedOffer = {
    ...offer,
    fares: offer.fares.map((f) => createFare(f, options.counts)),
    expires_at: '2030-01-01T00:30:00.000Z',
    hold_until: options.holdUntil === undefined ? '2030-01-02T00:00:00.000Z' : options.holdUntil,
  };
  return {
    offer: priced,
    dictionaries: dictionariesFor([offer]),
    query: createSearchResult([], options.query).query,
    expires_at: '2030-01-01T00:30:00.000Z',
    searched_totals: options.searched ?? Object.fromEntries(offer.fares.map((f) => [f.family, f.total])),
  };
}

export function createBooking(overrides: Partial<BookingOf<'flight'>> = {}): BookingOf<'flight'> {
  const offer = createOffer({
    id: 'OFFER-0001',
    slices: [createSlice([createSegment({ origin: 'BGW', destination: 'IST' })])],
  });
  const fare = createFare(offer.fares[0]!);
  return {
    id: '0190a4c2-7d1e-7c1a-9f00-0000000000bb',
    reference: 'K7Q2ZD',
    service: 'flight',
    status: 'confirmed',
    created_at: '2030-01-01T10:00:00.000Z',
    hold_expires_at: null,
    booked_by: { id: '0190a4c2-7d1e-7c1a-9f00-000000000001', name: 'Layla Hassan' },
    total: fare.total,
    payment: { method: 'wallet', currency: 'USD', amount: fare.total.amount },
    pricing: { currency: 'USD', net: fare.total.amount, markup: '0.00', gross: fare.total.amount },
    travellers: [
      {
        type: 'adult',
        first_name: 'Layla',
        last_name: 'Hassan',
        gender: 'female',
        date_of_birth: '1990-05-01',
        nationality: 'IQ',
        passport_number: 'A1234567',
      },
    ],
    details: { offer: { ...offer, fares: [fare] }, fare, cabin: 'economy', dictionaries: dictionariesFor([offer]) },
    history: [{ status: 'confirmed', note: null, at: '2030-01-01T10:00:00.000Z' }],
    ...overrides,
  };
}
