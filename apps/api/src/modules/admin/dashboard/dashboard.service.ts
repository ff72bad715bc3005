import type { Dashboard } from '@portal/contracts/admin';
import type { Db } from '../../../db/client.js';
import { formatMinor } from '../../../lib/money.js';
import * as repo from './dashboard.repository.js';

export type DashboardService = ReturnType<typeof createDashboardService>;

/** YYYY-MM-DD in Baghdad (UTC+3 all year) for an instant. */
export function baghdadDate(at: number): string {
  return new Date(at + 3 * 3_600_000).toISOString().slice(0, 10);
}

const iso = (text: string | null) => (text ? new Date(text).toISOString() : null);

/** What the desk looks at first: today, money waiting, holds about to lapse, messages, the last 30 days. */
export function createDashboardService(db: Db) {
  return {
    async get(now = Date.now()): Promise<Dashboard> {
      const today = baghdadDate(now);
      const first = baghdadDate(now - 29 * 86_400_000);
      const [perDay, topups, holds, messages, unreplied] = await Promise.all([
        repo.bookingsPerDay(db, first),
        repo.pendingTopups(db),
        repo.expiringHolds(db, new Date(now + 24 * 3_600_000)),
        repo.recentMessages(db),
        repo.unrepliedMessages(db),
      ]);
      const days = Array.from({ length: 30 }, (_, i) => {
        const date = baghdadDate(now - (29 - i) * 86_400_000);
        const lines = perDay.filter((r) => r.date === date);
        return {
          date,
          bookings: lines.reduce((n, r) => n + Number(r.bookings), 0),
          sales: lines
            .filter((r) => Number(r.sold) > 0)
            .map((r) => ({ currency: r.currency, amount: formatMinor(BigInt(r.amount), r.currency) })),
        };
      });
      const todays = perDay.filter((r) => r.date === today);
      const oldest =
        topups
          .map((t) => t.oldest)
          .filter((t): t is string => !!t)
          .sort()[0] ?? null;
      return {
        today,
        bookings_today: todays.reduce((n, r) => n + Number(r.bookings), 0),
        sales_today: todays
          .filter((r) => Number(r.sold) > 0)
          .map((r) => ({
            currency: r.currency,
            amount: formatMinor(BigInt(r.amount), r.currency),
            bookings: Number(r.sold),
          })),
        pending_topups: {
          count: topups.reduce((n, t) => n + Number(t.count), 0),
          amounts: topups.map((t) => ({ currency: t.currency, amount: formatMinor(BigInt(t.amount), t.currency) })),
          oldest_at: iso(oldest),
        },
        expiring_holds: holds.map((h) => ({
          id: h.id,
          reference: h.reference,
          service: h.service,
          account: h.account,
          hold_expires_at: iso(h.hold_expires_at)!,
          total: { currency: h.currency, amount: formatMinor(BigInt(h.amount), h.currency) },
        })),
        recent_messages: messages.map((m) => ({
          id: m.id,
          name: m.name,
          subject: m.subject,
          created_at: iso(m.created_at)!,
          replied: Boolean(m.replied),
        })),
        unreplied_messages: unreplied,
        days,
      };
    },
  };
}
