import type { Db } from '../../../db/client.js';
import { networkFrom, type LoadedNetwork } from './loaded-network.js';
import { generateNetwork, type ScheduleSpec } from './network.js';
import { routeBaseFare } from './pricing.js';
import { CARRIERS, type NetworkAirport } from './reference-data.js';
import * as repo from './flights.repository.js';

export type { LoadedNetwork } from './loaded-network.js';

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
 * The network as the search sees it, read from the database and kept in memory. Every `checkEveryMs`
 * a request starts a check of the network's version (one row, bumped by triggers on every change of
 * schedules, airports or carriers) in the background, and only a new version reloads the network: staff
 * changes reach every API process within seconds, and an unchanged network is never read again. Requests
 * keep using the network they have while a check or a reload runs; only the first one waits for it.
 */
export function createFlightNetwork(db: Db, { checkEveryMs = 5_000 }: { checkEveryMs?: number } = {}) {
  let current: { version: string; network: LoadedNetwork } | undefined;
  let refreshing: Promise<LoadedNetwork> | undefined;
  let checkedAt = 0;
  /** Set by `invalidate()`: the next `get()` waits for a check. */
  let stale = false;

  async function load(): Promise<LoadedNetwork> {
    const { airports, carriers, schedules } = await repo.loadNetwork(db);
    const airportList: NetworkAirport[] = airports.map((a) => ({
      code: a.code,
      name: a.name,
      city: a.city,
      country: a.country,
      countryName: a.countryName,
      lat: Number(a.lat),
      lng: Number(a.lng),
      timeZone: a.timeZone,
    }));
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
    return networkFrom({
      airports: airportList,
      schedules: specs,
      carriers: carriers.map((c) => ({
        code: c.code,
        name: c.name,
        lowCost: c.lowCost,
        color: c.color,
        logoUrl: c.logoUrl,
      })),
      baseFares: schedules.map((s) => [s.key, Number(s.baseFareIqd)]),
    });
  }

  async function refresh(): Promise<LoadedNetwork> {
    const version = await repo.networkVersion(db);
    if (current && current.version === version) return current.network;
    const network = await load();
    current = { version, network };
    return network;
  }

  function startRefresh(): Promise<LoadedNetwork> {
    checkedAt = Date.now();
    refreshing ??= refresh().finally(() => (refreshing = undefined));
    return refreshing;
  }

  return {
    get(): Promise<LoadedNetwork> {
      if (!current || stale) {
        stale = false;
        // A check already running may have read the version before the change: check again after it.
        return refreshing ? refreshing.catch(() => undefined).then(startRefresh) : startRefresh();
      }
      if (Date.now() - checkedAt >= checkEveryMs && !refreshing) {
        // A failed check keeps the network in use and is tried again after the interval.
        startRefresh().catch(() => undefined);
      }
      return Promise.resolve(current.network);
    },
    /** After a change made by this process: the next search checks the version (and reloads) first. */
    invalidate() {
      stale = true;
    },
  };
}
export type FlightNetwork = ReturnType<typeof createFlightNetwork>;
