/**
 * The pages the web suite measures (issues 3 and 23), how each is reached and what it must show.
 *
 * Every address is a public URL of the route table (`@portal/contracts/routes`), built the way the web app
 * builds its links. What a page needs is made through the API of the server under test before Lighthouse loads
 * it: sign-ins (once), a few bookings for My Bookings and the back office (once), and for the booking pages a
 * priced selection (before every run: a new flight search session, a new hotel rate selection, both valid for 30
 * minutes). Dates are days ahead in Baghdad, so the suite never goes stale; the demo network and inventory are
 * the same every day (weekly schedules, seasons by date).
 */
import type { Booking, FlightBookingBody } from '@portal/contracts/bookings';
import type { FlightSearchBody, FlightSearchResult } from '@portal/contracts/flights';
import type {
  HotelBookingBody,
  HotelRates,
  HotelSearchBody,
  HotelSearchResult,
  HotelSelection,
} from '@portal/contracts/hotels';
import {
  buildFlightSearchPath,
  buildHotelSearchPath,
  buildPath,
  formatFlightSelection,
} from '@portal/contracts/routes';
import type { InsuranceSearchResult } from '@portal/contracts/insurance';
import type { DepartureSelection } from '@portal/contracts/departures';
import type { TourDetail } from '@portal/contracts/tours';
import type { StoredSession } from './lighthouse.js';
import type { PageExpectation } from './page-check.js';

/** Demo accounts of the seed (apps/api/src/db/seed.ts) and their password. */
const USERS = { customer: 'customer@demo.iq', staff: 'admin@demo.iq' } as const;
const DEMO_PASSWORD = 'Demo12345!';
export type PageUser = keyof typeof USERS;

/** Issue 3 for home; issue 23 for every other page. Bytes gzip -9, 1 KB = 1,000 bytes. */
export const HOME_INITIAL_JS_BYTES = 120_000;
export const PAGE_INITIAL_JS_BYTES = 170_000;

/** What the suite prepared once, after the server started. */
export interface WebFixture {
  baseUrl: string;
  sessions: Partial<Record<PageUser, StoredSession>>;
  /** The hotel of the detail and booking pages: the first of the results page's search. */
  hotel?: { id: string; name: string };
  /** Bookings made for My Bookings and the back office's desk, by service. */
  bookings?: { flight: string[]; hotel: string[] };
}

/** One run's address and what the page must show. */
export interface PageVisit {
  /** Path and query on the server under test. */
  path: string;
  expect: Omit<PageExpectation, 'token'>;
}

export interface PageDefinition {
  /** The route as the table shows it. */
  route: string;
  /** Who is signed in (null: a visitor). */
  user: PageUser | null;
  /** What the fixture must hold before the page can be visited. */
  needs: Array<'hotel' | 'bookings'>;
  /**
   * Initial-JavaScript target, gzip -9 bytes: home's first download (issue 3), what every page of issue 23 loads;
   * null for login and contact, which issue 3 measured without one (their figures are reported).
   */
  initialJsBytes: number | null;
  /** What is prepared and how the page is reached (README, JSON). */
  setup: string;
  /** Builds one run's address (and what it prices); called right before each run. */
  visit(fixture: WebFixture): Promise<PageVisit>;
}

/** `YYYY-MM-DD`, `days` ahead in Baghdad. */
export function baghdadDay(days: number, now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad' }).format(new Date(now + days * 86_400_000));
}

/** The visitor's language (the default, Arabic): the carrier and hotel names the pages show. */
const LANG = 'ar';

/** Calls the API of the server under test; anything but 2xx is an error naming the answer. */
export async function callApi<T>(
  baseUrl: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; idempotencyKey?: string } = {},
): Promise<{ data: T; meta?: Record<string, number> }> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      'accept-language': LANG,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as { data: T; meta?: Record<string, number> };
}

// --- The searches the pages show -------------------------------------------------------------------------------

/** Round trip Baghdad ⇄ Istanbul, one adult, economy: direct and one-stop offers every day of the week. */
const FLIGHT_ROUTE = { origin: 'BGW', destination: 'IST' } as const;
/** The results page's dates; the booking page prices a search one day later, so neither warms the other's answer. */
const FLIGHT_RESULTS_DAYS = { out: 14, back: 21 } as const;
const FLIGHT_BOOKING_DAYS = { out: 15, back: 22 } as const;

