import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, agencySettings } from '../../db/schema.js';

export type AgencySettingsRow = typeof agencySettings.$inferSelect;

export async function findSettings(db: DbOrTx, accountId: string) {
  const [row] = await db.select().from(agencySettings).where(eq(agencySettings.accountId, accountId));
  return row;
}

/** The settings of an agency account; none for any other account, whatever it saved while it could. */
export async function findAgencySettings(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ settings: agencySettings })
    .from(agencySettings)
    .innerJoin(accounts, and(eq(accounts.id, agencySettings.accountId), eq(accounts.kind, 'agency')))
    .where(eq(agencySettings.accountId, accountId));
  return row?.settings;
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
        mailCustomers: row.mailCustomers,
        markups: row.markups,
        updatedAt: new Date(),
      },
    });
}
