/**
 * Hotel search suite (issue 5): latency and throughput of POST /api/v1/hotel-searches over the full built-in
 * inventory (338 hotels in 26 cities), on PGlite and PostgreSQL: Istanbul for two rooms repeated (the API's
 * answer cache), the same filtered by 5 stars and breakfast and sorted by price, and every city in turn with new
 * dates on every request (no answer reused). Every measured answer, and a sample of cold ones, is checked.
 */
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import type autocannon from 'autocannon';
import type { HotelSearchBody, HotelSearchResult } from '@portal/contracts/hotels';
import type { DatabaseKind } from './api.bench.js';
import { loadApi } from './lib/api.js';
import {
  COLD,
  ColdHotelSearches,
  checkHotelAnswer,
  hotelQueries,
  todayUtc,
  type HotelQuery,
  type HotelQueryKey,
} from './lib/hotel-queries.js';
import { measure, type Measurement } from './lib/load.js';
import type { ChildServer } from './lib/server.js';
import { withSeededApi, type DatabaseEntry } from './lib/seeded-api.js';
import { fmtInt, fmtMs, fmtPct, formatTable } from './lib/table.js';
import type { SuiteContext, SuiteOutcome, TargetCheck } from './lib/suite.js';

const PATH = '/api/v1/hotel-searches';

export const HOTEL_TARGETS = {
  /** Issue 5: p97.5 ≤ 40 ms at 20 connections (checked for every query, the cold one included). */
  search: { connections: 20, maxP97_5Ms: 40 },
};

export interface HotelSuiteOptions {
  duration: number;
  warmup: number;
  connections: number[];
  databases: DatabaseKind[];
  postgresAdminUrl: string;
  postgresDatabase: string;
  poolSize?: number;
}

export interface HotelRun extends Measurement {
  database: DatabaseKind;
  query: HotelQueryKey;
  label: string;
  cache: 'hot' | 'cold';
  coldBodies?: { sent: number; reusedWithinCacheWindow: number };
  cpuMsPerResponse: { api: number | null; postgres: number | null };
}

interface AnswerReport {
  query: string;
  status: number;
  firstRequestMs: number;
  bytes: number;
  gzipBytes: number;
  hotels: number;
  total: number;
  violations: string[];
}

interface DatabaseReport extends DatabaseEntry {
  answers: AnswerReport[];
  coldSequence?: { distinct: number; sent: number; reusedWithinCacheWindow: number };
}

async function search(server: ChildServer, body: HotelSearchBody, label: string): Promise<AnswerReport> {
  const t0 = performance.now();
  const res = await fetch(server.url + PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  const ms = Math.round(performance.now() - t0);
  const base = {
    query: label,
    status: res.status,
    firstRequestMs: ms,
    bytes: Buffer.byteLength(text),
    gzipBytes: gzipSync(text).length,
  };
  if (res.status !== 200)
    return { ...base, hotels: 0, total: 0, violations: [`status ${res.status}: ${text.slice(0, 300)}`] };
  const check = checkHotelAnswer(body, JSON.parse(text) as { data: HotelSearchResult; meta: { total: number } });
  return { ...base, ...check };
}

function coldClient(cold: ColdHotelSearches): (client: autocannon.Client) => void {
  return (client) => {
    client.setRequests([
      {
        method: 'POST',
        path: PATH,
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: cold.nextBody() }),
      },
    ]);
  };
}

async function runOne(
  ctx: SuiteContext,
  options: HotelSuiteOptions,
  server: ChildServer,
  database: DatabaseKind,
  q: HotelQuery,
  connections: number,
  cold: ColdHotelSearches,
): Promise<HotelRun> {
  if (!server.alive()) throw new Error(`${server.name} is no longer running (${server.exitStatus()})`);
  ctx.log(`  ${database.padEnd(8)} ${q.label.padEnd(48)} ${String(connections).padStart(3)} conns`);
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
  const perResponse = (percent: number | null | undefined) =>
    percent === null || percent === undefined || m.responses === 0
      ? null
      : Math.round(((percent / 100) * m.durationSeconds * 1000 * 100) / m.responses) / 100;
  return {
    database,
    query: q.key,
    label: q.label,
    cache: q.cache,
    ...m,
    cpuMsPerResponse: { api: perResponse(m.cpu?.serverPercent), postgres: perResponse(m.cpu?.postgresPercent) },
    ...(q.cache === 'cold'
      ? {
          coldBodies: {
            sent: cold.sent - sentBefore,
            reusedWithinCacheWindow: cold.reusedWithinCacheWindow - reusedBefore,
          },
        }
      : {}),
  };
}

