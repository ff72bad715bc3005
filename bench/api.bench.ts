/**
 * API suite (issue 2): requests/s and latency of /healthz, /site-settings, /user-wallets and a wallet
 * debit on PGlite and on PostgreSQL, beside a bare Fastify hello-world measured in the same run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type autocannon from 'autocannon';
import {
  checkLedger,
  createPostgresDatabase,
  loadApi,
  prepareDatabase,
  type ApiModules,
  type BenchAccount,
  type LedgerCheck,
} from './lib/api.js';
import { measure, type Measurement } from './lib/load.js';
import { freePort, startServer, type ChildServer, type ShutdownReport } from './lib/server.js';
import { fmtInt, fmtMs, fmtPct, formatTable } from './lib/table.js';
import type { SuiteContext, SuiteOutcome, TargetCheck } from './lib/suite.js';

export type DatabaseKind = 'pglite' | 'postgres';
export type Subject = 'bare-fastify' | DatabaseKind;

interface Endpoint {
  key: 'hello' | 'healthz' | 'site-settings' | 'user-wallets' | 'wallet-debit' | 'uguide-search' | 'guide-search';
  label: string;
  method: 'GET' | 'POST';
  path: string;
  /** Every connection gets its own bench customer's bearer token. */
  perConnectionToken?: boolean;
  /** POST body; each request also gets a unique Idempotency-Key. */
  debitBody?: string;
}

export const DEBIT_BODY = { from_currency: 'IQD', to_currency: 'USD', amount: '1000' };

const HELLO: Endpoint = { key: 'hello', label: 'GET / (hello world)', method: 'GET', path: '/' };
const ENDPOINTS: Endpoint[] = [
  { key: 'healthz', label: 'GET /healthz', method: 'GET', path: '/healthz' },
  { key: 'site-settings', label: 'GET /api/v1/site-settings', method: 'GET', path: '/api/v1/site-settings' },
  {
    key: 'user-wallets',
    label: 'GET /api/v1/user-wallets',
    method: 'GET',
    path: '/api/v1/user-wallets',
    perConnectionToken: true,
  },
  {
    key: 'wallet-debit',
    label: 'POST /api/v1/wallet-exchanges',
    method: 'POST',
    path: '/api/v1/wallet-exchanges',
    perConnectionToken: true,
    debitBody: JSON.stringify(DEBIT_BODY),
  },
  {
    key: 'uguide-search',
    label: 'GET /api/v1/uguides (master’s in Malaysia)',
    method: 'GET',
    path: '/api/v1/uguides?country=MY&degree=master&sort=tuition',
  },
  {
    // Issue 19: a tour guide search, two days in Karbala a month ahead (days off and booked days filtered out).
    key: 'guide-search',
    label: 'GET /api/v1/guide-search (Karbala, 2 days)',
    method: 'GET',
    path: `/api/v1/guide-search?city=karbala&date=${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}&days=2&group=4`,
  },
];

export const TARGETS = {
  siteSettingsShareOfBare: 0.7,
  debitPostgres: { connections: 10, minRequestsPerSecond: 1_000, maxP97_5Ms: 25 },
  /** Issue 17: a programme search at 20 connections, on either database. */
  uguideSearch: { connections: 20, maxP97_5Ms: 30 },
};

/** 1e9 IQD per bench customer: far more than any run spends at 1,000 IQD a debit. */
const FUND_IQD = 1_000_000_000n;

export interface ApiSuiteOptions {
  duration: number;
  warmup: number;
  connections: number[];
  databases: DatabaseKind[];
  /** Server and superuser for the PostgreSQL part; the suite creates and drops its own database there. */
  postgresAdminUrl: string;
  postgresDatabase: string;
  accounts: number;
  /** Passed to the server as DB_POOL_SIZE when set; otherwise the API's default applies. */
  poolSize?: number;
}

export interface ApiRun extends Measurement {
  /** The server measured. */
  subject: Subject;
  /** The part of the run it belongs to: the baseline at the start, or a database's API runs. */
  section: Subject;
  /** A bare Fastify run taken right before a database's /site-settings run, for the 70 % comparison. */
  pairedBaseline: boolean;
  endpoint: Endpoint['key'];
  request: string;
}

interface SubjectReport {
  subject: Subject;
  status: 'measured' | 'skipped' | 'failed';
  reason?: string;
  postgresVersion?: string;
  setup?: { accounts: number; fundedIqdPerAccount: string; ms: number };
  server?: { pid: number; startupMs: number; env: Record<string, string> };
  shutdown?: ShutdownReport;
  ledger?: LedgerCheck & { debits2xxCounted: number };
}

