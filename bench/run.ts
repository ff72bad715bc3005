/**
 * Benchmark entry: `npm run bench -w bench -- [--suite api] [--duration 20] …` (see README.md).
 * Prints a table per suite to stdout, progress to stderr, and writes results/<suite>.json.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runApiSuite, type DatabaseKind } from './api.bench.js';
import { runFlightSuite } from './flights.bench.js';
import { runHotelSuite } from './hotels.bench.js';
import { runServiceSuite } from './services.bench.js';
import { runPdfSuite } from './pdf.bench.js';
import { PAGES, SLOW_CPU_SLOWDOWN, runWebSuite, webResultName } from './web.bench.js';
import { DEFAULT_CPU_SLOWDOWN } from './lib/lighthouse.js';
import { machineBusyPercent } from './lib/cpu.js';
import { machineInfo, writeJson } from './lib/results.js';
import type { SuiteContext, SuiteOutcome } from './lib/suite.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');

const HELP = `Usage: npm run bench -w bench -- [options]

  --suite <name>        suite(s) to run, comma-separated (available: api, flights, hotels, services, pdf, web;
                        default: all)
  --duration <s>        measured seconds per load run (default 20; env BENCH_DURATION)
  --warmup <s>          warm-up seconds before each load run (default min(5, duration); env BENCH_WARMUP)
  --connections <list>  connection counts (default: api 10,100, flights and hotels 1,20, services 20;
                        env BENCH_CONNECTIONS)
  --db <list>           databases for the api and flights suites: pglite,postgres (default both; env BENCH_DB)
  --postgres-url <url>  PostgreSQL server + superuser; the suites create and drop their own databases
                        there (default postgres://postgres@127.0.0.1:5432/test; env BENCH_POSTGRES_URL)
  --accounts <n>        api: funded bench customers, one per connection (default 100; env BENCH_ACCOUNTS)
  --pool-size <n>       DB_POOL_SIZE for the API server (default: the API's own; env BENCH_DB_POOL_SIZE)
  --search-workers <n>  flights: FLIGHT_SEARCH_WORKERS for the API server, a number or auto (default: the
                        API's own, auto; env BENCH_FLIGHT_SEARCH_WORKERS)
  --profile <list>      flights: databases on which to profile the server (node --cpu-prof) during an
                        extra cold run, or "none" (default: every measured database; env BENCH_PROFILE)
  --runs <n>            web: Lighthouse runs per page, 0 = bundle sizes only (default 5; env BENCH_LH_RUNS)
  --pages <list>        web: pages for Lighthouse (default all: ${Object.keys(PAGES).join(',')})
  --cpu-slowdown <n>    web: Lighthouse's throttling.cpuSlowdownMultiplier (default ${DEFAULT_CPU_SLOWDOWN}; the doubled run of
                        issue 23 is ${SLOW_CPU_SLOWDOWN} and writes results/web-slow.json; env BENCH_LH_CPU_SLOWDOWN)
  --chrome <path>       web: Chromium binary (default /usr/bin/chromium; env CHROME_PATH)
  --out <file>          JSON file (default results/<suite>.json for a full run, results/<suite>.partial.json otherwise)
  --strict              exit with code 1 when a target is missed
  --help

Quick smoke run: npm run bench -w bench -- --duration 3 --warmup 1 --runs 1`;

const { values } = parseArgs({
  options: {
    suite: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string' },
    db: { type: 'string' },
    'postgres-url': { type: 'string' },
    accounts: { type: 'string' },
    'pool-size': { type: 'string' },
    'search-workers': { type: 'string' },
    profile: { type: 'string' },
    runs: { type: 'string' },
    pages: { type: 'string' },
    'cpu-slowdown': { type: 'string' },
    chrome: { type: 'string' },
    out: { type: 'string' },
    strict: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
  strict: true,
});

if (values.help) {
  console.log(HELP);
  process.exit(0);
}

function positive(name: string, raw: string | undefined, fallback: number, allowZero = false): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < (allowZero ? 0 : 1)) {
    console.error(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} whole number, got "${raw}"`);
    process.exit(2);
  }
  return n;
}

const list = (raw: string | undefined, fallback: string) =>
  (raw ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const duration = positive('duration', values.duration ?? process.env.BENCH_DURATION, 20);
const warmup = positive('warmup', values.warmup ?? process.env.BENCH_WARMUP, Math.min(5, duration), true);
const connectionsRaw = values.connections ?? process.env.BENCH_CONNECTIONS;
/** The connection counts for a suite: as given, or the suite's own default. */
const connectionsFor = (fallback: string) => list(connectionsRaw, fallback).map((c) => positive('connections', c, 10));
const DEFAULT_CONNECTIONS = { api: '10,100', flights: '1,20', hotels: '1,20', services: '20' };
if (connectionsRaw) connectionsFor(''); // invalid counts stop here, before any suite starts
const databases = list(values.db ?? process.env.BENCH_DB, 'pglite,postgres');
for (const d of databases) {
  if (d !== 'pglite' && d !== 'postgres') {
    console.error(`--db: unknown database "${d}" (pglite, postgres)`);
    process.exit(2);
  }
}
const accounts = positive('accounts', values.accounts ?? process.env.BENCH_ACCOUNTS, 100);
const poolRaw = values['pool-size'] ?? process.env.BENCH_DB_POOL_SIZE;
const poolSize = poolRaw ? positive('pool-size', poolRaw, 20) : undefined;
const workersRaw = values['search-workers'] ?? process.env.BENCH_FLIGHT_SEARCH_WORKERS;
const searchWorkers =
  workersRaw === undefined || workersRaw === ''
    ? undefined
    : workersRaw === 'auto'
      ? 'auto'
      : String(positive('search-workers', workersRaw, 0, true));
