import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { BUSINESS_TIME_ZONE } from '../../lib/time-zones.js';

/** Months and times of day as the agency reads them, in its own time zone (written into the SQL: grouped by). */
const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);

interface Scope {
  accountId: string;
  userId?: string;
  from: Date;
  /** Exclusive end of the period. */
  before: Date;
}

const rows = async <T>(db: DbOrTx, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

function where(s: Scope, statuses: string[]) {
  const list = sql.join(
    statuses.map((x) => sql`${x}`),
    sql`, `,
  );
  return sql`b.account_id = ${s.accountId} and b.created_at >= ${s.from.toISOString()} and b.created_at < ${s.before.toISOString()} and b.status in (${list}) ${s.userId ? sql`and b.user_id = ${s.userId}` : sql``}`;
}

const SOLD = ['confirmed', 'fulfilled'];
const CANCELLED = ['cancelled', 'refunded'];

export interface SalesRow {
  key: string;
  currency: string;
  bookings: number;
  net: string;
  markup: string;
}

/** Sales grouped by a key (service, month in Baghdad time, or user) and payment currency. */
export function salesBy(db: DbOrTx, s: Scope, by: 'service' | 'month' | 'user') {
  const key =
    by === 'service'
      ? sql`b.service`
      : by === 'month'
        ? sql`to_char(b.created_at at time zone ${zone}, 'YYYY-MM')`
        : sql`b.user_id::text`;
  return rows<SalesRow>(
    db,
    sql`select ${key} as key, b.payment_currency as currency, count(*)::int as bookings,
               sum(b.payment_amount_minor)::text as net, sum(b.markup_minor)::text as markup
        from bookings b where ${where(s, SOLD)} group by 1, 2 order by 1, 2`,
  );
}

export function cancellations(db: DbOrTx, s: Scope) {
  return rows<{ currency: string; count: number }>(
    db,
    sql`select b.payment_currency as currency, count(*)::int as count from bookings b where ${where(s, CANCELLED)} group by 1`,
  );
}

/** Refunds credited to the account's wallets in the period, from the ledger. */
export function refunds(db: DbOrTx, s: Scope) {
  return rows<{ currency: string; amount: string }>(
    db,
    sql`select t.currency, sum(t.amount)::text as amount
        from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
        where a.kind = 'wallet' and a.account_id = ${s.accountId} and t.code = 'refund'
          and t.created_at >= ${s.from.toISOString()} and t.created_at < ${s.before.toISOString()}
          ${s.userId ? sql`and t.reference in (select reference from bookings where user_id = ${s.userId})` : sql``}
        group by 1`,
  );
}

export function userNames(db: DbOrTx, accountId: string) {
  return rows<{ id: string; name: string }>(db, sql`select id::text, name from users where account_id = ${accountId}`);
}

export function bookingLines(db: DbOrTx, s: Scope) {
  return rows<{
    reference: string;
    service: string;
    status: string;
    created_at: string;
    booked_by: string;
    currency: string;
    net: string;
    markup: string;
  }>(
    db,
    sql`select b.reference, b.service, b.status, to_char(b.created_at at time zone ${zone}, 'YYYY-MM-DD HH24:MI') as created_at,
               u.name as booked_by, b.payment_currency as currency, b.payment_amount_minor::text as net, b.markup_minor::text as markup
        from bookings b join users u on u.id = b.user_id
        where ${where(s, [...SOLD, ...CANCELLED])} order by b.created_at`,
  );
}
