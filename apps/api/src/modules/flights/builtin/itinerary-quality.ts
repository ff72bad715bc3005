import {
  DEFAULT_RULES,
  searchItineraries,
  type ConnectionRules,
  type FlightIndex,
  type FlightLeg,
} from './flight-index.js';

const duration = (legs: FlightLeg[]) => legs[legs.length - 1]!.arrUtc - legs[0]!.depUtc;
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Two-stop itineraries are offered only when fewer direct or one-stop ones than this are kept. */
const ENOUGH_FEW_STOPS = 10;

const limitFor = (fastest: number) => Math.max(fastest * 2, fastest + 6 * HOUR);

/**
 * Which itineraries a traveller would consider. The search finds every valid one; offering a 30-hour
 * two-stop routing beside a 5-hour connection only buries the good ones. Kept: those no longer than twice
 * the fastest (or the fastest plus six hours, if that is more), and two-stop ones only when fewer than ten
 * direct or one-stop itineraries remain.
 */
export function reasonableItineraries(itineraries: FlightLeg[][]): FlightLeg[][] {
  if (itineraries.length === 0) return itineraries;
  let fastest = Infinity;
  for (const legs of itineraries) fastest = Math.min(fastest, duration(legs));
  const limit = limitFor(fastest);
  const kept = itineraries.filter((legs) => duration(legs) <= limit);
  const fewStops = kept.filter((legs) => legs.length <= 2);
  return fewStops.length >= ENOUGH_FEW_STOPS ? fewStops : kept;
}

/**
 * `reasonableItineraries(searchItineraries(…))` without enumerating the two-stop itineraries it would
 * throw away (usually hundreds: every pair of hubs between the two airports). Direct and one-stop
 * itineraries first; then only the two-stop ones faster than the fastest of those (they would lower the
 * limit); and only when fewer than ten direct or one-stop itineraries are within the limit, the two-stop
 * ones within it. The same itineraries as the unbounded search followed by the filter (a test checks it).
 */
export function reasonableSearch(
  index: FlightIndex,
  query: { origin: string; destination: string; date: string },
  rules: ConnectionRules = DEFAULT_RULES,
): FlightLeg[][] {
  const few = searchItineraries(index, query, rules, { maxStops: 1 });
  if (rules.maxStops < 2) return reasonableItineraries(few);
  if (few.length === 0) return reasonableItineraries(searchItineraries(index, query, rules, { minStops: 2 }));
  let fastest = Infinity;
  for (const legs of few) fastest = Math.min(fastest, duration(legs));
  for (const legs of searchItineraries(index, query, rules, { minStops: 2, maxDurationMinutes: fastest / MINUTE }))
    fastest = Math.min(fastest, duration(legs));
  const limit = limitFor(fastest);
  const keptFew = few.filter((legs) => duration(legs) <= limit);
  if (keptFew.length >= ENOUGH_FEW_STOPS) return keptFew;
  const two = searchItineraries(index, query, rules, { minStops: 2, maxDurationMinutes: limit / MINUTE });
  return reasonableItineraries([...few, ...two]);
}
