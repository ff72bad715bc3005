/**
 * A suite's database and API server, set up and taken down the same way for every suite that measures the built
 * API on PGlite and PostgreSQL: a temporary data folder, a fresh PostgreSQL database (or the PostgreSQL part
 * skipped when the server is unreachable), migrations and the demo seed, then the server on a free port, and
 * everything removed afterwards whatever happened.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseKind } from '../api.bench.js';
import { createPostgresDatabase, prepareDatabase, type ApiModules } from './api.js';
import { freePort, startServer, type ChildServer, type ShutdownReport } from './server.js';
import type { SuiteContext } from './suite.js';

/** What a suite records of one database's part: measured, skipped (no PostgreSQL) or failed, and why. */
export interface DatabaseEntry {
  database: DatabaseKind;
  status: 'measured' | 'skipped' | 'failed';
  reason?: string;
  postgresVersion?: string;
  setupMs?: number;
  server?: { pid: number; startupMs: number };
  shutdown?: ShutdownReport;
}

export interface BenchDatabaseOptions {
  /** The suite's name, for the temporary folder. */
  suite: string;
  postgresAdminUrl: string;
  postgresDatabase: string;
  /** What the seed holds, for the log line ("demo data and the flight network"). */
  seeding?: string;
}

/** The database's place: its folder (PGlite) and, on PostgreSQL, its URL. */
export interface BenchDatabase {
  dataDir: string;
  url?: string;
}

/** A database URL with its password hidden, for reports. */
export function redactUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** Prepares one database for a suite, runs `use` on it, and always removes it; a failure is recorded in `entry`. */
export async function withBenchDatabase(
  ctx: SuiteContext,
  api: ApiModules,
  options: BenchDatabaseOptions,
  entry: DatabaseEntry,
  use: (db: BenchDatabase) => Promise<void>,
): Promise<void> {
  const { database } = entry;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `portal-bench-${options.suite}-${database}-`));
  let dropPostgres: (() => Promise<void>) | undefined;
  try {
    let url: string | undefined;
    if (database === 'postgres') {
      const created = await createPostgresDatabase(api, options.postgresAdminUrl, options.postgresDatabase);
      if ('error' in created) {
        entry.status = 'skipped';
        entry.reason = `PostgreSQL at ${redactUrl(options.postgresAdminUrl)} is unreachable (${created.error}); the PostgreSQL part was skipped.`;
        ctx.log(`  ${entry.reason}`);
        return;
      }
      url = created.url;
      entry.postgresVersion = created.serverVersion;
      dropPostgres = created.drop;
    }
    ctx.log(`  ${database}: migrating and seeding${options.seeding ? ` (${options.seeding})` : ''}…`);
    entry.setupMs = (await prepareDatabase(api, { dataDir, count: 0, fundMinor: 0n, ...(url ? { url } : {}) })).setupMs;
    await use({ dataDir, ...(url ? { url } : {}) });
  } catch (error) {
    entry.status = 'failed';
    entry.reason = error instanceof Error ? error.message : String(error);
    ctx.log(`  ${database} failed: ${entry.reason}`);
  } finally {
    await dropPostgres?.().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The built API on a database, as production runs it (NODE_ENV=production, warnings only), on a free port. */
export async function startBenchApi(
  ctx: SuiteContext,
  api: ApiModules,
  entry: DatabaseEntry,
  db: BenchDatabase,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const port = await freePort();
  const server = await startServer({
    name: `API on ${entry.database}`,
    args: [path.join(api.distDir, 'server.js')],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: db.dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...(db.url ? { DATABASE_URL: db.url } : {}),
      ...env,
    },
    cwd: ctx.repoRoot,
    port,
    readyPath: '/readyz',
  });
  entry.server = { pid: server.pid, startupMs: server.startupMs };
  return server;
}

/** Stops the server (SIGTERM) and records how it ended. */
export async function stopBenchApi(ctx: SuiteContext, entry: DatabaseEntry, server: ChildServer): Promise<void> {
  entry.shutdown = await server.stop();
  ctx.log(`  ${entry.database}: SIGTERM → exit code ${entry.shutdown.exitCode} after ${entry.shutdown.durationMs} ms`);
  if (!entry.shutdown.graceful) ctx.log(server.logTail());
}

/** A seeded database with the API on it for the whole of `use`: the usual shape of a suite's database part. */
export async function withSeededApi(
  ctx: SuiteContext,
  api: ApiModules,
  options: BenchDatabaseOptions & { env?: Record<string, string> },
  entry: DatabaseEntry,
  use: (server: ChildServer, db: BenchDatabase) => Promise<void>,
): Promise<void> {
  await withBenchDatabase(ctx, api, options, entry, async (db) => {
    const server = await startBenchApi(ctx, api, entry, db, options.env);
    try {
      await use(server, db);
    } finally {
      await stopBenchApi(ctx, entry, server);
    }
  });
}
