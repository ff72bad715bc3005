import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type * as ClientModule from '../../apps/api/dist/db/client.js';
import type * as MigrateModule from '../../apps/api/dist/db/migrate.js';
import type * as SeedModule from '../../apps/api/dist/db/seed.js';
import type * as SchemaModule from '../../apps/api/dist/db/schema.js';
import type * as IdsModule from '../../apps/api/dist/lib/ids.js';
import type * as RateLimitModule from '../../apps/api/dist/lib/rate-limit.js';
import type * as AuthModule from '../../apps/api/dist/modules/auth/auth.service.js';
import type * as PasswordModule from '../../apps/api/dist/modules/auth/password.js';
import type * as LedgerModule from '../../apps/api/dist/modules/ledger/ledger.service.js';
import type * as FlightIndexModule from '../../apps/api/dist/modules/flights/builtin/flight-index.js';

/** The built API's modules, loaded from apps/api/dist: the same code the measured server runs. */
export interface ApiModules {
  distDir: string;
  client: typeof ClientModule;
  migrate: typeof MigrateModule;
  seed: typeof SeedModule;
  schema: typeof SchemaModule;
  ids: typeof IdsModule;
  rateLimit: typeof RateLimitModule;
  auth: typeof AuthModule;
  password: typeof PasswordModule;
  ledger: typeof LedgerModule;
  /** The flight search's connection rules (minimum connection times, maximum layover). */
  flightIndex: typeof FlightIndexModule;
}

export type Database = ClientModule.Database;

export function newestMtime(dir: string, skip: (file: string) => boolean): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(file, skip));
    else if (!skip(file)) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

/** Loads the built API; throws with the build command when it is missing, warns when it is older than its sources. */
export async function loadApi(repoRoot: string): Promise<{ api: ApiModules; warnings: string[] }> {
  const distDir = path.join(repoRoot, 'apps/api/dist');
  const build =
    'npm run build -w packages/contracts && npm run build -w apps/api (or the root `npm run bench`, which builds first)';
  if (!existsSync(path.join(distDir, 'server.js')) || !existsSync(path.join(repoRoot, 'packages/contracts/dist'))) {
    throw new Error(`The API is not built (apps/api/dist/server.js missing). Run: ${build}`);
  }
  const warnings: string[] = [];
  const sources = newestMtime(
    path.join(repoRoot, 'apps/api/src'),
    (f) => f.endsWith('.test.ts') || f.includes(`${path.sep}test${path.sep}`),
  );
  // tsc -b rewrites (or touches) .tsbuildinfo on every build that had something to do.
  const buildInfo = path.join(distDir, '.tsbuildinfo');
  const built = statSync(existsSync(buildInfo) ? buildInfo : path.join(distDir, 'server.js')).mtimeMs;
  if (sources > built) {
    warnings.push(
      `apps/api/src has changes newer than apps/api/dist: the figures are for the last build. Rebuild with: ${build}`,
    );
  }
  const load = async <T>(rel: string): Promise<T> => (await import(pathToFileURL(path.join(distDir, rel)).href)) as T;
  const api: ApiModules = {
    distDir,
    client: await load('db/client.js'),
    migrate: await load('db/migrate.js'),
    seed: await load('db/seed.js'),
    schema: await load('db/schema.js'),
    ids: await load('lib/ids.js'),
    rateLimit: await load('lib/rate-limit.js'),
    auth: await load('modules/auth/auth.service.js'),
    password: await load('modules/auth/password.js'),
    ledger: await load('modules/ledger/ledger.service.js'),
    flightIndex: await load('modules/flights/builtin/flight-index.js'),
  };
  return { api, warnings };
}

export interface BenchAccount {
  accountId: string;
  userId: string;
  token: string;
}

export interface PreparedDatabase {
  accounts: BenchAccount[];
  fundedMinor: bigint;
  setupMs: number;
}

/**
 * Migrates and seeds the database as the server would, then creates `count` customer accounts with one
 * owner each, a session token per owner (the auth service's `issueToken`) and an IQD balance posted
 * through the ledger (bank_clearing → wallet), and closes the database again: PGlite allows one process
 * only, so the server may open it only after this returns. With `count` 0 it only migrates and seeds (the
 * demo data and the flight network).
 */
