import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { agencySettings } from '../../db/schema.js';

export type AgencySettingsRow = typeof agencySettings.$inferSelect;

export async function findSettings(db: DbOrTx, accountId: string) {
  const [row] = await db.select().from(agencySettings).where(eq(agencySettings.accountId, accountId));
  return row;
}

export async function upsertSettings(db: DbOrTx, row: typeof agencySettings.$inferInsert) {
  await db
    .insert(agencySettings)
    .values(row)
    .onConflictDoUpdate({
      target: agencySettings.accountId,
      set: {
        logoUploadId: row.logoUploadId,
        contactLine: row.contactLine,
        markups: row.markups,
        updatedAt: new Date(),
      },
    });
}
