/**
 * Flight search suite (issue 4): latency and throughput of POST /api/v1/flight-searches on the full
 * generated network, on PGlite and PostgreSQL — a one-way with direct flights, a round trip that needs
 * connections, a multi-city trip, each the same query repeated ("hot") and with new dates on every request
 * ("cold", so the API's one-minute answer reuse does not apply) — plus response sizes, offer counts, a check
 * of every measured answer's connections, and a comparison of the answers' itineraries with a brute-force
 * enumeration of the network (`lib/flight-reference.ts`). Optionally profiles the server during the cold run.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type autocannon from 'autocannon';
import type { FlightSearchBody, FlightSearchResult } from '@portal/contracts/flights';
import type { DatabaseKind } from './api.bench.js';
import { loadApi, type ApiModules } from './lib/api.js';
import {
  COLD,
  CONNECTION_LIMITS,
  ColdSequence,
  checkAnswer,
  flightQueries,
  todayUtc,
  type AnswerCheck,
  type FlightQuery,
  type FlightQueryKey,
} from './lib/flight-queries.js';
import {
  compareWithReference,
  loadFlightReference,
  type FlightReference,
  type SliceComparison,
} from './lib/flight-reference.js';
import { measureSearchCpu, type CpuReport } from './lib/flight-search-cpu.js';
import { measure, type Measurement } from './lib/load.js';
import { summarizeProfile, type ProfileSummary } from './lib/profile.js';
import { freePort, startServer, type ChildServer, type ShutdownReport } from './lib/server.js';
import { redactUrl, stopBenchApi, withBenchDatabase, type DatabaseEntry } from './lib/seeded-api.js';
import { fmtInt, fmtMs, fmtPct, formatTable } from './lib/table.js';
import type { SuiteContext, SuiteOutcome, TargetCheck } from './lib/suite.js';

const PATH = '/api/v1/flight-searches';

export const FLIGHT_TARGETS = {
  /** Issue 4: p97.5 ≤ 50 ms for a one-stop round trip at 20 connections (checked hot and cold). */
  roundTrip: { connections: 20, maxP97_5Ms: 50 },
};

export interface FlightSuiteOptions {
  duration: number;
  warmup: number;
  connections: number[];
  databases: DatabaseKind[];
  postgresAdminUrl: string;
  postgresDatabase: string;
  poolSize?: number;
  /** FLIGHT_SEARCH_WORKERS for the API server (`0` = searches on its main thread); the API's default otherwise. */
  searchWorkers?: string;
  /** Databases on which to profile the server (`node --cpu-prof`) during an extra cold run. */
  profile: DatabaseKind[];
}

export interface FlightRun extends Measurement {
  database: DatabaseKind;
  query: FlightQueryKey;
  label: string;
  cache: 'hot' | 'cold';
  /** Cold runs: requests built in this run (warm-up included) and those whose date pair was sent < 65 s before. */
  coldPairs?: { sent: number; reusedWithinCacheWindow: number };
  /**
   * CPU milliseconds the API process (and PostgreSQL, all its processes) spent per response in the measured
   * window: the cost of a search, which contention from other work on the machine changes far less than the
   * latency it causes.
   */
  cpuMsPerResponse: { api: number | null; postgres: number | null };
}

interface AnswerReport {
  query: FlightQueryKey;
  body: FlightSearchBody;
  status: number;
  /** The first request for this body on a fresh server: network load from the database, JIT, no cache. */
  firstRequestMs: number;
  bytes: number;
  /** gzip (Node zlib, default level 6), what a compressing proxy or server would send. */
  gzipBytes: number;
  /** Content-Encoding the API answered with when offered gzip and br; null = uncompressed. */
  contentEncoding: string | null;
  check: AnswerCheck | null;
  /** Its itineraries against the brute-force reference, per slice. */
  reference?: SliceComparison[];
  error?: string;
}

interface ColdSample {
  query: FlightQueryKey;
  /** Against the brute-force reference: slices compared, itineraries offered that it lacks, and (one-way) missed. */
  reference: { slices: number; extra: number; missed: number; examples: string[] };
  bodies: number;
  offers: { min: number; median: number; max: number };
  bytes: { min: number; median: number; max: number };
  gzipBytes: { min: number; median: number; max: number };
  requestMs: { min: number; median: number; max: number };
  violationCount: number;
  violations: string[];
}