/** Istanbul: the city with the most hotels of the demo inventory (36). Two adults in one room, three nights. */
const HOTEL_CITY = 'istanbul';
const HOTEL_RESULTS_DAYS = { in: 14, out: 17 } as const;
/** The booking page's rooms are priced for another stay, so the detail page's rates are not warmed by it. */
const HOTEL_BOOKING_DAYS = { in: 21, out: 24 } as const;
const HOTEL_ADULTS = 2;

function flightSearchBody(days: { out: number; back: number }): FlightSearchBody {
  return {
    trip: 'round',
    slices: [
      { origin: FLIGHT_ROUTE.origin, destination: FLIGHT_ROUTE.destination, date: baghdadDay(days.out) },
      { origin: FLIGHT_ROUTE.destination, destination: FLIGHT_ROUTE.origin, date: baghdadDay(days.back) },
    ],
    adults: 1,
  };
}

function hotelSearchBody(): HotelSearchBody {
  return {
    destination: HOTEL_CITY,
    check_in: baghdadDay(HOTEL_RESULTS_DAYS.in),
    check_out: baghdadDay(HOTEL_RESULTS_DAYS.out),
    nationality: 'IQ',
    rooms: [{ adults: HOTEL_ADULTS }],
  };
}

/** The hotel detail page's query string, as the results' cards write it (hotels/utils/search-form.ts `stayQuery`). */
function stayQuery(days: { in: number; out: number }): string {
  const query = new URLSearchParams({
    checkin: baghdadDay(days.in),
    checkout: baghdadDay(days.out),
    nationality: 'IQ',
    'room-type': 'any',
    adults1: String(HOTEL_ADULTS),
  });
  return `?${query.toString()}`;
}

/** The car pages' rental: Najaf, pick-up in 14 days at 10:00, three days, a driver aged 30. */
const CAR_DAYS = { pickup: 14, dropoff: 17 };
const carQuery = () =>
  new URLSearchParams({
    pickup: `${baghdadDay(CAR_DAYS.pickup)}T10:00`,
    dropoff: `${baghdadDay(CAR_DAYS.dropoff)}T10:00`,
    age: '30',
  }).toString();
const carResultsPath = () => `${buildPath('cars.search', { destination: 'najaf' })}?${carQuery()}`;
async function firstCar(baseUrl: string): Promise<{ id: string; model: string }> {
  const { data } = await callApi<{ offers: Array<{ id: string; model: string }> }>(
    baseUrl,
    `/car-search?destination=najaf&${carQuery()}`,
  );
  const first = data.offers[0];
  if (!first) throw new Error('the car search of Najaf found no car');
  return first;
}

/** The guide pages' trip: Karbala, the first day in 30 days, two days, four people. */
const GUIDE_DAYS = 30;
const guideQuery = () => new URLSearchParams({ date: baghdadDay(GUIDE_DAYS), days: '2', group: '4' }).toString();
async function firstGuide(baseUrl: string): Promise<string> {
  const { data } = await callApi<{ guides: Array<{ id: string }> }>(
    baseUrl,
    `/guide-search?city=karbala&${guideQuery()}`,
  );
  const first = data.guides[0];
  if (!first) throw new Error('the guide search of Karbala found no guide');
  return first.id;
}

function decodedPath(pathAndQuery: string): string {
  return decodeURIComponent(new URL(pathAndQuery, 'http://x').pathname);
}

