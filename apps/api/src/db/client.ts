import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { setImmediate as nextTurn } from 'node:timers/promises';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either the database or a transaction, so services decide the transaction's bounds. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool, for migrations under an advisory lock. */
  pool?: pg.Pool;
  pglite?: PGlite;
}

// bigint columns come back as strings from node-postgres; parse int8 so both drivers agree.
pg.types.setTypeParser(20, (v) => BigInt(v));

/**
 * PGlite runs its queries on this thread, one at a time, and hands its lock to the next waiting query in a
 * promise callback: under load, the queue (a request's next query joins it as its last one ends) drains
 * without the event loop ever turning, so for up to a second or more no request is read and no answer is
 * written, and a few requests wait for several seconds. Starting each query on a later turn of the event loop
 * lets the server's I/O run between queries. Queries inside a PGlite transaction go through the transaction
 * object, not through this.
 */
const yielding = new WeakSet<PGlite>();
function yieldBetweenQueries(client: PGlite): void {
  if (yielding.has(client)) return;
  yielding.add(client);
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await nextTurn();
    return query(...args);
  }) as typeof client.query;
}

export function fromPglite(client: PGlite): Database {
  yieldBetweenQueries(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function fromPostgres(url: string, poolSize: number): Database {
  // A server that cannot be reached fails a request within seconds (a 503, decision 141) rather than holding it.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client can be cut off by the server (restart, failover); the pool replaces it on next use.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL when a URL is given; otherwise the embedded PGlite stored under `dataDir/db`. */
export async function openDatabase(options: { url?: string; dataDir: string; poolSize?: number }): Promise<Database> {
  if (options.url) return fromPostgres(options.url, options.poolSize ?? 20);
  const client = await PGlite.create(`${options.dataDir}/db`);
  return fromPglite(client);
}
