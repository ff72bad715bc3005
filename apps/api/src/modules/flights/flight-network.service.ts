import type { Db } from '../../db/client.js';
import { FlightIndex } from './flight-index.js';
import { generateNetwork, type ScheduleSpec } from './network.js';
import { routeBaseFare } from './pricing.js';
import { CARRIERS, type Carrier, type NetworkAirport } from './reference-data.js';
import * as repo from './flights.repository.js';

export interface LoadedNetwork {
  index: FlightIndex;
  carriers: Map<string, Carrier>;
  baseFares: Map<string, number>;
  airports: NetworkAirport[];
}

/** Writes the generated network into an empty database (idempotent: an existing network is kept). */
export async function seedFlightNetwork(db: Db) {
  if ((await repo.countSchedules(db)) > 0) return;
  const network = generateNetwork();
  const lowCost = new Map(CARRIERS.map((c) => [c.code, c.lowCost]));
  await repo.insertNetwork(db, {
    airports: [...network.airports.values()].map((a) => ({
      code: a.code,
      name: a.name,
      city: a.city,
      country: a.country,
      countryName: a.countryName,
      lat: a.lat,
      lng: a.lng,
      timeZone: a.timeZone,
    })),
    carriers: CARRIERS.map((c) => ({ code: c.code, name: c.name, lowCost: c.lowCost, color: c.color })),
    schedules: network.schedules.map((s) => ({
      key: s.key,
      carrier: s.carrier,
      flightNumber: s.flightNumber,
      origin: s.origin,
      destination: s.destination,
      departureMinutes: s.departureMinutes,
      durationMinutes: s.durationMinutes,
      days: s.days,
      aircraftCode: s.aircraft.code,
      aircraftName: s.aircraft.name,
      seatsEconomy: s.aircraft.seats.economy,
      seatsBusiness: s.aircraft.seats.business,
      seatsFirst: s.aircraft.seats.first,
      distanceKm: s.distanceKm,
      baseFareIqd: BigInt(routeBaseFare(s.distanceKm, lowCost.get(s.carrier) ?? false)),
    })),
  });
}

/**
 * The network as the search sees it, read from the database and kept in memory. It is reloaded after
 * `ttlMs`, so schedule changes by staff reach every API process without a restart.
 */
export function createFlightNetwork(db: Db, ttlMs = 60_000) {
  let loaded: { at: number; network: Promise<LoadedNetwork> } | undefined;

  async function load(): Promise<LoadedNetwork> {
    const { airports, carriers, schedules } = await repo.loadNetwork(db);
    const airportMap = new Map<string, NetworkAirport>(
      airports.map((a) => [
        a.code,
        {
          code: a.code,
          name: a.name,
          city: a.city,
          country: a.country,
          countryName: a.countryName,
          lat: Number(a.lat),
          lng: Number(a.lng),
          timeZone: a.timeZone,
        },
      ]),
    );
    const specs: ScheduleSpec[] = schedules.map((s) => ({
      key: s.key,
      carrier: s.carrier,
      flightNumber: s.flightNumber,
      origin: s.origin,
      destination: s.destination,
      departureMinutes: s.departureMinutes,
      durationMinutes: s.durationMinutes,
      days: s.days,
      aircraft: {
        code: s.aircraftCode,
        name: s.aircraftName,
        seats: { economy: s.seatsEconomy, business: s.seatsBusiness, first: s.seatsFirst },
      },
      distanceKm: s.distanceKm,
    }));
    return {
      index: new FlightIndex(airportMap, specs),
      carriers: new Map(
        carriers.map((c) => [c.code, { code: c.code, name: c.name, lowCost: c.lowCost, color: c.color }]),
      ),
      baseFares: new Map(schedules.map((s) => [s.key, Number(s.baseFareIqd)])),
      airports: [...airportMap.values()],
    };
  }

  return {
    get(): Promise<LoadedNetwork> {
      if (!loaded || Date.now() - loaded.at > ttlMs) {
        const network = load();
        loaded = { at: Date.now(), network };
        network.catch(() => (loaded = undefined));
      }
      return loaded.network;
    },
    invalidate() {
      loaded = undefined;
    },
  };
}
export type FlightNetwork = ReturnType<typeof createFlightNetwork>;
