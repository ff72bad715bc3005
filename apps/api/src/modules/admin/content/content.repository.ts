import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { siteSettings } from '../../../db/schema.js';

export async function readSetting<T>(db: DbOrTx, key: string): Promise<T | undefined> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  return row?.value as T | undefined;
}

export async function writeSetting(db: DbOrTx, key: string, value: unknown) {
  await db
    .insert(siteSettings)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}