/**
 * autocannon calls `setupClient` once per connection it opens (warm-up and measured run alike). Each
 * connection takes the next bench customer, so with no more connections than customers, no two open
 * connections share a token or a wallet row.
 */
function setupFor(endpoint: Endpoint, accounts: BenchAccount[]): ((client: autocannon.Client) => void) | undefined {
  if (!endpoint.perConnectionToken) return undefined;
  const runTag = randomBytes(4).toString('hex');
  let next = 0;
  return (client) => {
    const n = next++;
    const account = accounts[n % accounts.length]!;
    if (!endpoint.debitBody) {
      client.setHeaders({ authorization: `Bearer ${account.token}` });
      return;
    }
    const prefix = `bench-${runTag}-${n}-`;
    let seq = 0;
    client.setRequests([
      {
        method: 'POST',
        path: endpoint.path,
        headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
        body: endpoint.debitBody,
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': `${prefix}${seq++}` } }),
      },
    ]);
  };
}

/**
 * An exchange confirms the credit its quote showed (`accepted_credit`, decision 050). Rates do not change
 * during a run, so one quote serves every request.
 */
async function confirmedDebitBody(server: ChildServer, token: string, body: string): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/wallet-exchanges/quote`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  if (!response.ok) throw new Error(`exchange quote answered ${response.status}: ${await response.text()}`);
  const { data } = (await response.json()) as { data: { credit: string } };
  return JSON.stringify({ ...(JSON.parse(body) as object), accepted_credit: data.credit });
}

async function measureOne(
  ctx: SuiteContext,
  options: ApiSuiteOptions,
  where: { subject: Subject; section: Subject; connections: number },
  server: ChildServer,
  unconfirmed: Endpoint,
  accounts: BenchAccount[],
): Promise<ApiRun> {
  if (!server.alive()) throw new Error(`${server.name} is no longer running (${server.exitStatus()})`);
  const endpoint =
    unconfirmed.debitBody && accounts[0]
      ? { ...unconfirmed, debitBody: await confirmedDebitBody(server, accounts[0].token, unconfirmed.debitBody) }
      : unconfirmed;
  const { subject, section, connections } = where;
  const pairedBaseline = subject === 'bare-fastify' && section !== 'bare-fastify';
  ctx.log(
    `  ${(pairedBaseline ? 'bare (pair)' : subject).padEnd(12)} ${endpoint.label.padEnd(30)} ${String(connections).padStart(3)} connections: ${options.warmup} s warm-up, ${options.duration} s measured`,
  );
  const m = await measure({
    url: server.url + endpoint.path,
    connections,
    duration: options.duration,
    warmup: options.warmup,
    method: endpoint.method,
    ...(endpoint.debitBody ? { body: endpoint.debitBody, headers: { 'content-type': 'application/json' } } : {}),
    setupClient: setupFor(endpoint, accounts),
    cpu: { serverPid: server.pid, postgres: subject === 'postgres' },
  });
  const flags = [
    m.non2xx || m.errors ? `${m.non2xx} non-2xx, ${m.errors} errors ${JSON.stringify(m.statusCodes)}` : '',
    m.responses === 0 ? `no response completed within the ${options.duration} s window` : '',
  ].filter(Boolean);
  ctx.log(
    `    ${fmtInt(m.requestsPerSecond)} req/s, p97.5 ${fmtMs(m.latencyMs.p97_5)} ms${flags.length ? `  ← ${flags.join('; ')}` : ''}`,
  );
  if (!server.alive()) {
    throw new Error(
      `${server.name} exited during this run (${server.exitStatus()}); its figures are not valid:\n${server.logTail()}`,
    );
  }
  return { subject, section, pairedBaseline, endpoint: endpoint.key, request: endpoint.label, ...m };
}

async function startBare(ctx: SuiteContext): Promise<ChildServer> {
  const port = await freePort();
  return startServer({
    name: 'bare Fastify',
    args: ['--import', 'tsx', path.join(ctx.benchDir, 'lib/hello-server.ts')],
    env: { PORT: String(port), NODE_ENV: 'production' },
    cwd: ctx.benchDir,
    port,
    readyPath: '/',
  });
}

function redact(url: string) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

async function measureApi(
  ctx: SuiteContext,
  options: ApiSuiteOptions,
  api: ApiModules,
  kind: DatabaseKind,
  bare: ChildServer,
  entry: SubjectReport,
  runs: ApiRun[],
): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `portal-bench-${kind}-`));
  let dropPostgres: (() => Promise<void>) | undefined;
  try {
    let url: string | undefined;
    if (kind === 'postgres') {
      const created = await createPostgresDatabase(api, options.postgresAdminUrl, options.postgresDatabase);
      if ('error' in created) {
        entry.status = 'skipped';
        entry.reason = `PostgreSQL at ${redact(options.postgresAdminUrl)} is unreachable (${created.error}); the PostgreSQL part was skipped.`;
        ctx.log(`  ${entry.reason}`);
        return;
      }
      url = created.url;
      entry.postgresVersion = created.serverVersion;
      dropPostgres = created.drop;
    }

    ctx.log(`  ${kind}: migrating, seeding, creating ${options.accounts} funded customers…`);
    const prepared = await prepareDatabase(api, {
      dataDir,
      count: options.accounts,
      fundMinor: FUND_IQD,
      ...(url ? { url } : {}),
    });
    entry.setup = {
      accounts: prepared.accounts.length,
      fundedIqdPerAccount: FUND_IQD.toString(),
      ms: prepared.setupMs,
    };

    const port = await freePort();
    const env: Record<string, string> = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      ...(url ? { DATABASE_URL: url } : {}),
      ...(options.poolSize ? { DB_POOL_SIZE: String(options.poolSize) } : {}),
    };
    const server = await startServer({
      name: `API on ${kind}`,
      args: [path.join(api.distDir, 'server.js')],
      env,
      cwd: ctx.repoRoot,
      port,
      readyPath: '/readyz',
    });
    entry.server = {
      pid: server.pid,
      startupMs: server.startupMs,
      env: { ...env, ...(url ? { DATABASE_URL: redact(url) } : {}), DATA_DIR: '(temporary directory)' },
    };

    try {
      for (const endpoint of ENDPOINTS) {
        for (const connections of options.connections) {
          if (endpoint.key === 'site-settings') {
            // The baseline again, right before: on a shared machine, load from elsewhere changes within minutes.
            runs.push(
              await measureOne(ctx, options, { subject: 'bare-fastify', section: kind, connections }, bare, HELLO, []),
            );
          }
          runs.push(
            await measureOne(
              ctx,
              options,
              { subject: kind, section: kind, connections },
              server,
              endpoint,
              prepared.accounts,
            ),
          );
        }
      }
    } finally {
      entry.shutdown = await server.stop();
      ctx.log(
        `  ${kind}: SIGTERM → exit code ${entry.shutdown.exitCode}${entry.shutdown.killedBy ? ` (killed by ${entry.shutdown.killedBy})` : ''} after ${entry.shutdown.durationMs} ms`,
      );
      if (!entry.shutdown.graceful) ctx.log(server.logTail());
    }
    const ledger = await checkLedger(api, { dataDir, ...(url ? { url } : {}) });
    const debits2xxCounted = runs
      .filter((r) => r.subject === kind && r.endpoint === 'wallet-debit')
      .reduce((n, r) => n + r.ok2xx + (r.warmup?.ok2xx ?? 0), 0);
    entry.ledger = { ...ledger, debits2xxCounted };
  } catch (error) {
    entry.status = 'failed';
    entry.reason = error instanceof Error ? error.message : String(error);
    ctx.log(`  ${kind} failed: ${entry.reason}`);
  } finally {
    await dropPostgres?.().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

function evaluateTargets(runs: ApiRun[], options: ApiSuiteOptions): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const find = (subject: Subject, endpoint: Endpoint['key'], connections: number) =>
    runs.find((r) => r.subject === subject && r.endpoint === endpoint && r.connections === connections);
  for (const kind of options.databases) {
    for (const connections of options.connections) {
      const site = find(kind, 'site-settings', connections);
      const bare =
        runs.find((r) => r.pairedBaseline && r.section === kind && r.connections === connections) ??
        find('bare-fastify', 'hello', connections);
      if (!site || !bare) continue;
      const share = site.requestsPerSecond / bare.requestsPerSecond;
      const clean = site.non2xx === 0 && site.errors === 0;
      checks.push({
        name: `site-settings ≥ 70 % of bare Fastify (${kind}, ${connections} conns)`,
        subject: kind,
        connections,
        endpoint: 'site-settings',
        measured: `${Math.round(share * 100)} % (${fmtInt(site.requestsPerSecond)} vs ${fmtInt(bare.requestsPerSecond)} req/s of bare Fastify ${bare.pairedBaseline ? 'measured just before' : 'at the start'})${clean ? '' : `, ${site.non2xx} non-2xx/${site.errors} errors`}`,
        pass: share >= TARGETS.siteSettingsShareOfBare && clean,
      });
    }
  }
  const t = TARGETS.debitPostgres;
  if (options.databases.includes('postgres') && options.connections.includes(t.connections)) {
    const debit = find('postgres', 'wallet-debit', t.connections);
    const clean = debit ? debit.non2xx === 0 && debit.errors === 0 : false;
    checks.push({
      name: `wallet debit on PostgreSQL ≥ ${fmtInt(t.minRequestsPerSecond)} req/s and p97.5 ≤ ${t.maxP97_5Ms} ms (${t.connections} conns)`,
      subject: 'postgres',
      connections: t.connections,
      endpoint: 'wallet-debit',
      measured: debit
        ? `${fmtInt(debit.requestsPerSecond)} req/s, p97.5 ${fmtMs(debit.latencyMs.p97_5)} ms${clean ? '' : `, ${debit.non2xx} non-2xx/${debit.errors} errors`}`
        : 'not measured (PostgreSQL skipped or failed)',
      pass: debit
        ? debit.requestsPerSecond >= t.minRequestsPerSecond && debit.latencyMs.p97_5 <= t.maxP97_5Ms && clean
        : null,
    });
  }
  const u = TARGETS.uguideSearch;
  if (options.connections.includes(u.connections))
    for (const kind of options.databases) {
      const search = find(kind, 'uguide-search', u.connections);
      const clean = search ? search.non2xx === 0 && search.errors === 0 : false;
      checks.push({
        name: `programme search p97.5 ≤ ${u.maxP97_5Ms} ms (${kind}, ${u.connections} conns)`,
        subject: kind,
        connections: u.connections,
        endpoint: 'uguide-search',
        measured: search
          ? `${fmtInt(search.requestsPerSecond)} req/s, p97.5 ${fmtMs(search.latencyMs.p97_5)} ms${clean ? '' : `, ${search.non2xx} non-2xx/${search.errors} errors`}`
          : 'not measured',
        pass: search ? search.latencyMs.p97_5 <= u.maxP97_5Ms && clean : null,
      });
    }
  return checks;
}

function table(runs: ApiRun[], checks: TargetCheck[]): string {
  const checkFor = (r: ApiRun) => {
    const c = checks.find(
      (t) => t.subject === r.subject && t.endpoint === r.endpoint && t.connections === r.connections,
    );
    return c ? (c.pass === null ? '–' : c.pass ? 'PASS' : 'FAIL') : '';
  };
  const rows: Array<string[] | null> = [];
  let section: Subject | undefined;
  for (const r of runs) {
    if (section && section !== r.section) rows.push(null);
    section = r.section;
    const bad = r.non2xx + r.errors > 0;
    rows.push([
      r.pairedBaseline ? 'bare-fastify*' : r.subject,
      r.request,
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
      checkFor(r),
    ]);
  }
  return formatTable(
    [
      { title: 'server' },
      { title: 'request' },
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
      { title: 'target' },
    ],
    rows,
  );
}

function notesFor(options: ApiSuiteOptions, subjects: SubjectReport[], runs: ApiRun[]): string[] {
  const cores = os.cpus().length;
  const notes = [
    `autocannon (in the bench process), the server and ${options.databases.includes('postgres') ? 'PostgreSQL ' : ''}share this machine's ${cores} cores. "cpu" columns: percent of one core during the measured seconds — api = the server process (PGlite runs inside it), pg = all postgres processes, load = autocannon, other = everything else on the machine (a high figure means the run was disturbed).`,
    `bare-fastify* rows: the hello-world measured again right before each database's /site-settings runs; the 70 % target compares with these.`,
    `Authenticated requests: each autocannon connection uses its own bench customer (${options.accounts} customers, taken in turn as connections open${Math.max(...options.connections) > options.accounts ? '; more connections than customers, so some share' : ''}), with its own bearer token and IQD wallet funded with ${FUND_IQD.toLocaleString('en-US')} IQD.`,
    `Wallet debit: POST /api/v1/wallet-exchanges ${JSON.stringify(DEBIT_BODY)} plus the accepted_credit of one quote made before the run, with a unique Idempotency-Key per request: three ledger transfers in one transaction (IQD wallet → exchange, IQD wallet → fees, exchange → USD wallet). Only the customer's two wallet rows are updated; the shared system accounts (exchange IQD, fees IQD, exchange USD) keep no balance columns and only gain transfer rows.`,
  ];
  for (const s of subjects) {
    if (s.status !== 'measured') notes.push(`${s.subject}: ${s.status} — ${s.reason}`);
    if (s.shutdown?.exitedBeforeStop) {
      notes.push(
        `${s.subject}: the server exited BEFORE the bench sent SIGTERM (exit code ${s.shutdown.exitCode}, signal ${s.shutdown.killedBy}): it crashed or was stopped from outside.`,
      );
    } else if (s.shutdown) {
      notes.push(
        `${s.subject}: SIGTERM → exit code ${s.shutdown.exitCode}${s.shutdown.killedBy ? ` (killed by ${s.shutdown.killedBy})` : ''} in ${s.shutdown.durationMs} ms — ${s.shutdown.graceful ? 'graceful shutdown' : 'NOT graceful'}.`,
      );
    }
    if (s.ledger) {
      notes.push(
        `${s.subject}: ledger after the run — zero-sum ${s.ledger.zeroSum ? 'holds' : 'BROKEN'}, ${s.ledger.negativeWallets} negative wallets; ${fmtInt(s.ledger.exchanges)} exchanges recorded vs ${fmtInt(s.ledger.debits2xxCounted)} 201s counted (requests still in flight when a window closes complete on the server: up to one per connection and window).`,
      );
    }
  }
  for (const r of runs) {
    if (r.non2xx + r.errors > 0) {
      notes.push(
        `${r.subject} ${r.request} @ ${r.connections}: ${r.non2xx} non-2xx, ${r.errors} errors (${r.timeouts} timeouts); status codes ${JSON.stringify(r.statusCodes)}.`,
      );
    }
    if (r.responses === 0) notes.push(`${r.subject} ${r.request} @ ${r.connections}: no response within the window.`);
  }
  return notes;
}

