import type { FlightLeg } from './flight-index.js';

const duration = (legs: FlightLeg[]) => legs[legs.length - 1]!.arrUtc - legs[0]!.depUtc;
const HOUR = 3_600_000;

/**
 * Which itineraries a traveller would consider. The search finds every valid one; offering a 30-hour
 * two-stop routing beside a 5-hour connection only buries the good ones. Kept: those no longer than twice
 * the fastest (or the fastest plus six hours, if that is more), and two-stop ones only when fewer than ten
 * direct or one-stop itineraries remain.
 */
export function reasonableItineraries(itineraries: FlightLeg[][]): FlightLeg[][] {
  if (itineraries.length === 0) return itineraries;
  const fastest = Math.min(...itineraries.map(duration));
  const limit = Math.max(fastest * 2, fastest + 6 * HOUR);
  const kept = itineraries.filter((legs) => duration(legs) <= limit);
  const fewStops = kept.filter((legs) => legs.length <= 2);
  return fewStops.length >= 10 ? fewStops : kept;
}