interface DatabaseReport extends DatabaseEntry {
  server?: { pid: number; startupMs: number; env: Record<string, string> };
  answers: AnswerReport[];
  coldSamples: ColdSample[];
  coldSequences: Array<{ query: FlightQueryKey; distinctPairs: number; sent: number; reusedWithinCacheWindow: number }>;
  /**
   * Every slice of the measured queries and of the cold samples searched one way, compared with the
   * brute-force reference: the same itineraries, none missed, none extra.
   */
  sliceAnswers: SliceComparison[];
  /** The search's CPU per call in process (no HTTP, no load generator), before the server starts. */
  inProcess?: CpuReport;
  profile?: {
    run?: Omit<FlightRun, 'database'>;
    shutdown: ShutdownReport;
    summary: ProfileSummary | null;
    error?: string;
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : 0;
};
const spread = (xs: number[]) => ({ min: Math.min(...xs), median: median(xs), max: Math.max(...xs) });

async function search(
  server: ChildServer,
  body: FlightSearchBody,
): Promise<{ status: number; ms: number; text: string; contentEncoding: string | null }> {
  const t0 = performance.now();
  const res = await fetch(server.url + PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return {
    status: res.status,
    ms: Math.round(performance.now() - t0),
    text,
    contentEncoding: res.headers.get('content-encoding'),
  };
}

async function answerReport(
  api: ApiModules,
  reference: FlightReference,
  server: ChildServer,
  q: FlightQuery,
): Promise<AnswerReport> {
  const r = await search(server, q.body);
  const base = {
    query: q.key,
    body: q.body,
    status: r.status,
    firstRequestMs: r.ms,
    bytes: Buffer.byteLength(r.text),
    gzipBytes: gzipSync(r.text).length,
    contentEncoding: r.contentEncoding,
  };
  if (r.status !== 201) return { ...base, check: null, error: r.text.slice(0, 500) };
  const result = (JSON.parse(r.text) as { data: FlightSearchResult }).data;
  return {
    ...base,
    check: checkAnswer(api, q.body, result),
    reference: compareWithReference(reference, q.body, result),
  };
}

async function coldSample(
  api: ApiModules,
  reference: FlightReference,
  server: ChildServer,
  query: FlightQueryKey,
  cold: ColdSequence,
  n: number,
): Promise<ColdSample> {
  const references: SliceComparison[] = [];
  const offers: number[] = [];
  const bytes: number[] = [];
  const gz: number[] = [];
  const ms: number[] = [];
  const violations: string[] = [];
  let violationCount = 0;
  for (const body of cold.sample(n)) {
    const r = await search(server, body);
    if (r.status !== 201) {
      violationCount++;
      violations.push(`${JSON.stringify(body.slices.map((s) => s.date))}: status ${r.status} ${r.text.slice(0, 200)}`);
      continue;
    }
    const result = (JSON.parse(r.text) as { data: FlightSearchResult }).data;
    const check = checkAnswer(api, body, result);
    references.push(...compareWithReference(reference, body, result));
    offers.push(check.offers);
    bytes.push(Buffer.byteLength(r.text));
    gz.push(gzipSync(r.text).length);
    ms.push(r.ms);
    violationCount += check.violationCount;
    violations.push(...check.violations.slice(0, 5).map((v) => `${body.slices.map((s) => s.date).join('/')}: ${v}`));
  }
  return {
    query,
    reference: {
      slices: references.length,
      extra: references.reduce((sum, c) => sum + c.extra.length, 0),
      missed: references.reduce((sum, c) => sum + c.missed.length, 0),
      examples: references.flatMap((c) => [...c.extra, ...c.missed].map((k) => `${c.slice}: ${k}`)).slice(0, 5),
    },
    bodies: n,
    offers: spread(offers),
    bytes: spread(bytes),
    gzipBytes: spread(gz),
    requestMs: spread(ms),
    violationCount,
    violations: violations.slice(0, 20),
  };
}

/**
 * Each distinct slice searched one way and compared with the reference: a one-way answer offers every
 * itinerary on sale (up to 150), so here none may be missed and none may be extra.
 */
async function sliceAnswers(
  reference: FlightReference,
  server: ChildServer,
  slices: FlightSearchBody['slices'],
): Promise<SliceComparison[]> {
  const seen = new Set<string>();
  const out: SliceComparison[] = [];
  for (const slice of slices) {
    const id = `${slice.origin}|${slice.destination}|${slice.date}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const body: FlightSearchBody = { trip: 'oneway', slices: [slice], adults: 1 };
    const r = await search(server, body);
    if (r.status !== 201) {
      out.push({
        slice: `${slice.origin}→${slice.destination} ${slice.date}`,
        offered: 0,
        reference: 0,
        extra: [],
        missed: [`status ${r.status}`],
      });
      continue;
    }
    out.push(...compareWithReference(reference, body, (JSON.parse(r.text) as { data: FlightSearchResult }).data));
  }
  return out;
}

/** Each connection sends the cold sequence's next dates on every request. */
function coldClient(cold: ColdSequence): (client: autocannon.Client) => void {
  return (client) => {
    client.setRequests([
      {
        method: 'POST',
        path: PATH,
        // A new date pair on every request, and `no-cache`: even when the sequence comes round again
        // within the API's answer-reuse minute (it does above ~30 req/s), the search is computed afresh.
        headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' },
        setupRequest: (req) => ({ ...req, body: cold.nextBody() }),
      },
    ]);
  };
}

async function runOne(
  ctx: SuiteContext,
  options: FlightSuiteOptions,
  server: ChildServer,
  database: DatabaseKind,
  q: FlightQuery,
  connections: number,
  cold: ColdSequence,
): Promise<FlightRun> {
  if (!server.alive()) throw new Error(`${server.name} is no longer running (${server.exitStatus()})`);
  ctx.log(
    `  ${database.padEnd(8)} ${q.label.padEnd(44)} ${String(connections).padStart(3)} conns: ${options.warmup} s warm-up, ${options.duration} s measured`,
  );
  const sentBefore = cold.sent;
  const reusedBefore = cold.reusedWithinCacheWindow;
  const m = await measure({
    url: server.url + PATH,
    connections,
    duration: options.duration,
    warmup: options.warmup,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    ...(q.cache === 'hot' ? { body: JSON.stringify(q.body) } : { setupClient: coldClient(cold) }),
    cpu: { serverPid: server.pid, postgres: database === 'postgres' },
  });
  const flags =
    m.non2xx || m.errors ? `  ← ${m.non2xx} non-2xx, ${m.errors} errors ${JSON.stringify(m.statusCodes)}` : '';
  ctx.log(
    `    ${fmtInt(m.requestsPerSecond)} req/s, p50 ${fmtMs(m.latencyMs.p50)} ms, p97.5 ${fmtMs(m.latencyMs.p97_5)} ms${flags}`,
  );
  if (!server.alive()) {
    throw new Error(`${server.name} exited during this run (${server.exitStatus()}):\n${server.logTail()}`);
  }
  const perResponse = (percent: number | null | undefined) =>
    percent === null || percent === undefined || m.responses === 0
      ? null
      : Math.round(((percent / 100) * m.durationSeconds * 1000 * 10) / m.responses) / 10;
  return {
    database,
    query: q.key,
    label: q.label,
    cache: q.cache,
    ...m,
    cpuMsPerResponse: { api: perResponse(m.cpu?.serverPercent), postgres: perResponse(m.cpu?.postgresPercent) },
    ...(q.cache === 'cold'
      ? {
          coldPairs: {
            sent: cold.sent - sentBefore,
            reusedWithinCacheWindow: cold.reusedWithinCacheWindow - reusedBefore,
          },
        }
      : {}),
  };
}

function serverEnv(port: number, dataDir: string, url: string | undefined, options: FlightSuiteOptions) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    NODE_ENV: 'production',
    ...(url ? { DATABASE_URL: url } : {}),
    ...(options.poolSize ? { DB_POOL_SIZE: String(options.poolSize) } : {}),
    ...(options.searchWorkers !== undefined ? { FLIGHT_SEARCH_WORKERS: options.searchWorkers } : {}),
  };
}

/** A separate server under `node --cpu-prof`, a cold run at the highest connection count, and the profile's summary. */
async function profileCold(
  ctx: SuiteContext,
  options: FlightSuiteOptions,
  api: ApiModules,
  database: DatabaseKind,
  dataDir: string,
  url: string | undefined,
  q: FlightQuery,
): Promise<NonNullable<DatabaseReport['profile']>> {
  const dir = path.join(ctx.benchDir, 'results', 'profiles');
  await mkdir(dir, { recursive: true });
  const name = `flights-cold-${database}.cpuprofile`;
  const file = path.join(dir, name);
  await rm(file, { force: true });
  const port = await freePort();
  const server = await startServer({
    name: `API on ${database} (profiled)`,
    args: ['--cpu-prof', '--cpu-prof-dir', dir, '--cpu-prof-name', name, path.join(api.distDir, 'server.js')],
    env: serverEnv(port, dataDir, url, options),
    cwd: ctx.repoRoot,
    port,
    readyPath: '/readyz',
  });
  const connections = Math.max(...options.connections);
  let run: FlightRun | undefined;
  let error: string | undefined;
  try {
    ctx.log(`  ${database}: profiling the server (node --cpu-prof) during a cold run`);
    run = await runOne(ctx, options, server, database, q, connections, new ColdSequence(todayUtc(), q.cold));
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  const shutdown = await server.stop();
  let summary: ProfileSummary | null = null;
  if (existsSync(file)) {
    summary = await summarizeProfile(file, ctx.repoRoot, run?.windowMonotonicUs);
    summary.file = path.relative(ctx.repoRoot, file);
  } else {
    error = `${error ? `${error}; ` : ''}no profile was written (${file})`;
  }
  if (!run) return { shutdown, summary, ...(error ? { error } : {}) };
  const { database: _database, ...rest } = run;
  return { run: rest, shutdown, summary, ...(error ? { error } : {}) };
}

async function measureDatabase(
  ctx: SuiteContext,
  options: FlightSuiteOptions,
  api: ApiModules,
  reference: FlightReference,
  database: DatabaseKind,
  entry: DatabaseReport,
  runs: FlightRun[],
): Promise<void> {
  const seeding = 'demo data and the flight network';
  await withBenchDatabase(ctx, api, { ...options, suite: 'flights', seeding }, entry, async ({ dataDir, url }) => {
    ctx.log(`  ${database}: the search's CPU per call, in process (no HTTP)…`);
    const opened = await api.client.openDatabase({ dataDir, poolSize: 4, ...(url ? { url } : {}) });
    try {
      entry.inProcess = await measureSearchCpu(api, opened, database, () => os.loadavg().map((n) => round2(n)));
    } finally {
      await opened.close();
    }
    for (const r of entry.inProcess.runs)
      ctx.log(
        `    ${r.mode}: ${r.cpuMs.median} ms CPU per search (median of batches), wall median ${r.wallMs.median} ms`,
      );

    const port = await freePort();
    const env = serverEnv(port, dataDir, url, options);
    const server = await startServer({
      name: `API on ${database}`,
      args: [path.join(api.distDir, 'server.js')],
      env,
      cwd: ctx.repoRoot,
      port,
      readyPath: '/readyz',
    });
    entry.server = {
      pid: server.pid,
      startupMs: server.startupMs,
      env: { ...env, ...(url ? { DATABASE_URL: redactUrl(url) } : {}), DATA_DIR: '(temporary directory)' },
    };
    const today = todayUtc();
    const queries = flightQueries(today);
    const colds = new Map(queries.filter((q) => q.cold).map((q) => [q.key, new ColdSequence(today, q.cold)]));
    try {
      for (const q of queries.filter((x) => x.cache === 'hot'))
        entry.answers.push(await answerReport(api, reference, server, q));
      for (const q of queries) {
        const cold = colds.get(q.key) ?? new ColdSequence(today);
        for (const connections of options.connections)
          runs.push(await runOne(ctx, options, server, database, q, connections, cold));
      }
      const slices: FlightSearchBody['slices'] = queries.filter((q) => q.cache === 'hot').flatMap((q) => q.body.slices);
      for (const [query, cold] of colds) {
        entry.coldSequences.push({
          query,
          distinctPairs: cold.distinctPairs,
          sent: cold.sent,
          reusedWithinCacheWindow: cold.reusedWithinCacheWindow,
        });
        entry.coldSamples.push(await coldSample(api, reference, server, query, cold, 6));
        slices.push(...cold.sample(2).flatMap((b) => b.slices));
      }
      ctx.log(`  ${database}: the answers' itineraries against the brute-force reference…`);
      entry.sliceAnswers.push(...(await sliceAnswers(reference, server, slices)));
    } finally {
      await stopBenchApi(ctx, entry, server);
    }
    if (options.profile.includes(database)) {
      const round = queries.find((q) => q.key === 'round-connecting-cold')!;
      entry.profile = await profileCold(ctx, options, api, database, dataDir, url, round);
    }
  });
}

function evaluateTargets(runs: FlightRun[], reports: DatabaseReport[], options: FlightSuiteOptions): TargetCheck[] {
  const t = FLIGHT_TARGETS.roundTrip;
  const checks: TargetCheck[] = [];
  for (const database of options.databases) {
    for (const key of ['round-connecting', 'round-connecting-cold'] as const) {
      if (!options.connections.includes(t.connections)) continue;
      const run = runs.find((r) => r.database === database && r.query === key && r.connections === t.connections);
      const clean = run ? run.non2xx === 0 && run.errors === 0 : false;
      const cache = key.endsWith('cold') ? 'cold' : 'hot';
      checks.push({
        name: `round trip BSR⇄FRA (${cache}) p97.5 ≤ ${t.maxP97_5Ms} ms at ${t.connections} conns (${database})`,
        subject: database,
        endpoint: key,
        connections: t.connections,
        measured: run
          ? `p97.5 ${fmtMs(run.latencyMs.p97_5)} ms, p50 ${fmtMs(run.latencyMs.p50)} ms, ${fmtInt(run.requestsPerSecond)} req/s${clean ? '' : `, ${run.non2xx} non-2xx/${run.errors} errors`}`
          : 'not measured (database skipped or failed)',
        pass: run ? run.latencyMs.p97_5 <= t.maxP97_5Ms && clean : null,
      });
    }
    const report = reports.find((r) => r.database === database);
    if (report && report.status === 'measured') {
      const checked = report.answers.filter((a) => a.check);
      const samples = report.coldSamples;
      const violations =
        checked.reduce((n, a) => n + a.check!.violationCount, 0) + samples.reduce((n, c) => n + c.violationCount, 0);
      const failed = report.answers.filter((a) => a.status !== 201);
      const connections = checked.reduce((n, a) => n + a.check!.connections, 0);
      checks.push({
        name: `answers keep connection rules: ≥ ${CONNECTION_LIMITS.minMinutes} min and the airport's minimum, ≤ 12 h (${database})`,
        subject: database,
        endpoint: 'answers',
        measured: `${checked.length} queries + ${samples.reduce((n, c) => n + c.bodies, 0)} cold date sets, ${fmtInt(checked.reduce((n, a) => n + a.check!.offers, 0))} offers and ${fmtInt(connections)} connections in the measured queries: ${violations} violations${failed.length ? `, ${failed.length} queries not 201` : ''}`,
        pass: violations === 0 && failed.length === 0 && checked.length > 0,
      });
      const compared = [...checked.flatMap((a) => a.reference ?? []), ...report.sliceAnswers];
      const extra =
        compared.reduce((n, c) => n + c.extra.length, 0) + samples.reduce((n, c) => n + c.reference.extra, 0);
      const missed =
        compared.reduce((n, c) => n + c.missed.length, 0) + samples.reduce((n, c) => n + c.reference.missed, 0);
      const itineraries = report.sliceAnswers.reduce((n, c) => n + c.reference, 0);
      checks.push({
        name: `answers have the brute-force reference's itineraries: none missed, none extra (${database})`,
        subject: database,
        endpoint: 'reference',
        measured: `${report.sliceAnswers.length} slices searched one way (${fmtInt(itineraries)} reference itineraries), ${checked.length} measured queries and ${samples.reduce((n, c) => n + c.bodies, 0)} cold date sets: ${missed} missed, ${extra} extra`,
        pass: extra === 0 && missed === 0 && report.sliceAnswers.length > 0,
      });
    }
  }
  return checks;
}

function loadTable(runs: FlightRun[], checks: TargetCheck[]): string {
  const rows: Array<string[] | null> = [];
  let section: DatabaseKind | undefined;
  for (const r of runs) {
    if (section && section !== r.database) rows.push(null);
    section = r.database;
    const c = checks.find((t) => t.subject === r.database && t.endpoint === r.query && t.connections === r.connections);
    const bad = r.non2xx + r.errors > 0;
    rows.push([
      r.database,
      r.label,
      r.cache,
      String(r.connections),
      r.responses === 0 ? '0 !' : fmtInt(r.requestsPerSecond),
      fmtMs(r.latencyMs.p50),
      fmtMs(r.latencyMs.p97_5),
      fmtMs(r.latencyMs.p99),
      fmtMs(r.latencyMs.max),
      bad ? `${fmtInt(r.non2xx)} !` : '0',
      bad ? `${fmtInt(r.errors)} !` : '0',
      fmtPct(r.cpu?.serverPercent),
      fmtPct(r.cpu?.postgresPercent),
      fmtPct(r.cpu?.benchPercent),
      fmtPct(r.cpu?.otherPercent),
      r.cpuMsPerResponse.api === null ? '–' : r.cpuMsPerResponse.api.toFixed(1),
      r.cpuMsPerResponse.postgres === null ? '–' : r.cpuMsPerResponse.postgres.toFixed(1),
      c ? (c.pass === null ? '–' : c.pass ? 'PASS' : 'FAIL') : '',
    ]);
  }
  return formatTable(
    [
      { title: 'db' },
      { title: 'query' },
      { title: 'cache' },
      { title: 'conns', align: 'right' },
      { title: 'req/s', align: 'right' },
      { title: 'p50 ms', align: 'right' },
      { title: 'p97.5 ms', align: 'right' },
      { title: 'p99 ms', align: 'right' },
      { title: 'max ms', align: 'right' },
      { title: 'non-2xx', align: 'right' },
      { title: 'errors', align: 'right' },
      { title: 'cpu api', align: 'right' },
      { title: 'cpu pg', align: 'right' },
      { title: 'cpu load', align: 'right' },
      { title: 'cpu other', align: 'right' },
      { title: 'api ms/req', align: 'right' },
      { title: 'pg ms/req', align: 'right' },
      { title: 'target' },
    ],
    rows,
  );
}

const kb = (n: number) => `${(n / 1000).toFixed(1)}`;
const stops = (c: AnswerCheck) =>
  c.stopsPerSlice
    .map((s) =>
      Object.entries(s)
        .sort()
        .map(([k, v]) => `${v}×${k}`)
        .join(' '),
    )
    .join(' | ');

function answersTable(reports: DatabaseReport[]): string {
  const rows: Array<string[] | null> = [];
  const labels = new Map(flightQueries(todayUtc()).map((q) => [q.key, q.label]));
  for (const rep of reports) {
    if (rep.status !== 'measured') continue;
    if (rows.length) rows.push(null);
    for (const a of rep.answers) {
      rows.push([
        rep.database,
        labels.get(a.query) ?? a.query,
        a.check ? String(a.check.offers) : `status ${a.status}`,
        a.check ? stops(a.check) : '',
        kb(a.bytes),
        kb(a.gzipBytes),
        String(a.firstRequestMs),
        a.check
          ? `${a.check.connections} conn., ${a.check.minConnectionMinutes ?? '–'}–${a.check.maxConnectionMinutes ?? '–'} min, ${a.check.violationCount ? `${a.check.violationCount} VIOLATIONS` : 'ok'}`
          : 'not checked',
        a.reference ? referenceCell(a.reference) : '–',
      ]);
    }
    for (const s of rep.coldSamples) {
      rows.push([
        rep.database,
        `${labels.get(s.query) ?? s.query}: ${s.bodies} samples`,
        `${s.offers.min}–${s.offers.max}`,
        '',
        `${kb(s.bytes.min)}–${kb(s.bytes.max)}`,
        `${kb(s.gzipBytes.min)}–${kb(s.gzipBytes.max)}`,
        `${s.requestMs.min}–${s.requestMs.max}`,
        s.violationCount ? `${s.violationCount} VIOLATIONS` : 'ok',
        s.reference.extra + s.reference.missed
          ? `${s.reference.extra} extra, ${s.reference.missed} missed`
          : `${s.reference.slices} slices same`,
      ]);
    }
    if (rep.sliceAnswers.length) {
      const bad = rep.sliceAnswers.filter((c) => c.extra.length || c.missed.length);
      rows.push([
        rep.database,
        `each slice one way (${rep.sliceAnswers.length})`,
        String(rep.sliceAnswers.reduce((n, c) => n + c.offered, 0)),
        '',
        '',
        '',
        '',
        '',
        bad.length
          ? `${bad.length} slices differ`
          : `${rep.sliceAnswers.reduce((n, c) => n + c.reference, 0)} itineraries same`,
      ]);
    }
  }
  return formatTable(
    [
      { title: 'db' },
      { title: 'answer' },
      { title: 'offers', align: 'right' },
      { title: 'stops per slice (offers×stops)' },
      { title: 'kB', align: 'right' },
      { title: 'gzip kB', align: 'right' },
      { title: '1st req ms', align: 'right' },
      { title: 'connections checked' },
      { title: 'vs brute force' },
    ],
    rows,
  );
}

/** Itineraries offered against the reference's: "19 of 19 same" or what differs. */
function referenceCell(slices: SliceComparison[]): string {
  const extra = slices.reduce((n, c) => n + c.extra.length, 0);
  const missed = slices.reduce((n, c) => n + c.missed.length, 0);
  if (extra + missed) return `${extra} extra, ${missed} missed`;
  return slices.map((c) => `${c.offered}/${c.reference}`).join(' | ');
}

function inProcessTable(reports: DatabaseReport[]): string {
  const rows: Array<string[] | null> = [];
  for (const rep of reports) {
    const ip = rep.inProcess;
    if (!ip) continue;
    if (rows.length) rows.push(null);
    for (const r of ip.runs) {
      rows.push([
        rep.database,
        r.mode,
        fmtInt(r.searches),
        r.cpuMs.median.toFixed(2),
        `${r.cpuMs.p10.toFixed(2)}–${r.cpuMs.p90.toFixed(2)}`,
        r.wallMs.median.toFixed(2),
        r.wallMs.p90.toFixed(2),
        kb(r.bytes),
        `${ip.loadAverageBefore[0]} → ${ip.loadAverageAfter[0]}`,
      ]);
    }
  }
  if (!rows.length) return '';
  return [
    'In process (the built flight service called directly; CPU of this process per search, median of batches):',
    formatTable(
      [
        { title: 'db' },
        { title: 'mode' },
        { title: 'searches', align: 'right' },
        { title: 'cpu ms', align: 'right' },
        { title: 'p10–p90', align: 'right' },
        { title: 'wall ms', align: 'right' },
        { title: 'wall p90', align: 'right' },
        { title: 'kB', align: 'right' },
        { title: 'load avg 1m' },
      ],
      rows,
    ),
  ].join('\n');
}

function profileTable(reports: DatabaseReport[]): string {
  const parts: string[] = [];
  for (const rep of reports) {
    const p = rep.profile;
    if (!p) continue;
    if (!p.summary) {
      parts.push(`${rep.database}: no profile (${p.error ?? 'unknown'})`);
      continue;
    }
    const s = p.summary;
    const run = p.run;
    const how = run
      ? `${run.connections} conns (${fmtInt(run.requestsPerSecond)} req/s, p97.5 ${fmtMs(run.latencyMs.p97_5)} ms)`
      : 'the run failed';
    parts.push(
      `${rep.database}: server profile during a cold run at ${how} — main thread busy ${s.busyPercentOfWall} % of ${fmtInt(s.sampledMs)} ms sampled (${s.window === 'measured' ? 'measured window only' : 'whole process lifetime'}); ${s.file}`,
    );
    const rows = [
      ...s.byArea.slice(0, 8).map((e) => ['area', e.name, fmtInt(e.ms), `${e.percent}%`]),
      null,
      ...s.selfTop.slice(0, 12).map((e) => ['self', e.name, fmtInt(e.ms), `${e.percent}%`]),
      null,
      ...s.inclusiveTop.slice(0, 12).map((e) => ['incl.', e.name, fmtInt(e.ms), `${e.percent}%`]),
    ];
    parts.push(
      formatTable(
        [
          { title: '' },
          { title: 'where (share of busy time)' },
          { title: 'ms', align: 'right' },
          { title: '%', align: 'right' },
        ],
        rows,
      ),
    );
  }
  return parts.join('\n\n');
}

function notesFor(options: FlightSuiteOptions, reports: DatabaseReport[], runs: FlightRun[]): string[] {
  const notes = [
    `autocannon (in the bench process), the API server${options.databases.includes('postgres') ? ' and PostgreSQL' : ''} share this machine's ${os.cpus().length} cores; "cpu" columns are percent of one core during the measured seconds (api = the server process, PGlite included; pg = all postgres processes; load = autocannon; other = everything else on the machine).`,
    `api ms/req, pg ms/req: CPU milliseconds of the server process (PGlite included) and of all postgres processes per response in the measured window — what a search costs, less sensitive to other work on the machine than the latencies. On one Node process, p97.5 at N connections cannot be much below N × api ms/req.`,
    `hot: the same body on every request. After the first one the API answers with the answer it made for it (flights.service.ts: the same bytes and search session for a minute, or until a booking on the process); it still validates the body. The network stays in memory and is read again only when its version in the database changes (checked every 5 s).`,
    `cold: every request new dates — BGW→IST one-way on another day (${COLD.firstDay} days ahead onwards), a BSR⇄FRA date pair (departures ${COLD.firstDay}–${COLD.firstDay + COLD.days - 1} days ahead, stays 1–${COLD.maxStay} days), a multi-city trip with another first day and gaps of 1–5 and 1–6 days, in sequence — sent with Cache-Control: no-cache, so no answer is reused even when the sequence comes round again: each request combines, prices and serializes its offers and opens a session. What a slice costs on its own is kept the way a live server keeps it after a few minutes: the schedule index (per-day departures), each slice's itineraries (per network version) and priced itineraries (for up to 30 s, with the seats sold) — see "In process" for a search whose slices are new. Answers differ in size with the weekday.`,
    `In process: the built flight service called directly on the same database before the server starts (no HTTP, no autocannon); CPU of the bench process per search (user + system, GC threads included) as the median of batches, so other work on the machine moves it little. cold-new-slices: a new service per search (empty caches), both slices searched, priced and their seats read; cold-new-pair: the cold run's steady state; hot: an answer reused.`,
    `Correctness: every measured answer's connections are checked (slices match the query, segments connect at the same airport with at least the airport's minimum connection time from the API's rules, never under ${CONNECTION_LIMITS.minMinutes} min, and at most 12 h, layover_minutes and stops agree with the times, no airport twice, slices in order), and its itineraries are compared with a brute-force reference (lib/flight-reference.ts): every sequence of up to three flights of the generated network, enumerated from the schedules with weekdays and local times computed there, not by the API's index, filtered by the documented rule of what is worth offering. A round or multi-city answer pairs the cheapest itineraries, so it may hold no itinerary the reference lacks; each slice of the measured queries (and of two samples of each cold sequence) is also searched one way, whose answer must hold exactly the reference's itineraries. The API's tests (flight-index.test.ts) compare the search itself with a brute force on a 16-airport sub-network.`,
    `Response sizes: bytes of the JSON, and its gzip size (zlib level 6). The API gzips search answers of 1 kB and more for clients that accept it (browsers do; the answer checks ask for gzip, br and record "contentEncoding"); the load runs do not ask for it, so they measure uncompressed answers.`,
  ];
  for (const r of reports) {
    if (r.status !== 'measured') notes.push(`${r.database}: ${r.status} — ${r.reason}`);
    if (r.shutdown) {
      notes.push(
        `${r.database}: SIGTERM → exit code ${r.shutdown.exitCode} in ${r.shutdown.durationMs} ms — ${r.shutdown.graceful ? 'graceful shutdown' : 'NOT graceful'}.`,
      );
    }
    for (const c of r.coldSequences) {
      notes.push(
        `${r.database} ${c.query}: the cold sequence has ${fmtInt(c.distinctPairs)} distinct date sets; ${fmtInt(c.sent)} requests were built, ${fmtInt(c.reusedWithinCacheWindow)} of them with dates sent less than 65 s before (sent with no-cache, so computed afresh all the same).`,
      );
    }
    for (const c of r.sliceAnswers.filter((x) => x.extra.length || x.missed.length))
      notes.push(
        `${r.database} ${c.slice}: ${c.extra.length} extra (${c.extra.slice(0, 3).join(', ')}), ${c.missed.length} missed (${c.missed.slice(0, 3).join(', ')})`,
      );
    for (const a of r.answers)
      for (const c of (a.reference ?? []).filter((x) => x.extra.length || x.missed.length))
        notes.push(`${r.database} ${a.query} ${c.slice}: ${c.extra.length} extra, ${c.missed.length} missed`);
    for (const a of r.answers) {
      if (a.contentEncoding) notes.push(`${r.database}: the API compressed ${a.query} with ${a.contentEncoding}.`);
      if (a.check?.violationCount)
        notes.push(
          `${r.database} ${a.query}: ${a.check.violationCount} violations, e.g. ${a.check.violations.slice(0, 3).join('; ')}`,
        );
      if (a.error) notes.push(`${r.database} ${a.query}: status ${a.status}: ${a.error}`);
    }
    for (const c of r.coldSamples) {
      if (c.violationCount) notes.push(`${r.database} ${c.query} sample: ${c.violations.slice(0, 3).join('; ')}`);
      if (c.reference.examples.length)
        notes.push(`${r.database} ${c.query} sample vs reference: ${c.reference.examples.join('; ')}`);
    }
    if (r.profile) {
      notes.push(
        `${r.database}: the profile comes from a separate server started under node --cpu-prof (sampling costs a few percent), measured like the cold run; its figures are not the table's.${r.profile.error ? ` Problem: ${r.profile.error}` : ''}`,
      );
    }
  }
  for (const r of runs) {
    if (r.non2xx + r.errors > 0)
      notes.push(
        `${r.database} ${r.label} @ ${r.connections}: ${r.non2xx} non-2xx, ${r.errors} errors (${r.timeouts} timeouts); status codes ${JSON.stringify(r.statusCodes)}.`,
      );
  }
  return notes;
}

export async function runFlightSuite(ctx: SuiteContext, options: FlightSuiteOptions): Promise<SuiteOutcome> {
  const { api, warnings } = await loadApi(ctx.repoRoot);
  for (const w of warnings) ctx.log(`  warning: ${w}`);
  const reference = await loadFlightReference(api);
  const reports: DatabaseReport[] = [];
  const runs: FlightRun[] = [];
  for (const database of options.databases) {
    const entry: DatabaseReport = {
      database,
      status: 'measured',
      answers: [],
      coldSamples: [],
      coldSequences: [],
      sliceAnswers: [],
    };
    reports.push(entry);
    await measureDatabase(ctx, options, api, reference, database, entry, runs);
  }
  const checks = evaluateTargets(runs, reports, options);
  const profiles = profileTable(reports);
  return {
    table: [loadTable(runs, checks), answersTable(reports), inProcessTable(reports), profiles]
      .filter(Boolean)
      .join('\n\n'),
    targets: checks,
    notes: [...warnings, ...notesFor(options, reports, runs)],
    complete: reports.every((r) => r.status === 'measured'),
    data: {
      settings: {
        durationSeconds: options.duration,
        warmupSeconds: options.warmup,
        connections: options.connections,
        databases: options.databases,
        dbPoolSize: options.poolSize ?? 'API default (DB_POOL_SIZE 20)',
        flightSearchWorkers:
          options.searchWorkers ?? `API default (FLIGHT_SEARCH_WORKERS auto: ${os.availableParallelism()})`,
        profiled: options.profile,
        endpoint: `POST ${PATH} (no _currency header: USD, as for a visitor)`,
        loadGenerator: 'autocannon (programmatic API) in the bench process; HTTP/1.1 keep-alive, no pipelining',
        sharedCpu: `autocannon, the API server and PostgreSQL all run on this ${os.cpus().length}-core machine at once.`,
      },
      targets: FLIGHT_TARGETS,
      correctness: {
        reference:
          'bench/lib/flight-reference.ts: all itineraries of up to three flights of the full generated network, enumerated from the schedules (weekday bits and local-to-UTC computed there), filtered by the rule of what is worth offering',
        inThisSuite:
          'every offer of every measured query (and of 6 samples of each cold sequence): slices match the query, connections within the API rules, no itinerary the reference lacks; each slice of them searched one way: exactly the reference itineraries',
        referenceTest:
          'apps/api/src/modules/flights/flight-index.test.ts: the search against a brute force on a 16-airport sub-network',
      },
      queries: flightQueries(todayUtc()).map((q) => ({ key: q.key, label: q.label, cache: q.cache, body: q.body })),
      databases: reports,
      runs,
    },
  };
}