/** A flight search session and its first offer's first fare, as the results page's "select" links them. */
async function pricedFlightPath(baseUrl: string, days: { out: number; back: number }): Promise<string> {
  const { data: result } = await callApi<FlightSearchResult>(baseUrl, '/flight-searches', {
    body: flightSearchBody(days),
  });
  const offer = result.offers[0];
  const fare = offer?.fares[0];
  if (!offer || !fare) throw new Error(`no flight offer for ${JSON.stringify(flightSearchBody(days))}`);
  const carrier = result.dictionaries.carriers[offer.validating_carrier];
  const path = buildPath('flight.booking', {
    sessionId: result.session_id,
    journey_type: result.query.trip,
    airlineId: offer.validating_carrier,
    child: result.query.children,
    infant: result.query.infants,
    adult: result.query.adults,
    logo: carrier?.logo_url ?? `/uploads/site/carriers/${offer.validating_carrier}.svg`,
    airline_name: carrier ? carrier.name[LANG] : offer.validating_carrier,
    from_airport: offer.slices[0]!.origin,
    to_airport: offer.slices[0]!.destination,
    flights: formatFlightSelection({ offerId: offer.id, family: fare.family }),
  });
  return path;
}

/** A rate selection of the fixture's hotel for two adults (the first room type that takes them). */
async function hotelSelection(baseUrl: string, hotelId: string, days: { in: number; out: number }) {
  const stay = { check_in: baghdadDay(days.in), check_out: baghdadDay(days.out), nationality: 'IQ' };
  const { data: rates } = await callApi<HotelRates>(baseUrl, `/hotels/${hotelId}/rates`, {
    body: { ...stay, rooms: [{ adults: HOTEL_ADULTS }] },
  });
  const rate = rates.room_types
    .filter((rt) => rt.available > 0 && rt.max_adults >= HOTEL_ADULTS)
    .flatMap((rt) => rt.rates)
    .find((r) => r.rooms[0] !== null);
  if (!rate) throw new Error(`no rate for ${HOTEL_ADULTS} adults at hotel ${hotelId} (${JSON.stringify(stay)})`);
  const { data: selection } = await callApi<HotelSelection>(baseUrl, '/hotel-rate-selections', {
    body: { hotel_id: hotelId, ...stay, rooms: [{ adults: HOTEL_ADULTS, rate_id: rate.id }] },
  });
  return selection;
}

// --- The fixture -------------------------------------------------------------------------------------------------

const TRAVELLER = {
  first_name: 'Ahmed',
  last_name: 'Al-Rubaie',
  gender: 'male',
  date_of_birth: '1985-04-12',
  nationality: 'IQ',
  country: 'IQ',
  passport_number: 'A12345678',
} as const;

/** A flight booking of the customer: the first offer of a search, paid from the IQD wallet or held. */
async function bookFlight(
  baseUrl: string,
  token: string,
  body: FlightSearchBody,
  payment: FlightBookingBody['payment'],
  key: string,
): Promise<string> {
  const { data: search } = await callApi<FlightSearchResult>(baseUrl, '/flight-searches', { body });
  const offer = search.offers[0];
  const fare = offer?.fares[0];
  if (!offer || !fare) throw new Error(`no flight offer for ${JSON.stringify(body)}`);
  const booking: FlightBookingBody = {
    session_id: search.session_id,
    offer_id: offer.id,
    fare_family: fare.family,
    accepted_total_iqd: fare.total.iqd,
    passengers: [{ type: 'adult', ...TRAVELLER, passport_expiry: baghdadDay(5 * 365) }],
    contact: { email: 'ahmed@example.iq', phone: '+964 770 555 1234' },
    billing: { address1: 'Karrada, Street 62', city: 'Baghdad', terms_accepted: true },
    payment,
  };
  const { data } = await callApi<Booking>(baseUrl, '/flight-bookings', {
    body: booking,
    token,
    idempotencyKey: key,
  });
  return data.reference;
}

async function bookHotel(baseUrl: string, token: string, hotelId: string, key: string): Promise<string> {
  const selection = await hotelSelection(baseUrl, hotelId, { in: 45, out: 47 });
  const body: HotelBookingBody = {
    ref_id: selection.ref_id,
    accepted_total_iqd: selection.total.iqd,
    lead_guest: {
      first_name: 'Zainab',
      last_name: 'Hashimi',
      email: 'zainab@example.iq',
      phone: '+964 770 123 4567',
      nationality: 'IQ',
    },
    rooms: [
      {
        guests: [
          { type: 'adult', first_name: 'Zainab', last_name: 'Hashimi' },
          { type: 'adult', first_name: 'Ali', last_name: 'Hashimi' },
        ],
      },
    ],
    terms_accepted: true,
    payment: { method: 'wallet', currency: 'IQD' },
  };
  const { data } = await callApi<Booking>(baseUrl, '/hotel-bookings', { body, token, idempotencyKey: key });
  return data.reference;
}

