import { mkdir } from 'node:fs/promises';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDatabase } from './db/seed.js';
import { purgeExpiredIdempotencyKeys } from './plugins/idempotency.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await mkdir(config.DATA_DIR, { recursive: true });
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DB_POOL_SIZE,
  });
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: config.SEED_DEMO, uploadsDir: config.uploadsDir });

  const app = await buildApp({ config, database });
  const holdSweeper = setInterval(() => {
    app.services.ledger.voidExpired().catch((err) => app.log.error({ err }, 'expiring holds failed'));
    app.services.sessions.sweep().catch((err) => app.log.error({ err }, 'sweeping search sessions failed'));
    app.services.bookings
      .expireHolds({
        onFailure: ({ bookingId, service, error }) =>
          app.log.error({ err: error, bookingId, service }, 'a held booking past its deadline could not be released'),
      })
      .catch((err) => app.log.error({ err }, 'expiring held bookings failed'));
    app.services.bookings.remindHolds().catch((err) => app.log.error({ err }, 'reminding held bookings failed'));
    // Waitlist offers past their 24 hours go to the next in line or back on sale (decision 132).
    app.services.waitlist.expireOffers().catch((err) => app.log.error({ err }, 'lapsing waitlist offers failed'));
    purgeExpiredIdempotencyKeys(database.db).catch((err) =>
      app.log.error({ err }, 'purging expired idempotency keys failed'),
    );
  }, 30_000);
  holdSweeper.unref();

  const grace = config.SHUTDOWN_GRACE_MS;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.shuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    clearInterval(holdSweeper);
    // The mail worker claims nothing more (what is queued goes out from another process, or this one restarted);
    // left to the close, it went on through the whole queue, rendering each booking's PDF on a port already
    // closed, into the forced exit (decision 147). The mail in hand is awaited until a second after the grace
    // only: a booking's PDF can no longer be drawn once this process refuses its own document page, and a
    // claimed mail left unsent goes out from another process when its claim lapses (decision 130).
    const mailStopped = Promise.race([
      app.mailer.stop(),
      new Promise((resolve) => setTimeout(resolve, grace + 1_000).unref()),
    ]);
    const force = setTimeout(() => process.exit(1), 9_500);
    force.unref();
    // Still listening for a moment: whatever arrives now is refused with a 503 problem (the onRequest hook)
    // while the requests in flight go on; then the port closes and they are awaited (decision 141).
    await new Promise((resolve) => setTimeout(resolve, grace));
    // Keep-alive connections that fall idle after their last answer are closed, so they cannot hold the server open.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    idle.unref();
    try {
      await mailStopped;
      app.log.info('shutting down: mail worker stopped, closing the port and awaiting requests in flight');
      await app.close();
      app.log.info('shutting down: closing the database');
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // The PDF renderer's browser opens the web app's document pages on this process's own address (decision 136).
  app.services.documents.renderer.setOrigin(
    `http://${config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST}:${config.PORT}`,
  );
  // The flight network is read into memory now rather than by the first search (which would wait for it).
  app.services.flightNetwork.get().catch((err) => app.log.error({ err }, 'loading the flight network failed'));
  // And the flight search workers started (searches made before they are up run on the main thread).
  app.services.flights.start().catch((err) => app.log.error({ err }, 'starting the flight search workers failed'));
  app.services.hotelCatalog.get().catch((err) => app.log.error({ err }, 'loading the hotel inventory failed'));
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}/db` : 'PostgreSQL';
  app.log.info(`Rafidain Travel portal on ${config.PUBLIC_URL} (database: ${where})`);
  if (config.SEED_DEMO) {
    console.log(
      `\n  Portal:   http://localhost:${config.PORT}\n  API docs: http://localhost:${config.PORT}/api/docs\n  Demo accounts (password ${DEMO_PASSWORD}):`,
    );
    for (const u of DEMO_ACCOUNTS) console.log(`    ${u.role.padEnd(9)} ${u.email}`);
    console.log('');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