const postgresAdminUrl =
  values['postgres-url'] ?? process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const profileRaw = values.profile ?? process.env.BENCH_PROFILE;
const profile = (profileRaw === 'none' ? [] : list(profileRaw, databases.join())).filter((d) => databases.includes(d));
const lighthouseRuns = positive('runs', values.runs ?? process.env.BENCH_LH_RUNS, 5, true);
const pages = list(values.pages, Object.keys(PAGES).join());
for (const p of pages) {
  if (!PAGES[p]) {
    console.error(`--pages: unknown page "${p}" (${Object.keys(PAGES).join(', ')})`);
    process.exit(2);
  }
}
const chromePath = values.chrome ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const slowdownRaw = values['cpu-slowdown'] ?? process.env.BENCH_LH_CPU_SLOWDOWN;
const cpuSlowdown = slowdownRaw === undefined || slowdownRaw === '' ? DEFAULT_CPU_SLOWDOWN : Number(slowdownRaw);
if (!Number.isFinite(cpuSlowdown) || cpuSlowdown < 1 || cpuSlowdown > 20) {
  console.error(`--cpu-slowdown must be a number from 1 to 20, got "${slowdownRaw}"`);
  process.exit(2);
}

/** The settings the committed results are made with, per suite; anything else writes a .partial.json. */
const loadStandard = (suite: keyof typeof DEFAULT_CONNECTIONS) =>
  duration >= 20 &&
  warmup >= 5 &&
  connectionsFor(DEFAULT_CONNECTIONS[suite]).join() === DEFAULT_CONNECTIONS[suite] &&
  databases.join() === 'pglite,postgres' &&
  poolSize === undefined;
const STANDARD: Record<string, () => boolean> = {
  api: () => loadStandard('api'),
  flights: () => loadStandard('flights') && searchWorkers === undefined,
  hotels: () => loadStandard('hotels'),
  services: () => loadStandard('services'),
  pdf: () => duration >= 20 && warmup >= 5 && Number(process.env.BENCH_PDF_ROUNDS ?? 3) >= 3,
  // Both the standard (4×) and the doubled (8×) CPU slowdown are standard runs, each with its own file.
  web: () =>
    lighthouseRuns >= 5 &&
    pages.join() === Object.keys(PAGES).join() &&
    (cpuSlowdown === DEFAULT_CPU_SLOWDOWN || cpuSlowdown === SLOW_CPU_SLOWDOWN),
};
/** The results' base name: the suite's, except the web suite's at another CPU slowdown (`web-slow`, …). */
const resultName = (suite: string) => (suite === 'web' ? webResultName(cpuSlowdown) : suite);