async function signIn(baseUrl: string, email: string): Promise<StoredSession> {
  const { data } = await callApi<StoredSession>(baseUrl, '/auth/login', {
    body: { email, password: DEMO_PASSWORD },
  });
  return { token: data.token, user: data.user };
}

/**
 * Everything the selected pages need, made once through the API: the sign-ins (one per user, reused by every
 * run), the hotel of the detail and booking pages, and four bookings of the customer (two flights paid from the
 * IQD wallet, one held, one hotel paid from the wallet) for My Bookings, the wallet's statement and the desk.
 */
export async function prepareFixture(baseUrl: string, pages: PageDefinition[]): Promise<WebFixture> {
  const fixture: WebFixture = { baseUrl, sessions: {} };
  const needs = new Set(pages.flatMap((p) => p.needs));
  const users = new Set(pages.map((p) => p.user).filter((u): u is PageUser => u !== null));
  if (needs.has('bookings')) users.add('customer');
  for (const user of users) fixture.sessions[user] = await signIn(baseUrl, USERS[user]);
  if (needs.has('hotel') || needs.has('bookings')) {
    const { data } = await callApi<HotelSearchResult>(baseUrl, '/hotel-searches', { body: hotelSearchBody() });
    const first = data.hotels[0];
    if (!first) throw new Error(`the hotel search of ${HOTEL_CITY} found no hotel`);
    fixture.hotel = { id: first.id, name: first.name[LANG] };
  }
  if (needs.has('bookings')) {
    const token = fixture.sessions.customer!.token;
    const run = Date.now().toString(36);
    const oneWay = (origin: string, destination: string, days: number): FlightSearchBody => ({
      trip: 'oneway',
      slices: [{ origin, destination, date: baghdadDay(days) }],
      adults: 1,
    });
    const wallet = { method: 'wallet', currency: 'IQD' } as const;
    fixture.bookings = {
      flight: [
        await bookFlight(baseUrl, token, oneWay('BGW', 'IST', 30), wallet, `bench-web-${run}-1`),
        await bookFlight(baseUrl, token, oneWay('BGW', 'DXB', 33), { method: 'hold' }, `bench-web-${run}-2`),
        await bookFlight(baseUrl, token, oneWay('BSR', 'IST', 36), wallet, `bench-web-${run}-3`),
      ],
      hotel: [await bookHotel(baseUrl, token, fixture.hotel!.id, `bench-web-${run}-4`)],
    };
  }
  return fixture;
}

// --- The pages -------------------------------------------------------------------------------------------------

/** The package of the tour detail and booking pages: seeded, the same on every day. */
const TOUR_SLUG = 'umrah-comfort-from-baghdad';

/** A new selection of the package's first departure with seats (2 adults, triple room): `tour.booking`'s path. */
async function tourSelectionPath(baseUrl: string): Promise<string> {
  const { data: tour } = await callApi<TourDetail>(baseUrl, `/tours/${TOUR_SLUG}`);
  const departure = tour.departures.find((d) => d.left >= 2);
  if (!departure) throw new Error(`${TOUR_SLUG} has no departure with two seats`);
  const { data } = await callApi<DepartureSelection>(baseUrl, '/tour-selections', {
    body: { departure_id: departure.id, category: 'seats', option: 'triple', adults: 2, children: 0 },
  });
  return buildPath('tour.booking', { refId: data.ref_id, adult: '2', child: '0' });
}

const flightResultsPath = () =>
  buildFlightSearchPath({
    fromId: FLIGHT_ROUTE.origin,
    toId: FLIGHT_ROUTE.destination,
    type: 'round',
    depart: baghdadDay(FLIGHT_RESULTS_DAYS.out),
    return: baghdadDay(FLIGHT_RESULTS_DAYS.back),
    adults: 1,
    child: 0,
    infants: 0,
    class: 'economy',
  });

