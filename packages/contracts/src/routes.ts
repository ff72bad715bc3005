/**
 * The spec's route table (section 2) as the URL contract of the web app.
 *
 * Each pattern uses the router's segment syntax so that the web app can hand the same literal string to
 * TanStack Router: `name={$param}` is a required `name=value` segment, `{-$param}` an optional one (left
 * out of the URL when it has no value), and `{$param}` alone a whole-segment value. Values are URL-encoded
 * with `encodeURIComponent`, so a value may hold `/`, `=`, spaces or Arabic text and still stay in its
 * segment.
 */
export const ROUTES = {
  home: '/',
  'flight.booking':
    '/flight-booking/sessionId={$sessionId}/journey={$journey_type}/airline={$airlineId}/child={$child}/infant={$infant}/adult={$adult}/logo={$logo}/airline_name={$airline_name}/from_airport={$from_airport}/to_airport={$to_airport}/flights={-$flights}',
  'booking.success': '/booking/success/bookingId={$bookingId}',
  'flight.search':
    '/search-flight/origin={$fromId}/to={$toId}/type={$type}/depart={$depart}/return={-$return}/adults={$adults}/children={$child}/infants={$infants}/class={$class}',
  'hotel.search':
    '/hotel-search/from={$from}/checkin={$checkIn}/checkout={$checkOut}/nationality={$nationality}/adult={$adult}/child={$child}/infant={$infant}/room={$room}/room-type={$roomType}',
  'hotel.room-details': '/hotel-room-details/{-$hotelId}',
  'hotel.booking': '/hotel-booking/{$refId}',
  'visa.details': '/visa-details/{$id}',
  'visa.search': '/visa-search/from={$from}/to={$to}',
  'visa.booking': '/visa-booking/visa={$visaId}/person={$person}',
  'tour.booking': '/tour-booking/refId={$refId}/adult={$adult}/child={$child}',
  'tour.search': '/tour-search/from={$from}/to={$to}/going={-$going}/coming={-$coming}',
  'tour.details': '/tour-details/{$id}',
  'cars.search': '/cars-search/destination={$destination}',
  'cars.details': '/car-details/{$id}',
  'cruise.search':
    '/cruise-search/depart={$depart}/destination={$destination}/departDate={-$departDate}/returnDate={-$returnDate}/duration={$duration}',
  'cruise.details': '/cruise-details/{$id}',
  'cruise.book': '/cruise-booking/{$id}',
  'insurance.search':
    '/insurance-search/issueDate={-$issueDate}/age={-$age}/nationality={$nationality}/destination={$destination}/duration={$duration}',
  'insurance.details': '/insurance-details/{$id}',
  'insurance.book': '/insurance-book/{$id}',
  reports: '/reports',
  'guide.search': '/guide-search/city={-$city}',
  'guide.details': '/guide-details/{$id}',
  'guide.book': '/guide-book/{$id}',
  'uguide.search': '/uguide-search/country={-$country}',
  'uguide.details': '/uguide-details/{$id}',
  'uguide.book': '/uguide-book/{$id}',
  // Medical conferences: the spec shows no paths; these are issue 18's.
  'conference.search': '/conference-search/specialty={-$specialty}/country={-$country}',
  'conference.details': '/conference-details/{$id}',
  'conference.book': '/conference-book/{$id}',
  login: '/login',
  register: '/register',
  // Forgot password (issue 20; the spec shows none): ask for a link, then choose a new password from it.
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password',
  'change-password': '/account/password',
  // A change of e-mail: the form, and the page the link mailed to the new address opens.
  'change-email': '/account/email',
  'confirm-email': '/account/email/confirm',
  // The signed-in user's notices (issue 20; the spec shows none): the page the header's bell opens.
  notifications: '/account/notifications',
  'register.sub': '/register-sub-user',
  'sub-user': '/sub-users',
  // A document opened without logging in (issue 20, decision 137): a shared link's or the PDF renderer's token.
  'document.view': '/documents/{$token}',
  // A document's QR code: whether it is valid, its reference and dates, nothing personal.
  verify: '/verify/{$code}',
  'my-bookings': '/my-bookings',
  'bookings.flight': '/my-bookings/flights',
  'bookings.hotel': '/my-bookings/hotels',
  'bookings.visa': '/my-bookings/visa',
  'bookings.package': '/my-bookings/package',
  // Every other service's tab of My Bookings (services.ts), beside the spec's four.
  'bookings.car': '/my-bookings/cars',
  'bookings.cruise': '/my-bookings/cruises',
  'bookings.insurance': '/my-bookings/insurance',
  'bookings.guide': '/my-bookings/guides',
  'bookings.uguide': '/my-bookings/uguides',
  'bookings.conference': '/my-bookings/conferences',
  about: '/about',
  privacyPolicy: '/privacyPolicy',
  contact: '/contact',
  wallet: '/wallet',
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePattern<N extends RouteName = RouteName> = (typeof ROUTES)[N];
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type OptionalKey<S> = S extends `${string}{-$${infer K}}${string}` ? K : never;
type RequiredKey<S> = S extends `${string}{-$${string}}${string}`
  ? never
  : S extends `${string}{$${infer K}}${string}`
    ? K
    : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The decoded parameters of a pattern: required ones always present, optional ones absent when not in the URL. */
export type PathParams<P extends string> = Simplify<
  { [K in RequiredKey<Segments<P>>]: string } & { [K in OptionalKey<Segments<P>>]?: string }
>;
export type RouteParams<N extends RouteName> = PathParams<RoutePattern<N>>;

/** What a builder accepts: numbers are written in their decimal form; an empty optional value is left out. */
export type RouteParamsInput<N extends RouteName> = {
  [K in keyof RouteParams<N>]: RouteParams<N>[K] | (undefined extends RouteParams<N>[K] ? number | null : number);
};

type Segment =
  { kind: 'literal'; text: string } | { kind: 'param'; key: string; prefix: string; suffix: string; optional: boolean };

const compiled = new Map<string, Segment[]>();

function compile(pattern: string): Segment[] {
  const cached = compiled.get(pattern);
  if (cached) return cached;
  const segments = pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part): Segment => {
      const match = /^(.*)\{(-?)\$(\w+)\}(.*)$/.exec(part);
      if (!match) return { kind: 'literal', text: part };
      const [, prefix = '', optional, key = '', suffix = ''] = match;
      return { kind: 'param', key, prefix, suffix, optional: optional === '-' };
    });
  compiled.set(pattern, segments);
  return segments;
}

