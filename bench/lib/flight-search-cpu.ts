/**
 * The flight search's own cost, in process: the built API's flight service on the benchmark database,
 * called directly (no HTTP, no load generator), timed by CPU per batch of searches. The machine is
 * shared: latencies under load move with everyone else's work, CPU time per search much less so, and the
 * median over many batches even less.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FlightSearch } from '@portal/contracts/flights';
import type * as CurrenciesModule from '../../apps/api/dist/modules/currencies/currencies.service.js';
import type * as NetworkModule from '../../apps/api/dist/modules/flights/builtin/flight-network.service.js';
import type * as FlightsModule from '../../apps/api/dist/modules/flights/flights.service.js';
import type * as BuiltinModule from '../../apps/api/dist/modules/flights/builtin/builtin-supplier.js';
import type * as RegistryModule from '../../apps/api/dist/lib/supplier-registry.js';
import type * as SessionsModule from '../../apps/api/dist/modules/search-sessions/search-sessions.store.js';
import type { ApiModules } from './api.js';
import { COLD, addDays } from './flight-queries.js';

export interface CpuRun {
  mode: 'cold-new-slices' | 'cold-new-pair' | 'hot';
  description: string;
  searches: number;
  batch: number;
  /** CPU of this process (user + system, GC threads included) per search: median, 10th and 90th percentile of batches. */
  cpuMs: { median: number; p10: number; p90: number };
  /** Wall time per search, over all searches. */
  wallMs: { median: number; p90: number; p99: number };
  /** Mean size of the answers. */
  bytes: number;
}

export interface CpuReport {
  database: string;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  runs: CpuRun[];
}

const round = (n: number) => Math.round(n * 1000) / 1000;
function quantile(sorted: number[], q: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;
}

function roundTrip(today: string, out: number, back: number): FlightSearch {
  return {
    trip: 'round',
    cabin: 'economy',
    adults: 1,
    children: 0,
    infants: 0,
    slices: [
      { origin: 'BSR', destination: 'FRA', date: addDays(today, out) },
      { origin: 'FRA', destination: 'BSR', date: addDays(today, back) },
    ],
  };
}

/** Runs the three modes against an open database; `os.loadavg` is recorded around them. */
export async function measureSearchCpu(
  api: ApiModules,
  database: { db: unknown },
  label: string,
  loadavg: () => number[],
): Promise<CpuReport> {
  const load = async <T>(rel: string): Promise<T> =>
    (await import(pathToFileURL(path.join(api.distDir, rel)).href)) as T;
  const networks = await load<typeof NetworkModule>('modules/flights/builtin/flight-network.service.js');
  const flightsModule = await load<typeof FlightsModule>('modules/flights/flights.service.js');
  const builtinModule = await load<typeof BuiltinModule>('modules/flights/builtin/builtin-supplier.js');
  const registryModule = await load<typeof RegistryModule>('lib/supplier-registry.js');
  const currenciesModule = await load<typeof CurrenciesModule>('modules/currencies/currencies.service.js');
  const sessionsModule = await load<typeof SessionsModule>('modules/search-sessions/search-sessions.store.js');
  const db = database.db as Parameters<typeof networks.createFlightNetwork>[0];
  const network = networks.createFlightNetwork(db);
  const currencies = currenciesModule.createCurrencyService(db);
  // A new service has a new built-in supplier too: nothing cached by an earlier one.
  const service = () =>
    flightsModule.createFlightService({
      network,
      currencies,
      sessions: sessionsModule.memorySessionStore(db),
      suppliers: registryModule.createSupplierRegistry('flight', [
        builtinModule.createBuiltinSupplier({ db, network }),
      ]),
    });

  const today = new Date().toISOString().slice(0, 10);
  const pairs: Array<[number, number]> = [];
  for (let stay = 1; stay <= COLD.maxStay; stay++)
    for (let d = 0; d < COLD.days; d++) pairs.push([COLD.firstDay + d, COLD.firstDay + d + stay]);
  const loadBefore = loadavg();
  await network.get();

  async function timed(
    mode: CpuRun['mode'],
    description: string,
    batches: number,
    batch: number,
    search: (i: number) => Promise<{ body: Buffer }>,
  ): Promise<CpuRun> {
    const cpu: number[] = [];
    const wall: number[] = [];
    let bytes = 0;
    let i = 0;
    for (let b = 0; b < batches; b++) {
      const before = process.cpuUsage();
      for (let k = 0; k < batch; k++, i++) {
        const t = performance.now();
        const answer = await search(i);
        wall.push(performance.now() - t);
        bytes += answer.body.length;
      }
      const used = process.cpuUsage(before);
      cpu.push((used.user + used.system) / 1000 / batch);
    }
    cpu.sort((a, b) => a - b);
    wall.sort((a, b) => a - b);
    return {
      mode,
      description,
      searches: i,
      batch,
      cpuMs: { median: round(quantile(cpu, 0.5)), p10: round(quantile(cpu, 0.1)), p90: round(quantile(cpu, 0.9)) },
      wallMs: { median: round(quantile(wall, 0.5)), p90: round(quantile(wall, 0.9)), p99: round(quantile(wall, 0.99)) },
      bytes: Math.round(bytes / Math.max(1, i)),
    };
  }

  const runs: CpuRun[] = [];
  // 1. Slices nobody searched: a new service per search (its itinerary, price, seat and answer caches empty),
  //    on the network already in memory. Each search finds and prices both slices and reads seats.
  runs.push(
    await timed(
      'cold-new-slices',
      'BSR⇄FRA round trip, both slices never searched before (fresh caches, network and day index warm)',
      30,
      5,
      (i) => {
        const [out, back] = pairs[(i * 37) % pairs.length]!;
        return service().search(roundTrip(today, out, back), 'USD');
      },
    ),
  );
  // 2. The bench's cold run in steady state: every date pair of the sequence once (as the warm-up and the
  //    first minutes of a live server do), then new pairs with `fresh` — no answer reused.
  const steady = service();
  for (const [out, back] of pairs) await steady.search(roundTrip(today, out, back), 'USD', { fresh: true });
  runs.push(
    await timed(
      'cold-new-pair',
      'BSR⇄FRA round trip, a date pair not answered before, its slices searched before (the cold run, steady state)',
      60,
      20,
      (i) => {
        const [out, back] = pairs[i % pairs.length]!;
        return steady.search(roundTrip(today, out, back), 'USD', { fresh: true });
      },
    ),
  );
  // 3. The same search again within the minute: the answer as it was.
  const hot = roundTrip(today, 14, 21);
  await steady.search(hot, 'USD');
  runs.push(
    await timed('hot', 'BSR⇄FRA round trip asked again within a minute (answer reused)', 40, 200, () =>
      steady.search(hot, 'USD'),
    ),
  );
  return { database: label, loadAverageBefore: loadBefore, loadAverageAfter: loadavg(), runs };
}