async function measureDatabase(
  ctx: SuiteContext,
  options: HotelSuiteOptions,
  database: DatabaseKind,
  entry: DatabaseReport,
  runs: HotelRun[],
): Promise<void> {
  const { api } = await loadApi(ctx.repoRoot);
  const seeding = 'demo data, flights and the hotel inventory';
  const env: Record<string, string> = options.poolSize ? { DB_POOL_SIZE: String(options.poolSize) } : {};
  await withSeededApi(ctx, api, { ...options, suite: 'hotels', seeding, env }, entry, async (server) => {
    const today = todayUtc();
    const cold = new ColdHotelSearches(today);
    const queries = hotelQueries(today);
    for (const q of queries.filter((x) => x.cache === 'hot')) entry.answers.push(await search(server, q.body, q.key));
    for (const body of cold.sample(12))
      entry.answers.push(await search(server, body, `cold ${body.destination} ${body.check_in}`));
    for (const q of queries)
      for (const connections of options.connections)
        runs.push(await runOne(ctx, options, server, database, q, connections, cold));
    entry.coldSequence = {
      distinct: cold.distinct,
      sent: cold.sent,
      reusedWithinCacheWindow: cold.reusedWithinCacheWindow,
    };
  });
}

function evaluate(runs: HotelRun[], reports: DatabaseReport[], options: HotelSuiteOptions): TargetCheck[] {
  const t = HOTEL_TARGETS.search;
  const checks: TargetCheck[] = [];
  for (const database of options.databases) {
    for (const run of runs.filter((r) => r.database === database && r.connections === t.connections)) {
      const clean = run.non2xx === 0 && run.errors === 0;
      checks.push({
        name: `${run.label} p97.5 ≤ ${t.maxP97_5Ms} ms at ${t.connections} conns (${database})`,
        subject: database,
        endpoint: run.query,
        connections: t.connections,
        measured: `p97.5 ${fmtMs(run.latencyMs.p97_5)} ms, p50 ${fmtMs(run.latencyMs.p50)} ms, ${fmtInt(run.requestsPerSecond)} req/s${clean ? '' : `, ${run.non2xx} non-2xx/${run.errors} errors`}`,
        pass: run.latencyMs.p97_5 <= t.maxP97_5Ms && clean,
      });
    }
    const report = reports.find((r) => r.database === database);
    if (report?.status === 'measured') {
      const violations = report.answers.flatMap((a) => a.violations);
      checks.push({
        name: `answers: hotels of the city, priced for the stay, within the filters, in order (${database})`,
        subject: database,
        endpoint: 'answers',
        measured: `${report.answers.length} answers, ${report.answers.reduce((n, a) => n + a.hotels, 0)} hotels: ${violations.length} violations`,
        pass: violations.length === 0,
      });
    }
  }
  return checks;
}

