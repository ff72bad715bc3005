import {
  buildFlightSearchPath,
  parseFlightLegQuery,
  type FlightSearchLeg,
  type RouteParams,
} from '@portal/contracts/routes';
import {
  addDays,
  isCabinClass,
  isIataCode,
  isIsoDate,
  isTripType,
  MAX_DAYS_AHEAD,
  MAX_SLICES,
  MIN_MULTI_SLICES,
  passengerProblems,
  type CabinClass,
  type SearchProblem,
  type TripType,
} from './search-rules';

/** What the search form holds. Airports are IATA codes, dates YYYY-MM-DD; '' is "not chosen yet". */
export interface SearchFormValues {
  trip: TripType;
  /** One leg for one way and round trips (the return is `returnDate`), 2–6 for multi-destination trips. */
  legs: FlightSearchLeg[];
  returnDate: string;
  adults: number;
  children: number;
  infants: number;
  cabin: CabinClass;
}

/**
 * Problems by the API's field names (`slices.0.origin`, `slices.1.date`, `adults`, …), so that the form marks
 * the same field for its own checks and for the server's. A round trip's return date is `slices.1.date`.
 */
export type SearchProblems = Partial<Record<string, SearchProblem>>;

/** The body of `POST /flight-searches` (and of its calendar). */
export interface SearchBody {
  trip: TripType;
  slices: FlightSearchLeg[];
  adults: number;
  children: number;
  infants: number;
  cabin: CabinClass;
}

export const EMPTY_LEG: FlightSearchLeg = { origin: '', destination: '', date: '' };

export function defaultSearchValues(): SearchFormValues {
  return {
    trip: 'round',
    legs: [{ ...EMPTY_LEG }],
    returnDate: '',
    adults: 1,
    children: 0,
    infants: 0,
    cabin: 'economy',
  };
}

/** The slices a search sends: the return of a round trip is the first leg reversed. */
export function slicesOf(values: SearchFormValues): FlightSearchLeg[] {
  const [first = EMPTY_LEG] = values.legs;
  if (values.trip === 'round') {
    return [first, { origin: first.destination, destination: first.origin, date: values.returnDate }];
  }
  return values.trip === 'multi' ? values.legs : [first];
}

/** Switching the trip type keeps what was typed: the first leg always, the others for multi-destination. */
export function withTripType(values: SearchFormValues, trip: TripType): SearchFormValues {
  if (trip !== 'multi') return { ...values, trip };
  const legs = [...values.legs];
  while (legs.length < MIN_MULTI_SLICES) {
    const previous = legs[legs.length - 1];
    legs.push({ origin: previous?.destination ?? '', destination: '', date: '' });
  }
  return { ...values, trip, legs };
}

function dateProblem(date: string, today: string): SearchProblem | undefined {
  if (!date) return 'required';
  if (!isIsoDate(date)) return 'invalid_date';
  if (date < today) return 'date_in_past';
  if (date > addDays(today, MAX_DAYS_AHEAD)) return 'date_too_far';
  return undefined;
}

/** Everything the form can check by itself; the server checks the same again (and knows its airports). */
export function validateSearch(values: SearchFormValues, today: string): SearchProblems {
  const problems: SearchProblems = {};
  const slices = slicesOf(values);
  if (values.trip === 'multi' && (slices.length < MIN_MULTI_SLICES || slices.length > MAX_SLICES)) {
    problems.slices = 'invalid_choice';
  }
  slices.forEach((slice, i) => {
    // A round trip's return airports mirror the outward ones: only its date is a field of its own.
    const mirrored = values.trip === 'round' && i === 1;
    if (!mirrored) {
      if (!slice.origin) problems[`slices.${i}.origin`] = 'required';
      else if (!isIataCode(slice.origin)) problems[`slices.${i}.origin`] = 'invalid_airport';
      if (!slice.destination) problems[`slices.${i}.destination`] = 'required';
      else if (!isIataCode(slice.destination)) problems[`slices.${i}.destination`] = 'invalid_airport';
      else if (slice.destination === slice.origin) problems[`slices.${i}.destination`] = 'same_airports';
    }
    const date = dateProblem(slice.date, today);
    const previous = slices[i - 1];
    if (date) problems[`slices.${i}.date`] = date;
    else if (previous && isIsoDate(previous.date) && slice.date < previous.date) {
      problems[`slices.${i}.date`] = mirrored ? 'return_before_departure' : 'dates_out_of_order';
    }
  });
  Object.assign(problems, passengerProblems(values));
  return problems;
}

export function toSearchBody(values: SearchFormValues): SearchBody {
  return {
    trip: values.trip,
    slices: slicesOf(values),
    adults: values.adults,
    children: values.children,
    infants: values.infants,
    cabin: values.cabin,
  };
}

/** The `flight.search` URL of a search; further multi-destination legs go in the query string. */
export function searchPath(values: SearchFormValues): string {
  const [first = EMPTY_LEG, ...rest] = values.legs;
  return buildFlightSearchPath(
    {
      fromId: first.origin,
      toId: first.destination,
      type: values.trip,
      depart: first.date,
      return: values.trip === 'round' ? values.returnDate : null,
      adults: values.adults,
      child: values.children,
      infants: values.infants,
      class: values.cabin,
    },
    values.trip === 'multi' ? rest : [],
  );
}

function readCount(raw: string): number {
  return /^\d{1,2}$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * Reads a `flight.search` URL into form values, with what is wrong with it. Nothing is thrown away: a bad
 * value stays in the form (codes upper-cased, as people type them in either case) and is marked there.
 */
export function searchFromUrl(
  params: RouteParams<'flight.search'>,
  query: string | Readonly<Record<string, unknown>>,
  today: string,
): { values: SearchFormValues; problems: SearchProblems } {
  const code = (raw: string) => raw.trim().toUpperCase();
  const typeProblem = isTripType(params.type) ? undefined : 'invalid_choice';
  const trip: TripType = isTripType(params.type) ? params.type : params.return ? 'round' : 'oneway';
  const cabin: CabinClass = isCabinClass(params.class) ? params.class : 'economy';
  const extra = trip === 'multi' ? parseFlightLegQuery(query) : [];
  const counts = {
    adults: readCount(params.adults),
    children: readCount(params.child),
    infants: readCount(params.infants),
  };
  const values: SearchFormValues = {
    trip,
    legs: [
      { origin: code(params.fromId), destination: code(params.toId), date: params.depart },
      ...extra.map((leg) => ({ origin: code(leg.origin), destination: code(leg.destination), date: leg.date })),
    ],
    returnDate: trip === 'round' ? (params.return ?? '') : '',
    adults: Number.isNaN(counts.adults) ? 1 : counts.adults,
    children: Number.isNaN(counts.children) ? 0 : counts.children,
    infants: Number.isNaN(counts.infants) ? 0 : counts.infants,
    cabin,
  };
  const problems = validateSearch(values, today);
  if (typeProblem) problems.trip = typeProblem;
  if (!isCabinClass(params.class)) problems.cabin = 'invalid_choice';
  for (const key of ['adults', 'children', 'infants'] as const) {
    if (Number.isNaN(counts[key])) problems[key] = 'invalid_type';
  }
  return { values, problems };
}
