import { mkdir } from 'node:fs/promises';
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';
import { seedDatabase } from './seed.js';

/** `npm run db:migrate` and `npm run db:seed`, on the database the environment names. */
const command = process.argv[2];
const config = loadConfig();
await mkdir(config.DATA_DIR, { recursive: true });
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateDatabase(database);
  if (command === 'seed') await seedDatabase(database.db, { demo: config.SEED_DEMO, uploadsDir: config.uploadsDir });
  console.log(command === 'seed' ? 'migrated and seeded' : 'migrated');
} finally {
  await database.close();
}