const SUITES: Record<string, (ctx: SuiteContext) => Promise<SuiteOutcome>> = {
  api: (ctx) =>
    runApiSuite(ctx, {
      duration,
      warmup,
      connections: connectionsFor(DEFAULT_CONNECTIONS.api),
      databases: databases as DatabaseKind[],
      postgresAdminUrl,
      postgresDatabase: 'bench_portal',
      accounts,
      ...(poolSize ? { poolSize } : {}),
    }),
  flights: (ctx) =>
    runFlightSuite(ctx, {
      duration,
      warmup,
      connections: connectionsFor(DEFAULT_CONNECTIONS.flights),
      databases: databases as DatabaseKind[],
      postgresAdminUrl,
      postgresDatabase: 'bench_flights',
      profile: profile as DatabaseKind[],
      ...(poolSize ? { poolSize } : {}),
      ...(searchWorkers !== undefined ? { searchWorkers } : {}),
    }),
  hotels: (ctx) =>
    runHotelSuite(ctx, {
      duration,
      warmup,
      connections: connectionsFor(DEFAULT_CONNECTIONS.hotels),
      databases: databases as DatabaseKind[],
      postgresAdminUrl,
      postgresDatabase: 'bench_hotels',
      ...(poolSize ? { poolSize } : {}),
    }),
  services: (ctx) =>
    runServiceSuite(ctx, {
      duration,
      warmup,
      connections: connectionsFor(DEFAULT_CONNECTIONS.services),
      databases: databases as DatabaseKind[],
      postgresAdminUrl,
      postgresDatabase: 'bench_services',
    }),
  pdf: (ctx) => runPdfSuite(ctx, { duration, warmup }),
  web: (ctx) => runWebSuite(ctx, { runs: lighthouseRuns, pages, chromePath, cpuSlowdown }),
};

const selected = values.suite ? list(values.suite, '') : Object.keys(SUITES);
for (const s of selected) {
  if (!SUITES[s]) {
    console.error(`Unknown suite "${s}". Available: ${Object.keys(SUITES).join(', ')}`);
    process.exit(2);
  }
}
if (values.out && selected.length > 1) {
  console.error('--out needs a single --suite');
  process.exit(2);
}

process.on('SIGINT', () => process.exit(130)); // the server helper kills its children on exit

const ctx: SuiteContext = { repoRoot, benchDir, log: (m) => process.stderr.write(`${m}\n`) };
let missed = false;
for (const name of selected) {
  const machine = { ...machineInfo(repoRoot), busyBeforeStartPercent: await machineBusyPercent() };
  if ((machine.busyBeforeStartPercent ?? 0) > 25) {
    ctx.log(
      `  warning: the machine was ${machine.busyBeforeStartPercent} % busy (of one core) before the start: other work will lower the figures (see the "cpu other" column).`,
    );
  }
  const what =
    name === 'web'
      ? `bundle sizes, Lighthouse at ${cpuSlowdown}× CPU slowdown, ${lighthouseRuns} runs per page (${pages.join(', ')})`
      : name === 'pdf'
        ? `${duration} s measured after ${warmup} s warm-up per run, 4 connections of PDFs beside 4 of JSON`
        : `${duration} s measured after ${warmup} s warm-up per run, connections ${connectionsFor(DEFAULT_CONNECTIONS[name as keyof typeof DEFAULT_CONNECTIONS]).join(', ')}`;
  ctx.log(`\n▶ suite ${name}: ${what} — ${machine.cpuModel}, ${machine.cores} cores, Node ${machine.node}`);
  const started = Date.now();
  const outcome = await SUITES[name]!(ctx);
  const standard = STANDARD[name]!() && outcome.complete;
  const file = values.out
    ? path.resolve(values.out)
    : path.join(benchDir, 'results', standard ? `${resultName(name)}.json` : `${resultName(name)}.partial.json`);
  await writeJson(file, {
    suite: name,
    machine,
    elapsedSeconds: Math.round((Date.now() - started) / 1000),
    standardRun: standard,
    ...outcome.data,
    checks: outcome.targets,
    notes: outcome.notes,
  });

  console.log(
    `\n${name} — ${machine.date}, ${machine.cpuModel} (${machine.cores} cores), Node ${machine.node}, ${outcome.headline ?? `${duration} s per run after ${warmup} s warm-up`}\n`,
  );
  console.log(outcome.table);
  if (outcome.targets.length) {
    console.log('\nTargets');
    for (const t of outcome.targets)
      console.log(`  ${t.pass === null ? 'n/a ' : t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.measured}`);
  }
  if (outcome.notes.length) {
    console.log('\nNotes');
    for (const n of outcome.notes) console.log(`  - ${n}`);
  }
  console.log(`\nWritten: ${path.relative(process.cwd(), file) || file}`);
  if (outcome.targets.some((t) => t.pass === false)) missed = true;
}
if (missed && values.strict) process.exit(1);
