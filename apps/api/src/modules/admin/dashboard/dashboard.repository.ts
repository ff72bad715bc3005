import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { BUSINESS_TIME_ZONE } from '../../../lib/time-zones.js';

const rows = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** An instant as ISO 8601 text, the same on every driver. */
const isoText = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The agency's own time zone, written into the SQL (a parameter could not be grouped by). */
const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
/** A day in Baghdad. */
const day = sql`to_char(b.created_at at time zone ${zone}, 'YYYY-MM-DD')`;

/** Bookings made per day since `since` (Baghdad dates), and sales (confirmed and fulfilled) per payment currency. */
export function bookingsPerDay(db: DbOrTx, since: string) {
  return rows<{ date: string; currency: string; bookings: number; sold: number; amount: string }>(
    db,
    sql`select ${day} as date, b.payment_currency as currency, count(*)::int as bookings,
               (count(*) filter (where b.status in ('confirmed', 'fulfilled')))::int as sold,
               coalesce(sum(b.payment_amount_minor) filter (where b.status in ('confirmed', 'fulfilled')), 0)::text as amount
        from bookings b
        where b.created_at >= (${since}::date::timestamp at time zone ${zone})
        group by 1, 2 order by 1, 2`,
  );
}

export function pendingTopups(db: DbOrTx) {
  return rows<{ currency: string; count: number; amount: string; oldest: string | null }>(
    db,
    sql`select currency, count(*)::int as count, sum(amount_minor)::text as amount, ${isoText(sql`min(created_at)`)} as oldest
        from wallet_topups where status = 'pending' group by 1 order by 1`,
  );
}

export function expiringHolds(db: DbOrTx, until: Date) {
  return rows<{
    id: string;
    reference: string;
    service: string;
    account: string;
    hold_expires_at: string;
    currency: string;
    amount: string;
  }>(
    db,
    sql`select b.id::text, b.reference, b.service, a.name as account, ${isoText(sql`b.hold_expires_at`)} as hold_expires_at,
               b.payment_currency as currency, b.payment_amount_minor::text as amount
        from bookings b join accounts a on a.id = b.account_id
        where b.status = 'held' and b.hold_expires_at > now() and b.hold_expires_at <= ${until.toISOString()}
        order by b.hold_expires_at limit 10`,
  );
}

export function recentMessages(db: DbOrTx) {
  return rows<{ id: string; name: string; subject: string; created_at: string; replied: boolean }>(
    db,
    sql`select id::text, name, subject, ${isoText(sql`created_at`)} as created_at, replied_at is not null as replied
        from contact_messages order by created_at desc limit 5`,
  );
}

export async function unrepliedMessages(db: DbOrTx) {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from contact_messages where replied_at is null`,
  );
  return Number(row?.n ?? 0);
}