const hotelResultsPath = () =>
  buildHotelSearchPath(
    {
      from: HOTEL_CITY,
      checkIn: baghdadDay(HOTEL_RESULTS_DAYS.in),
      checkOut: baghdadDay(HOTEL_RESULTS_DAYS.out),
      nationality: 'IQ',
      adult: HOTEL_ADULTS,
      child: 0,
      infant: 0,
      room: 1,
      roomType: 'any',
    },
    [{ adults: HOTEL_ADULTS, childrenAges: [], infants: 0 }],
  );

/** Travel insurance (issue 19): one traveller of 35 to Germany for 15 days, the cover from today. */
const INSURANCE_TRIP = { nationality: 'IQ', destination: 'DE', duration: 15, age: 35 };
const insuranceQuery = `?nat=IQ&dest=DE&days=15&age=35`;

/** The cheapest plan of that trip, found through the API as the results page lists it. */
async function firstInsurancePlan(baseUrl: string): Promise<string> {
  const { data } = await callApi<InsuranceSearchResult>(baseUrl, '/insurance-searches', {
    body: { nationality: 'IQ', destination: 'DE', duration: 15, ages: [35] },
  });
  const first = data.plans[0];
  if (!first) throw new Error('the insurance search found no plan');
  return first.id;
}

const simple =
  (path: string, selector: string): PageDefinition['visit'] =>
  () =>
    Promise.resolve({ path, expect: { path, selector, minCount: 1, texts: [] } });

/**
 * The measured pages, in the order they run (pages interleaved per run). Selectors are elements and test ids
 * the pages have for their own tests and journeys, so the booking pages' redesign does not move them.
 */
