import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { fromPglite, fromPostgres, type Database } from '../db/client.js';
import { withDatabase } from './global-setup.js';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** A database of its own for one test file, cloned from the migrated template. */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `portal_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // CREATE DATABASE ... TEMPLATE fails while another session copies the same template; retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (error) {
        if (attempt > 40) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    const database = fromPostgres(withDatabase(url, name), 30);
    return {
      database,
      drop: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate')!);
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  const database = fromPglite(client);
  return { database, drop: () => database.close() };
}

/**
 * The whole API on a fresh database, as `server.ts` builds it, for `app.inject` tests; `options` adds what a
 * test plugs in (suppliers beside the built-in ones).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildAppOptions, 'flightSuppliers' | 'hotelSuppliers'> = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
  const { database, drop } = await openTestDatabase();
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir },
    // Flight searches on the main thread unless a test asks for workers (search-pool.test.ts): starting one
    // from the sources (through tsx) costs seconds of CPU per test file.
    {
      WEB_DIST: path.join(dataDir, 'no-web'),
      FLIGHT_SEARCH_WORKERS: 0,
      // Mails go out when queued; tests that need retries drive the worker themselves.
      MAIL_QUEUE_INTERVAL_MS: 0,
      ...overrides,
    },
  );
  const app = await buildApp({ config, database, logger: false, ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
