import { and, eq, isNull, gt, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, documentCodes, documentLinks } from '../../db/schema.js';

export type DocumentLinkRow = typeof documentLinks.$inferSelect;

/** The document's verification code, made once: a second caller reads the first's. */
export async function ensureCode(db: DbOrTx, kind: string, subjectId: string, fresh: string): Promise<string> {
  const read = async () =>
    (
      await db
        .select({ code: documentCodes.code })
        .from(documentCodes)
        .where(and(eq(documentCodes.kind, kind), eq(documentCodes.subjectId, subjectId)))
    )[0]?.code;
  // A document printed again reads its code; only its first print writes one.
  const known = await read();
  if (known) return known;
  await db.insert(documentCodes).values({ code: fresh, kind, subjectId }).onConflictDoNothing();
  return (await read())!;
}

export async function findCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(documentCodes).where(eq(documentCodes.code, code));
  return row;
}

export async function insertLink(db: DbOrTx, row: typeof documentLinks.$inferInsert): Promise<DocumentLinkRow> {
  const [inserted] = await db.insert(documentLinks).values(row).returning();
  return inserted!;
}

/** A link that still opens its document: known, not expired, not revoked. */
export async function findLiveLink(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(documentLinks)
    .where(
      and(eq(documentLinks.tokenHash, tokenHash), gt(documentLinks.expiresAt, now), isNull(documentLinks.revokedAt)),
    );
  return row;
}

export async function deleteLink(db: DbOrTx, id: string): Promise<void> {
  await db.delete(documentLinks).where(eq(documentLinks.id, id));
}

export async function sharesOf(db: DbOrTx, kind: string, subjectId: string) {
  return db
    .select()
    .from(documentLinks)
    .where(
      and(eq(documentLinks.kind, kind), eq(documentLinks.subjectId, subjectId), eq(documentLinks.purpose, 'share')),
    )
    .orderBy(desc(documentLinks.createdAt));
}

/** Revokes a share of the subject; false when there is none (or it was revoked before). */
export async function revokeShare(db: DbOrTx, kind: string, subjectId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(documentLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(documentLinks.id, id),
        eq(documentLinks.kind, kind),
        eq(documentLinks.subjectId, subjectId),
        eq(documentLinks.purpose, 'share'),
        isNull(documentLinks.revokedAt),
      ),
    )
    .returning({ id: documentLinks.id });
  return rows.length > 0;
}

export async function accountOf(db: DbOrTx, id: string) {
  const [row] = await db.select({ name: accounts.name, kind: accounts.kind }).from(accounts).where(eq(accounts.id, id));
  return row;
}
