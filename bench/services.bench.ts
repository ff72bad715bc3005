/**
 * The other services' searches (issues 17, 18 and 19): latency and throughput of each service's search endpoint
 * over its whole built-in inventory, on PGlite and PostgreSQL, with the answer of each checked first (a 200 with
 * results). Targets: p97.5 ≤ 30 ms at 20 connections for every search.
 */
import os from 'node:os';
import type { DatabaseKind } from './api.bench.js';
import { loadApi } from './lib/api.js';
import { measure, type Measurement } from './lib/load.js';
import type { ChildServer } from './lib/server.js';
import { withSeededApi, type DatabaseEntry } from './lib/seeded-api.js';
import { fmtInt, fmtMs, formatTable } from './lib/table.js';
import type { SuiteContext, SuiteOutcome, TargetCheck } from './lib/suite.js';

export const SERVICE_TARGETS = { search: { connections: 20, maxP97_5Ms: 30 } };

/** A day `n` from today, as the searches take it. */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

interface ServiceQuery {
  key: string;
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
  /** How many results the answer holds (it must hold some). */
  count: (answer: { data: unknown; meta?: { total?: number } }) => number;
}

const listed = (field?: string) => (answer: { data: unknown; meta?: { total?: number } }) => {
  const data = answer.data as Record<string, unknown> | unknown[];
  const list = Array.isArray(data) ? data : (data[field ?? ''] as unknown[] | undefined);
  return answer.meta?.total ?? list?.length ?? 0;
};

/** One search per service, as its results page asks it. */
export function serviceQueries(): ServiceQuery[] {
  const pickup = `${day(20)}T10:00`;
  const dropoff = `${day(23)}T10:00`;
  return [
    {
      key: 'packages',
      label: 'tour packages from Baghdad, anywhere',
      method: 'POST',
      path: '/api/v1/tour-searches',
      body: { from: 'baghdad', to: 'all' },
      count: listed('tours'),
    },
    {
      key: 'cruises',
      label: 'cruises from any port, any region',
      method: 'POST',
      path: '/api/v1/cruise-searches',
      body: { depart: 'all', destination: 'all', duration: 'any' },
      count: listed('cruises'),
    },
    {
      key: 'conferences',
      label: 'medical conferences, every specialty',
      method: 'POST',
      path: '/api/v1/conference-searches',
      body: {},
      count: listed('conferences'),
    },
    {
      key: 'cars',
      label: 'cars in Najaf for three days',
      method: 'GET',
      path: `/api/v1/car-search?destination=najaf&pickup=${pickup}&dropoff=${dropoff}&age=30`,
      count: listed('offers'),
    },
    {
      key: 'guides',
      label: 'tour guides in Karbala',
      method: 'GET',
      path: '/api/v1/guide-search?city=karbala',
      count: listed('guides'),
    },
    {
      key: 'insurance',
      label: 'travel insurance, Germany, 15 days',
      method: 'POST',
      path: '/api/v1/insurance-searches',
      body: { nationality: 'IQ', destination: 'DE', duration: 15, ages: [35] },
      count: listed('plans'),
    },
    { key: 'visas', label: 'visas for Iraqis, every country', method: 'GET', path: '/api/v1/visas', count: listed() },
    {
      key: 'uguides',
      label: 'study programmes, every country',
      method: 'GET',
      path: '/api/v1/uguides?per_page=20',
      count: listed(),
    },
  ];
}

export interface ServiceSuiteOptions {
  duration: number;
  warmup: number;
  connections: number[];
  databases: DatabaseKind[];
  postgresAdminUrl: string;
  postgresDatabase: string;
}

interface ServiceRun extends Measurement {
  database: DatabaseKind;
  query: string;
  label: string;
}

interface DatabaseReport extends DatabaseEntry {
  answers: Array<{ query: string; status: number; results: number; firstRequestMs: number; problem?: string }>;
}

const HEADERS = { 'content-type': 'application/json', _currency: 'IQD' };

