import type { Db } from '../../../db/client.js';
import * as repo from './cars.repository.js';
import { generateCarInventory } from './inventory.js';

/** Writes the generated car inventory into a database without any (idempotent). */
export async function seedCarInventory(db: Db) {
  if ((await repo.countOffers(db)) > 0) return;
  await repo.insertInventory(db, generateCarInventory());
}