function table(runs: HotelRun[], reports: DatabaseReport[], checks: TargetCheck[]): string {
  const rows: Array<string[] | null> = [];
  let section: DatabaseKind | undefined;
  for (const r of runs) {
    if (section && section !== r.database) rows.push(null);
    section = r.database;
    const c = checks.find((x) => x.subject === r.database && x.endpoint === r.query && x.connections === r.connections);
    const bad = r.non2xx + r.errors > 0;
    rows.push([
      r.database,
      r.label,
      String(r.connections),
      fmtInt(r.requestsPerSecond),
      fmtMs(r.latencyMs.p50),
      fmtMs(r.latencyMs.p97_5),
      fmtMs(r.latencyMs.p99),
      bad ? `${fmtInt(r.non2xx + r.errors)} !` : '0',
      fmtPct(r.cpu?.serverPercent),
      fmtPct(r.cpu?.postgresPercent),
      fmtPct(r.cpu?.otherPercent),
      r.cpuMsPerResponse.api === null ? '–' : r.cpuMsPerResponse.api.toFixed(2),
      c ? (c.pass ? 'PASS' : 'FAIL') : '',
    ]);
  }
  const load = formatTable(
    [
      { title: 'db' },
      { title: 'query' },
      { title: 'conns', align: 'right' },
      { title: 'req/s', align: 'right' },
      { title: 'p50 ms', align: 'right' },
      { title: 'p97.5 ms', align: 'right' },
      { title: 'p99 ms', align: 'right' },
      { title: 'errors', align: 'right' },
      { title: 'cpu api', align: 'right' },
      { title: 'cpu pg', align: 'right' },
      { title: 'cpu other', align: 'right' },
      { title: 'api ms/req', align: 'right' },
      { title: 'target' },
    ],
    rows,
  );
  const answerRows = reports.flatMap((rep) =>
    rep.answers
      .filter((a) => !a.query.startsWith('cold'))
      .map((a) => [
        rep.database,
        a.query,
        String(a.total),
        String(a.hotels),
        (a.bytes / 1000).toFixed(1),
        (a.gzipBytes / 1000).toFixed(1),
        String(a.firstRequestMs),
        a.violations.length ? `${a.violations.length} VIOLATIONS` : 'ok',
      ]),
  );
  const answers = formatTable(
    [
      { title: 'db' },
      { title: 'answer' },
      { title: 'total', align: 'right' },
      { title: 'on page', align: 'right' },
      { title: 'kB', align: 'right' },
      { title: 'gzip kB', align: 'right' },
      { title: '1st req ms', align: 'right' },
      { title: 'checked' },
    ],
    answerRows,
  );
  return `${load}\n\n${answers}`;
}

export async function runHotelSuite(ctx: SuiteContext, options: HotelSuiteOptions): Promise<SuiteOutcome> {
  const { warnings } = await loadApi(ctx.repoRoot);
  for (const w of warnings) ctx.log(`  warning: ${w}`);
  const reports: DatabaseReport[] = [];
  const runs: HotelRun[] = [];
  for (const database of options.databases) {
    const entry: DatabaseReport = { database, status: 'measured', answers: [] };
    reports.push(entry);
    await measureDatabase(ctx, options, database, entry, runs);
  }
  const checks = evaluate(runs, reports, options);
  const notes = [
    ...warnings,
    `autocannon, the API server${options.databases.includes('postgres') ? ' and PostgreSQL' : ''} share this machine's ${os.cpus().length} cores; "cpu" columns are percent of one core in the measured seconds; api ms/req is the server's CPU per response.`,
    `hot: the same body on every request; the API keeps the priced hotels of a city, stay and rooms for 30 s (hotels.service.ts), so filters, order and pages are computed from memory.`,
    `cold: ${fmtInt(new ColdHotelSearches(todayUtc()).distinct)} distinct searches (the ${26} cities in turn, check-in ${COLD.firstDay}–${COLD.firstDay + COLD.days - 1} days ahead, 1–${COLD.maxNights} nights, one or two rooms): each request prices every hotel of its city for a stay no request before it asked for within the cache's 30 s. The rooms sold come from the in-memory allotment index (allotment-index.ts), refreshed every 5 s and after each booking.`,
    ...reports.filter((r) => r.status !== 'measured').map((r) => `${r.database}: ${r.status} — ${r.reason}`),
    ...reports
      .filter((r) => r.coldSequence)
      .map(
        (r) =>
          `${r.database}: ${fmtInt(r.coldSequence!.sent)} cold bodies sent, ${fmtInt(r.coldSequence!.reusedWithinCacheWindow)} of them within 35 s of the same body.`,
      ),
    ...reports.flatMap((r) =>
      r.answers.flatMap((a) => a.violations.slice(0, 3).map((v) => `${r.database} ${a.query}: ${v}`)),
    ),
  ];
  return {
    table: table(runs, reports, checks),
    targets: checks,
    notes,
    complete: reports.every((r) => r.status === 'measured'),
    data: {
      settings: {
        durationSeconds: options.duration,
        warmupSeconds: options.warmup,
        connections: options.connections,
        databases: options.databases,
        endpoint: `POST ${PATH} (no _currency header: USD, as for a visitor)`,
      },
      targets: HOTEL_TARGETS,
      queries: hotelQueries(todayUtc()).map((q) => ({ key: q.key, label: q.label, cache: q.cache, body: q.body })),
      databases: reports,
      runs,
    },
  };
}