export async function runApiSuite(ctx: SuiteContext, options: ApiSuiteOptions): Promise<SuiteOutcome> {
  const { api, warnings } = await loadApi(ctx.repoRoot);
  for (const w of warnings) ctx.log(`  warning: ${w}`);
  const subjects: SubjectReport[] = [];
  const runs: ApiRun[] = [];

  ctx.log('  bare Fastify hello-world (baseline)…');
  const bare = await startBare(ctx);
  const bareEntry: SubjectReport = {
    subject: 'bare-fastify',
    status: 'measured',
    server: { pid: bare.pid, startupMs: bare.startupMs, env: { NODE_ENV: 'production' } },
  };
  subjects.push(bareEntry);
  try {
    for (const connections of options.connections) {
      const where = { subject: 'bare-fastify', section: 'bare-fastify', connections } as const;
      runs.push(await measureOne(ctx, options, where, bare, HELLO, []));
    }
    for (const kind of options.databases) {
      const entry: SubjectReport = { subject: kind, status: 'measured' };
      subjects.push(entry);
      await measureApi(ctx, options, api, kind, bare, entry, runs);
    }
  } catch (error) {
    bareEntry.status = 'failed';
    bareEntry.reason = error instanceof Error ? error.message : String(error);
    ctx.log(`  bare Fastify failed: ${bareEntry.reason}`);
  } finally {
    bareEntry.shutdown = await bare.stop();
  }

  const checks = evaluateTargets(runs, options);
  return {
    table: table(runs, checks),
    targets: checks,
    notes: [...warnings, ...notesFor(options, subjects, runs)],
    complete: subjects.every((s) => s.status === 'measured'),
    data: {
      settings: {
        durationSeconds: options.duration,
        warmupSeconds: options.warmup,
        connections: options.connections,
        databases: options.databases,
        benchCustomers: options.accounts,
        dbPoolSize: options.poolSize ?? 'API default (DB_POOL_SIZE 20)',
        debitBody: DEBIT_BODY,
        loadGenerator: 'autocannon (programmatic API) in the bench process; HTTP/1.1 keep-alive, no pipelining',
        sharedCpu: `autocannon, the API server and PostgreSQL all run on this ${os.cpus().length}-core machine at once; expect lower figures than with a separate load generator and database host.`,
      },
      targets: TARGETS,
      subjects,
      runs,
    },
  };
}