export async function prepareDatabase(
  api: ApiModules,
  options: { url?: string; dataDir: string; count: number; fundMinor: bigint },
): Promise<PreparedDatabase> {
  const started = performance.now();
  const database = await api.client.openDatabase({
    dataDir: options.dataDir,
    poolSize: 4,
    ...(options.url ? { url: options.url } : {}),
  });
  try {
    await api.migrate.migrateDatabase(database);
    await api.seed.seedDatabase(database.db, { demo: true, uploadsDir: path.join(options.dataDir, 'uploads') });
    if (options.count === 0) {
      return { accounts: [], fundedMinor: 0n, setupMs: Math.round(performance.now() - started) };
    }
    const { db } = database;
    const { accounts, users } = api.schema;
    const tag = randomBytes(3).toString('hex');
    const passwordHash = await api.password.hashPassword(randomBytes(16).toString('base64url'));
    const people = Array.from({ length: options.count }, (_, i) => ({
      i,
      accountId: api.ids.newId(),
      userId: api.ids.newId(),
      email: `bench.${tag}.${String(i).padStart(3, '0')}@example.iq`,
    }));
    await db
      .insert(accounts)
      .values(people.map((p) => ({ id: p.accountId, kind: 'customer' as const, name: `Bench customer ${p.i}` })));
    const rows = await db
      .insert(users)
      .values(
        people.map((p) => ({
          id: p.userId,
          accountId: p.accountId,
          role: 'customer' as const,
          name: `Bench customer ${p.i}`,
          email: p.email,
          passwordHash,
        })),
      )
      .returning();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const auth = api.auth.createAuthService({
      db,
      rateLimits: api.rateLimit.memoryRateLimitStore(),
      publicUrl: 'http://localhost',
    });
    const ledger = api.ledger.createLedger(db);
    const result: BenchAccount[] = [];
    for (const p of people) {
      const { token } = await auth.issueToken(byId.get(p.userId)!, false, { userAgent: 'portal-bench' });
      await db.transaction((tx) =>
        ledger.transfer(tx, {
          id: api.ids.newId(),
          debit: { system: 'bank_clearing' },
          credit: { wallet: p.accountId },
          amount: options.fundMinor,
          currency: 'IQD',
          code: 'topup',
          description: 'Benchmark funding',
        }),
      );
      result.push({ accountId: p.accountId, userId: p.userId, token });
    }
    return { accounts: result, fundedMinor: options.fundMinor, setupMs: Math.round(performance.now() - started) };
  } finally {
    await database.close();
  }
}

/** Raw SQL through whichever driver the database uses. */
async function query<T>(database: Database, text: string): Promise<T[]> {
  if (database.pglite) return (await database.pglite.query<T>(text)).rows;
  if (database.pool) return (await database.pool.query(text)).rows as T[];
  throw new Error('database without a driver handle');
}

export interface LedgerCheck {
  /** Per currency, posted and pending sums over every ledger account; all must be "0". */
  sums: Array<{ currency: string; posted: string; pending: string }>;
  /** Accounts whose balance columns disagree with their transfers; must be empty. */
  drift: unknown[];
  zeroSum: boolean;
  /** Exchanges the ledger holds (each is three transfers sharing one reference). */
  exchanges: number;
  /** Bench wallets below zero; must be 0. */
  negativeWallets: number;
}

/** After the run: the ledger's invariants and how many debits it actually recorded. */
export async function checkLedger(api: ApiModules, options: { url?: string; dataDir: string }): Promise<LedgerCheck> {
  const database = await api.client.openDatabase({
    dataDir: options.dataDir,
    poolSize: 2,
    ...(options.url ? { url: options.url } : {}),
  });
  try {
    const ledger = api.ledger.createLedger(database.db);
    const { sums, drift } = await ledger.invariants();
    const [exchanges] = await query<{ n: number }>(
      database,
      `select count(distinct reference)::int as n from ledger_transfers where code = 'exchange'`,
    );
    const [negative] = await query<{ n: number }>(
      database,
      `select count(*)::int as n from ledger_accounts where no_overdraft and credits_posted - debits_posted - debits_pending < 0`,
    );
    return {
      sums,
      drift,
      zeroSum: sums.every((s) => s.posted === '0' && s.pending === '0') && drift.length === 0,
      exchanges: exchanges?.n ?? 0,
      negativeWallets: negative?.n ?? 0,
    };
  } finally {
    await database.close();
  }
}

/** Creates (and afterwards drops) a database of its own on a PostgreSQL server; null when unreachable. */
export async function createPostgresDatabase(
  api: ApiModules,
  adminUrl: string,
  name: string,
): Promise<{ url: string; serverVersion: string; drop(): Promise<void> } | { error: string }> {
  const admin = api.client.fromPostgres(adminUrl, 1);
  const pool = admin.pool!;
  try {
    const version = await Promise.race([
      pool.query<{ v: string }>("select current_setting('server_version') as v").then((r) => r.rows[0]!.v),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer within 5 s')), 5_000).unref()),
    ]);
    await pool.query(`drop database if exists ${name} with (force)`);
    await pool.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      serverVersion: version,
      drop: async () => {
        try {
          await pool.query(`drop database if exists ${name} with (force)`);
        } finally {
          await admin.close();
        }
      },
    };
  } catch (error) {
    await admin.close().catch(() => undefined);
    return { error: error instanceof Error ? error.message || error.name : String(error) };
  }
}