export const PAGES: Record<string, PageDefinition> = {
  home: {
    route: '/',
    user: null,
    needs: [],
    initialJsBytes: HOME_INITIAL_JS_BYTES,
    setup: 'a first visit; the flight search form must be there',
    visit: simple('/', 'main form'),
  },
  login: {
    route: '/login',
    user: null,
    needs: [],
    initialJsBytes: null,
    setup: 'a first visit; the sign-in form must be there',
    visit: simple('/login', 'main form input[type=password]'),
  },
  contact: {
    route: '/contact',
    user: null,
    needs: [],
    initialJsBytes: null,
    setup: 'a first visit; the message form must be there',
    visit: simple('/contact', 'main form'),
  },
  'flight-results': {
    route: 'flight.search',
    user: null,
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: `a visitor's round trip ${FLIGHT_ROUTE.origin}⇄${FLIGHT_ROUTE.destination}, out in ${FLIGHT_RESULTS_DAYS.out} and back in ${FLIGHT_RESULTS_DAYS.back} days, 1 adult, economy; offer cards must be listed`,
    visit: () => {
      const path = flightResultsPath();
      return Promise.resolve({
        path,
        expect: { path: decodedPath(path), selector: 'main ol > li article', minCount: 1, texts: [] },
      });
    },
  },
  'hotel-results': {
    route: 'hotel.search',
    user: null,
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: `a visitor's search of Istanbul (36 hotels), check-in in ${HOTEL_RESULTS_DAYS.in} days for ${HOTEL_RESULTS_DAYS.out - HOTEL_RESULTS_DAYS.in} nights, 2 adults in 1 room; hotel cards must be listed`,
    visit: () => {
      const path = hotelResultsPath();
      return Promise.resolve({
        path,
        expect: { path: decodedPath(path), selector: 'main article[data-stars]', minCount: 1, texts: [] },
      });
    },
  },
  'hotel-detail': {
    route: 'hotel.room-details',
    user: null,
    needs: ['hotel'],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup:
      "the first hotel of that search (found through the API), with the results' stay in the query as its card links it; its name and the rooms' rates must be there",
    visit: (f) => {
      const path = buildPath('hotel.room-details', { hotelId: f.hotel!.id }) + stayQuery(HOTEL_RESULTS_DAYS);
      return Promise.resolve({
        path,
        expect: {
          path: decodedPath(path),
          selector: 'main [data-testid="room-choice"]',
          minCount: 1,
          texts: [f.hotel!.name],
        },
      });
    },
  },
  'flight-booking': {
    route: 'flight.booking',
    user: 'customer',
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: `signed in as the demo customer; before each run a new search (${FLIGHT_ROUTE.origin}⇄${FLIGHT_ROUTE.destination}, ${FLIGHT_BOOKING_DAYS.out}/${FLIGHT_BOOKING_DAYS.back} days) through the API, its first offer's first fare linked as the results page links it; the booking form must be there`,
    visit: async (f) => {
      const path = await pricedFlightPath(f.baseUrl, FLIGHT_BOOKING_DAYS);
      return {
        path,
        expect: { path: decodedPath(path), selector: 'main form [data-testid="price-until"]', minCount: 1, texts: [] },
      };
    },
  },
  'car-results': {
    route: 'cars.search',
    user: null,
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: `a visitor's search of Najaf, pick-up in ${CAR_DAYS.pickup} days at 10:00 for ${CAR_DAYS.dropoff - CAR_DAYS.pickup} days, driver aged 30; car cards must be listed`,
    visit: () => {
      const path = carResultsPath();
      return Promise.resolve({
        path,
        expect: { path: decodedPath(path), selector: 'main ol > li article', minCount: 1, texts: [] },
      });
    },
  },
  'car-detail': {
    route: 'cars.details',
    user: null,
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup:
      'the first car of that search (found through the API), with the rental in the query as its card links it; its model and total must be there',
    visit: async (f) => {
      const car = await firstCar(f.baseUrl);
      const path = `${buildPath('cars.details', { id: car.id })}?${carQuery()}`;
      return {
        path,
        expect: {
          path: decodedPath(path),
          selector: 'main [data-testid="car-total"]',
          minCount: 1,
          texts: [car.model],
        },
      };
    },
  },
  'car-booking': {
    route: 'cars.details (step=book)',
    user: 'customer',
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup:
      "signed in as the demo customer: the booking step of that car's detail; the driver's form and the model must be there",
    visit: async (f) => {
      const car = await firstCar(f.baseUrl);
      const path = `${buildPath('cars.details', { id: car.id })}?${carQuery()}&step=book`;
      return {
        path,
        expect: {
          path: decodedPath(path),
          selector: 'main form input[autocomplete="given-name"]',
          minCount: 1,
          texts: [car.model],
        },
      };
    },
  },
  'hotel-booking': {
    route: 'hotel.booking',
    user: 'customer',
    needs: ['hotel'],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: `signed in as the demo customer; before each run a new rate selection of that hotel (the first room type for 2 adults, check-in in ${HOTEL_BOOKING_DAYS.in} days, ${HOTEL_BOOKING_DAYS.out - HOTEL_BOOKING_DAYS.in} nights) through the API; the guests' form and the hotel's name must be there`,
    visit: async (f) => {
      const selection = await hotelSelection(f.baseUrl, f.hotel!.id, HOTEL_BOOKING_DAYS);
      const path = buildPath('hotel.booking', { refId: selection.ref_id });
      return {
        path,
        expect: {
          path: decodedPath(path),
          selector: 'main form [data-testid="room-guests"]',
          minCount: 1,
          texts: [f.hotel!.name],
        },
      };
    },
  },
  'insurance-results': {
    route: 'insurance.search',
    user: null,
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: "a visitor's insurance search: one traveller of 35 to Germany for 15 days; plan cards must be listed",
    visit: () => {
      const path = buildPath('insurance.search', {
        age: INSURANCE_TRIP.age,
        nationality: INSURANCE_TRIP.nationality,
        destination: INSURANCE_TRIP.destination,
        duration: INSURANCE_TRIP.duration,
      });
      return Promise.resolve({
        path,
        expect: { path: decodedPath(path), selector: 'main li a[href^="/insurance-details/"]', minCount: 1, texts: [] },
      });
    },
  },
  'insurance-detail': {
    route: 'insurance.details',
    user: null,
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup:
      'the cheapest plan of that search (found through the API), with the trip in the query; its coverage table must be there',
    visit: async (f) => {
      const path = buildPath('insurance.details', { id: await firstInsurancePlan(f.baseUrl) }) + insuranceQuery;
      return { path, expect: { path: decodedPath(path), selector: 'main table', minCount: 1, texts: [] } };
    },
  },
  'insurance-booking': {
    route: 'insurance.book',
    user: 'customer',
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup:
      "signed in as the demo customer; that plan's booking page with the trip in the query; the traveller's form must be there",
    visit: async (f) => {
      const path = buildPath('insurance.book', { id: await firstInsurancePlan(f.baseUrl) }) + insuranceQuery;
      return { path, expect: { path: decodedPath(path), selector: 'main form fieldset', minCount: 1, texts: [] } };
    },
  },
  'tour-results': {
    route: 'tour.search',
    user: null,
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: "a visitor's package search from Baghdad to Makkah, any departure date; package cards must be listed",
    visit: () => {
      const path = buildPath('tour.search', { from: 'baghdad', to: 'makkah' });
      return Promise.resolve({
        path,
        expect: { path: decodedPath(path), selector: 'main ul > li h2 a', minCount: 1, texts: [] },
      });
    },
  },
  'tour-detail': {
    route: 'tour.details',
    user: null,
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: "the Comfort Umrah from Baghdad (a seeded package's slug); its departures must be there",
    visit: () => {
      const path = buildPath('tour.details', { id: TOUR_SLUG });
      return Promise.resolve({
        path,
        expect: { path: decodedPath(path), selector: 'main input[name="departure"]', minCount: 1, texts: [] },
      });
    },
  },
  'tour-booking': {
    route: 'tour.booking',
    user: 'customer',
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: `signed in as the demo customer; before each run a new selection of that package's first departure with seats, a triple room for 2 adults, through the API; the travellers' form must be there`,
    visit: async (f) => {
      const path = await tourSelectionPath(f.baseUrl);
      return {
        path,
        expect: { path: decodedPath(path), selector: 'main form [data-testid="traveller"]', minCount: 2, texts: [] },
      };
    },
  },
  'visa-results': {
    route: 'visa.search',
    user: null,
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: "a visitor's search of the visas for Iraqi passport holders to Turkey; visa cards must be listed",
    visit: simple(buildPath('visa.search', { from: 'IQ', to: 'TR' }), 'main article'),
  },
  'visa-detail': {
    route: 'visa.details',
    user: null,
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: 'the first visa of that search (found through the API); its papers and the apply link must be there',
    visit: async (f) => {
      const { data } = await callApi<Array<{ id: string }>>(f.baseUrl, '/visas?from=IQ&to=TR');
      const path = buildPath('visa.details', { id: data[0]!.id });
      return { path, expect: { path, selector: 'main aside a', minCount: 1, texts: [] } };
    },
  },
  'visa-booking': {
    route: 'visa.booking',
    user: 'customer',
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: 'signed in as the demo customer; the application form of that visa for two persons must be there',
    visit: async (f) => {
      const { data } = await callApi<Array<{ id: string }>>(f.baseUrl, '/visas?from=IQ&to=TR');
      const path = buildPath('visa.booking', { visaId: data[0]!.id, person: '2' });
      return { path, expect: { path, selector: 'main form fieldset', minCount: 2, texts: [] } };
    },
  },
  'my-bookings': {
    route: '/my-bookings',
    user: 'customer',
    needs: ['bookings'],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup:
      'signed in as the demo customer, who has 3 flight bookings and 1 hotel booking made through the API; /my-bookings (the menus link it) opens its flights tab, which must list the 3 references',
    visit: (f) =>
      Promise.resolve({
        path: '/my-bookings',
        expect: { path: '/my-bookings/flights', selector: 'main', minCount: 1, texts: f.bookings!.flight },
      }),
  },
  wallet: {
    route: '/wallet',
    user: 'customer',
    needs: ['bookings'],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup:
      "signed in as the demo customer (its statement holds the bookings' payments); the balances' currency buttons must be there",
    visit: simple('/wallet', 'main [aria-pressed]'),
  },
  'admin-bookings': {
    route: '/admin/bookings',
    user: 'staff',
    needs: ['bookings'],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup:
      "the back office's bookings desk, signed in as the demo staff admin; it must list the 4 bookings' references",
    visit: (f) => {
      const refs = [...f.bookings!.flight, ...f.bookings!.hotel];
      return Promise.resolve({
        path: '/admin/bookings',
        expect: { path: '/admin/bookings', selector: 'main table tbody tr', minCount: refs.length, texts: refs },
      });
    },
  },
  'uguide-results': {
    route: 'uguide.search',
    user: null,
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: "a visitor's search of the study programmes in Malaysia; programme cards must be listed",
    visit: simple(buildPath('uguide.search', { country: 'MY' }), 'main article'),
  },
  'uguide-detail': {
    route: 'uguide.details',
    user: null,
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: 'the first programme of that search (found through the API); its fees and the apply link must be there',
    visit: async (f) => {
      const { data } = await callApi<Array<{ id: string }>>(f.baseUrl, '/uguides?country=MY');
      const path = buildPath('uguide.details', { id: data[0]!.id });
      return { path, expect: { path, selector: 'main aside a', minCount: 1, texts: [] } };
    },
  },
  'uguide-booking': {
    route: 'uguide.book',
    user: 'customer',
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: 'signed in as the demo customer; the application form of that programme must be there',
    visit: async (f) => {
      const { data } = await callApi<Array<{ id: string }>>(f.baseUrl, '/uguides?country=MY');
      const path = buildPath('uguide.book', { id: data[0]!.id });
      return { path, expect: { path, selector: 'main form fieldset', minCount: 3, texts: [] } };
    },
  },
  'conference-results': {
    route: 'conference.search',
    user: null,
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: "a visitor's search of the cardiology conferences in every country; conference cards must be listed",
    visit: simple(buildPath('conference.search', { specialty: 'cardiology', country: null }), 'main ul > li h2 a'),
  },
  'conference-detail': {
    route: 'conference.details',
    user: null,
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: "a seeded conference's slug (cardiology in Dubai); the attendee counts of its registration must be there",
    visit: simple(buildPath('conference.details', { id: 'cardiology-international-dubai' }), 'main aside select'),
  },
  'cruise-results': {
    route: 'cruise.search',
    user: null,
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: "a visitor's search of the Mediterranean cruises from every port, any length; cruise cards must be listed",
    visit: simple(
      buildPath('cruise.search', {
        depart: 'all',
        destination: 'mediterranean',
        departDate: null,
        returnDate: null,
        duration: 'any',
      }),
      'main ul > li h2 a',
    ),
  },
  'cruise-detail': {
    route: 'cruise.details',
    user: null,
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: "a seeded cruise's slug (Greek isles from Istanbul); the cabin chooser of its sailings must be there",
    visit: simple(buildPath('cruise.details', { id: 'greek-isles-from-istanbul' }), 'main aside select'),
  },
  'guide-results': {
    route: 'guide.search',
    user: null,
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: `a visitor's guide search of Karbala, first day in ${GUIDE_DAYS} days, two days, four people; guide cards must be listed`,
    visit: () => {
      const path = `${buildPath('guide.search', { city: 'karbala' })}?${guideQuery()}`;
      return Promise.resolve({
        path,
        expect: {
          path: decodedPath(path),
          selector: 'main ul > li a[href^="/guide-details/"]',
          minCount: 1,
          texts: [],
        },
      });
    },
  },
  'guide-detail': {
    route: 'guide.details',
    user: null,
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup: 'the first guide of that search (found through the API) with the trip in the query; the total must be there',
    visit: async (f) => {
      const path = `${buildPath('guide.details', { id: await firstGuide(f.baseUrl) })}?${guideQuery()}`;
      return {
        path,
        expect: { path: decodedPath(path), selector: 'main [data-testid="guide-total"]', minCount: 1, texts: [] },
      };
    },
  },
  'guide-booking': {
    route: 'guide.book',
    user: 'customer',
    needs: [],
    initialJsBytes: PAGE_INITIAL_JS_BYTES,
    setup:
      "signed in as the demo customer; that guide's booking page with the trip in the query; the form must be there",
    visit: async (f) => {
      const path = `${buildPath('guide.book', { id: await firstGuide(f.baseUrl) })}?${guideQuery()}`;
      return {
        path,
        expect: {
          path: decodedPath(path),
          selector: 'main form input[autocomplete="given-name"]',
          minCount: 1,
          texts: [],
        },
      };
    },
  },
};
