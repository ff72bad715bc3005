import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { uguideProgrammes } from '../../db/schema.js';

export type ProgrammeRow = typeof uguideProgrammes.$inferSelect;
export type NewProgrammeRow = typeof uguideProgrammes.$inferInsert;

/** Every programme staff added, changed or archived (decision 140). */
export function allRows(db: DbOrTx): Promise<ProgrammeRow[]> {
  return db.select().from(uguideProgrammes).orderBy(asc(uguideProgrammes.code));
}

/** Writes a programme's row in full: the first change of a built-in programme makes it, later ones replace it. */
export async function upsert(tx: DbOrTx, row: NewProgrammeRow) {
  const { id, createdAt: _created, ...set } = row;
  await tx
    .insert(uguideProgrammes)
    .values(row)
    .onConflictDoUpdate({ target: uguideProgrammes.id, set: { ...set, updatedAt: new Date() } });
  return id;
}
