import { FlightIndex } from './flight-index.js';
import type { ScheduleSpec } from './network.js';
import type { Carrier, NetworkAirport } from './reference-data.js';

/**
 * The network as read from the database, in plain data: what the search index is built from, and what the
 * search workers receive (structured clone) to build their own copy once per network version.
 */
export interface NetworkData {
  airports: NetworkAirport[];
  schedules: ScheduleSpec[];
  carriers: Carrier[];
  /** Base fare per schedule key, IQD. */
  baseFares: Array<[string, number]>;
}

export interface LoadedNetwork {
  index: FlightIndex;
  carriers: Map<string, Carrier>;
  baseFares: Map<string, number>;
  airports: NetworkAirport[];
  /** What it was built from (for the search workers). */
  data: NetworkData;
}

/** The in-memory network (index, carriers, base fares) of its data. */
export function networkFrom(data: NetworkData): LoadedNetwork {
  const airportMap = new Map(data.airports.map((a) => [a.code, a]));
  return {
    index: new FlightIndex(airportMap, data.schedules),
    carriers: new Map(data.carriers.map((c) => [c.code, c])),
    baseFares: new Map(data.baseFares),
    airports: [...airportMap.values()],
    data,
  };
}