/** Builds the path of a named route; throws a RangeError when a required value is missing or empty. */
export function buildPath<N extends RouteName>(
  name: N,
  ...args: keyof RouteParams<N> extends never ? [] : [RouteParamsInput<N>]
): string {
  const params = (args[0] ?? {}) as Record<string, string | number | null | undefined>;
  const parts: string[] = [];
  for (const segment of compile(ROUTES[name])) {
    if (segment.kind === 'literal') {
      parts.push(segment.text);
      continue;
    }
    const raw = params[segment.key];
    const value = raw === null || raw === undefined ? '' : String(raw);
    if (value === '') {
      if (segment.optional) continue;
      throw new RangeError(`Route ${name} needs a value for ${segment.key}`);
    }
    let encoded = encodeURIComponent(value);
    // A bare `.` or `..` segment would be folded away by URL normalisation.
    if (!segment.prefix && !segment.suffix && /^\.{1,2}$/.test(encoded)) encoded = encoded.replaceAll('.', '%2E');
    parts.push(segment.prefix + encoded + segment.suffix);
  }
  return '/' + parts.join('/');
}

function decode(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

function matchSegments(
  segments: readonly Segment[],
  parts: readonly string[],
  i: number,
  j: number,
  params: Record<string, string>,
): boolean {
  const segment = segments[i];
  if (!segment) return j === parts.length;
  const part = parts[j];
  if (segment.kind === 'literal') {
    return part === segment.text && matchSegments(segments, parts, i + 1, j + 1, params);
  }
  if (part !== undefined && part.length >= segment.prefix.length + segment.suffix.length) {
    if (part.startsWith(segment.prefix) && part.endsWith(segment.suffix)) {
      const raw = part.slice(segment.prefix.length, part.length - segment.suffix.length);
      const value = decode(raw);
      // `return=` with nothing after it reads as an absent optional value, as the router reads it.
      if (value === '' && segment.optional && segment.prefix !== '') {
        if (matchSegments(segments, parts, i + 1, j + 1, params)) return true;
      } else if (value !== null && value !== '') {
        const next = { ...params, [segment.key]: value };
        if (matchSegments(segments, parts, i + 1, j + 1, next)) {
          Object.assign(params, next);
          return true;
        }
      }
    }
  }
  return segment.optional && matchSegments(segments, parts, i + 1, j, params);
}

function splitPath(path: string): string[] | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/') || pathname.includes('//')) return null;
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return trimmed === '/' ? [] : trimmed.slice(1).split('/');
}

/** Reads a path as the named route; null when it does not fit (wrong shape, empty or badly encoded value). */
export function parsePath<N extends RouteName>(name: N, path: string): RouteParams<N> | null {
  const parts = splitPath(path);
  if (!parts) return null;
  const params: Record<string, string> = {};
  return matchSegments(compile(ROUTES[name]), parts, 0, 0, params) ? (params as RouteParams<N>) : null;
}

export type RouteMatch = { [N in RouteName]: { name: N; params: RouteParams<N> } }[RouteName];

/** The route a path opens, or null (the not-found page). Query strings and hashes are ignored. */
export function matchPath(path: string): RouteMatch | null {
  for (const name of ROUTE_NAMES) {
    const params = parsePath(name, path);
    if (params) return { name, params } as RouteMatch;
  }
  return null;
}