async function firstAnswer(server: ChildServer, q: ServiceQuery): Promise<DatabaseReport['answers'][number]> {
  const t0 = performance.now();
  const res = await fetch(server.url + q.path, {
    method: q.method,
    headers: HEADERS,
    ...(q.body ? { body: JSON.stringify(q.body) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  const firstRequestMs = Math.round(performance.now() - t0);
  if (res.status !== 200)
    return { query: q.key, status: res.status, results: 0, firstRequestMs, problem: text.slice(0, 300) };
  const results = q.count(JSON.parse(text) as { data: unknown; meta?: { total?: number } });
  return { query: q.key, status: 200, results, firstRequestMs, ...(results ? {} : { problem: 'no results' }) };
}

async function measureDatabase(
  ctx: SuiteContext,
  options: ServiceSuiteOptions,
  entry: DatabaseReport,
  runs: ServiceRun[],
): Promise<void> {
  const { api } = await loadApi(ctx.repoRoot);
  const { database } = entry;
  await withSeededApi(ctx, api, { ...options, suite: 'services' }, entry, async (server) => {
    for (const q of serviceQueries()) {
      const answer = await firstAnswer(server, q);
      entry.answers.push(answer);
      if (answer.problem) {
        ctx.log(`  ${database} ${q.key}: ${answer.status} ${answer.problem}`);
        continue;
      }
      for (const connections of options.connections) {
        ctx.log(`  ${database.padEnd(8)} ${q.label.padEnd(40)} ${String(connections).padStart(3)} conns`);
        const m = await measure({
          url: server.url + q.path,
          connections,
          duration: options.duration,
          warmup: options.warmup,
          method: q.method,
          headers: HEADERS,
          ...(q.body ? { body: JSON.stringify(q.body) } : {}),
          cpu: { serverPid: server.pid, postgres: database === 'postgres' },
        });
        ctx.log(
          `    ${fmtInt(m.requestsPerSecond)} req/s, p50 ${fmtMs(m.latencyMs.p50)} ms, p97.5 ${fmtMs(m.latencyMs.p97_5)} ms`,
        );
        runs.push({ database, query: q.key, label: q.label, ...m });
      }
    }
  });
}

export async function runServiceSuite(ctx: SuiteContext, options: ServiceSuiteOptions): Promise<SuiteOutcome> {
  const { warnings } = await loadApi(ctx.repoRoot);
  for (const w of warnings) ctx.log(`  warning: ${w}`);
  const reports: DatabaseReport[] = [];
  const runs: ServiceRun[] = [];
  for (const database of options.databases) {
    const entry: DatabaseReport = { database, status: 'measured', answers: [] };
    reports.push(entry);
    await measureDatabase(ctx, options, entry, runs);
  }
  const t = SERVICE_TARGETS.search;
  const checks: TargetCheck[] = [];
  for (const report of reports) {
    for (const q of serviceQueries()) {
      const run = runs.find(
        (r) => r.database === report.database && r.query === q.key && r.connections === t.connections,
      );
      const answer = report.answers.find((a) => a.query === q.key);
      const clean = run !== undefined && run.non2xx === 0 && run.errors === 0;
      checks.push({
        name: `${q.label} p97.5 ≤ ${t.maxP97_5Ms} ms at ${t.connections} conns (${report.database})`,
        subject: report.database,
        endpoint: q.key,
        connections: t.connections,
        measured: run
          ? `p97.5 ${fmtMs(run.latencyMs.p97_5)} ms, p50 ${fmtMs(run.latencyMs.p50)} ms, ${fmtInt(run.requestsPerSecond)} req/s${clean ? '' : `, ${run.non2xx} non-2xx/${run.errors} errors`}`
          : `not measured: ${answer?.problem ?? report.reason ?? 'skipped'}`,
        pass: report.status !== 'measured' ? null : run ? run.latencyMs.p97_5 <= t.maxP97_5Ms && clean : false,
      });
    }
  }
  const rows = runs.map((r) => {
    const c = checks.find((x) => x.subject === r.database && x.endpoint === r.query && x.connections === r.connections);
    const answer = reports.find((x) => x.database === r.database)?.answers.find((a) => a.query === r.query);
    return [
      r.database,
      r.label,
      String(answer?.results ?? ''),
      String(r.connections),
      fmtInt(r.requestsPerSecond),
      fmtMs(r.latencyMs.p50),
      fmtMs(r.latencyMs.p97_5),
      fmtMs(r.latencyMs.p99),
      String(r.non2xx + r.errors),
      c ? (c.pass ? 'PASS' : 'FAIL') : '',
    ];
  });
  return {
    table: formatTable(
      [
        { title: 'db' },
        { title: 'search' },
        { title: 'results', align: 'right' },
        { title: 'conns', align: 'right' },
        { title: 'req/s', align: 'right' },
        { title: 'p50 ms', align: 'right' },
        { title: 'p97.5 ms', align: 'right' },
        { title: 'p99 ms', align: 'right' },
        { title: 'errors', align: 'right' },
        { title: 'target' },
      ],
      rows,
    ),
    targets: checks,
    notes: [
      ...warnings,
      `autocannon, the API server${options.databases.includes('postgres') ? ' and PostgreSQL' : ''} share this machine's ${os.cpus().length} cores; every request asks the same search (prices in IQD).`,
      ...reports.filter((r) => r.status !== 'measured').map((r) => `${r.database}: ${r.status} — ${r.reason}`),
    ],
    complete: reports.every((r) => r.status === 'measured') && checks.every((c) => c.pass !== null),
    data: {
      settings: { durationSeconds: options.duration, warmupSeconds: options.warmup, connections: options.connections },
      targets: SERVICE_TARGETS,
      queries: serviceQueries().map(({ key, label, method, path: p, body }) => ({ key, label, method, path: p, body })),
      databases: reports,
      runs,
    },
  };
}