/** A leg of a multi-destination flight search after the first one, which lives in the `flight.search` path. */
export interface FlightSearchLeg {
  origin: string;
  destination: string;
  date: string;
}

/** The highest leg number the query string is read for (six legs at most, and a margin to report too many). */
const MAX_QUERY_LEG = 12;

/**
 * The legs of a multi-destination search after the first go in the query string (issue 4), named like the
 * path's own segments with the leg's number: `?origin2=EBL&to2=DXB&depart2=2025-07-05&origin3=…`, so a link
 * stays readable and can be typed. Empty when there are no further legs.
 */
export function buildFlightLegQuery(legs: readonly FlightSearchLeg[]): string {
  const query = new URLSearchParams();
  legs.forEach((leg, i) => {
    query.append(`origin${i + 2}`, leg.origin);
    query.append(`to${i + 2}`, leg.destination);
    query.append(`depart${i + 2}`, leg.date);
  });
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The `flight.search` path with the further legs of a multi-destination search in its query string. */
export function buildFlightSearchPath(
  params: RouteParamsInput<'flight.search'>,
  legs: readonly FlightSearchLeg[] = [],
): string {
  return buildPath('flight.search', params) + buildFlightLegQuery(legs);
}

function queryValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.map(queryValue).join(',') : String(value);
}

/**
 * Reads the further legs from a query string (`?origin2=…`) or from a parsed search object, in order, up to
 * the first number with none of its three values. Values are returned as written (a missing one as ''): they
 * are checked by the search form, which marks what is wrong rather than dropping it.
 */
export function parseFlightLegQuery(search: string | Readonly<Record<string, unknown>>): FlightSearchLeg[] {
  const read =
    typeof search === 'string'
      ? (() => {
          const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
          return (key: string) => query.get(key) ?? '';
        })()
      : (key: string) => queryValue(search[key]);
  const legs: FlightSearchLeg[] = [];
  for (let n = 2; n <= MAX_QUERY_LEG; n++) {
    const leg = { origin: read(`origin${n}`), destination: read(`to${n}`), date: read(`depart${n}`) };
    if (!leg.origin && !leg.destination && !leg.date) break;
    legs.push(leg);
  }
  return legs;
}

/**
 * The `flights` value of `flight.booking`: the chosen offer and its fare family, `<offerId>.<family>`. Offer
 * ids are letters, digits, `_` and `-`, so the dot cannot be part of one.
 */
export function formatFlightSelection(selection: { offerId: string; family: string }): string {
  return `${selection.offerId}.${selection.family}`;
}

export function parseFlightSelection(value: string | undefined): { offerId: string; family: string } | null {
  const match = /^([\w-]+)\.(\w+)$/.exec(value ?? '');
  return match ? { offerId: match[1]!, family: match[2]! } : null;
}

/** One room of a hotel search as its query string carries it: adults, children's ages and infants, as written. */
export interface HotelRoomParams {
  adults: string;
  /** Children's ages, comma-separated (`5,8`); '' for none. */
  ages: string;
  infants: string;
}

/**
 * The rooms of a hotel search beyond the path's totals (issue 5): each room's guests, numbered like the
 * flight legs, `?adults1=2&ages1=5,8&adults2=1&infants2=1`. Empty for one room without children, which the
 * path's totals describe fully.
 */
export function buildHotelRoomsQuery(
  rooms: ReadonlyArray<{ adults: number; childrenAges: ReadonlyArray<number | null>; infants: number }>,
): string {
  const single = rooms.length === 1 && rooms[0]!.childrenAges.length === 0;
  if (single || rooms.length === 0) return '';
  const query = new URLSearchParams();
  rooms.forEach((room, i) => {
    query.append(`adults${i + 1}`, String(room.adults));
    if (room.childrenAges.length) query.append(`ages${i + 1}`, room.childrenAges.map((a) => a ?? '').join(','));
    if (room.infants) query.append(`infants${i + 1}`, String(room.infants));
  });
  return `?${query.toString().replaceAll('%2C', ',')}`;
}

export function buildHotelSearchPath(
  params: RouteParamsInput<'hotel.search'>,
  rooms: ReadonlyArray<{ adults: number; childrenAges: ReadonlyArray<number | null>; infants: number }> = [],
): string {
  return buildPath('hotel.search', params) + buildHotelRoomsQuery(rooms);
}

/** Reads the rooms from a query string or a parsed search object, in order, up to the first number without adults. */
export function parseHotelRoomsQuery(search: string | Readonly<Record<string, unknown>>): HotelRoomParams[] {
  const read =
    typeof search === 'string'
      ? (() => {
          const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
          return (key: string) => query.get(key) ?? '';
        })()
      : (key: string) => queryValue(search[key]);
  const rooms: HotelRoomParams[] = [];
  for (let n = 1; n <= 12; n++) {
    const adults = read(`adults${n}`);
    if (!adults) break;
    rooms.push({ adults, ages: read(`ages${n}`), infants: read(`infants${n}`) });
  }
  return rooms;
}
