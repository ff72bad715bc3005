import type { Lang } from '@portal/contracts/i18n';
import type { Report } from '@portal/contracts/reports';
import { serviceName } from '@portal/contracts/services';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { baghdadDate, baghdadDays } from '../../lib/time-zones.js';
import { formatMinor } from '../../lib/money.js';
import { hasPermission } from '../auth/permissions.js';
import type { AuthContext } from '../auth/auth.service.js';
import * as repo from './reports.repository.js';
import { statusName } from './report-names.js';

export type ReportService = ReturnType<typeof createReportService>;

const HEADERS: Record<Lang, string[]> = {
  en: ['Reference', 'Service', 'Status', 'Booked at', 'Booked by', 'Currency', 'Net', 'Markup', 'Gross'],
  ar: ['المرجع', 'الخدمة', 'الحالة', 'تاريخ الحجز', 'بواسطة', 'العملة', 'الصافي', 'هامش الربح', 'الإجمالي'],
  de: ['Referenz', 'Leistung', 'Status', 'Gebucht am', 'Gebucht von', 'Währung', 'Netto', 'Aufschlag', 'Brutto'],
};
const SUMMARY: Record<Lang, string[]> = {
  en: ['Currency', 'Bookings', 'Net', 'Markup', 'Gross', 'Cancelled', 'Refunded'],
  ar: ['العملة', 'الحجوزات', 'الصافي', 'هامش الربح', 'الإجمالي', 'الملغاة', 'المسترد'],
  de: ['Währung', 'Buchungen', 'Netto', 'Aufschlag', 'Brutto', 'Storniert', 'Erstattet'],
};
const SHEETS: Record<Lang, [string, string]> = {
  en: ['Summary', 'Bookings'],
  ar: ['الملخص', 'الحجوزات'],
  de: ['Übersicht', 'Buchungen'],
};

export function createReportService({ db }: { db: Db }) {
  /** Owners see the whole account; sub-users their own sales unless allowed all bookings. */
  function scope(ctx: AuthContext, q: { from?: string; to?: string }) {
    if (ctx.user.role === 'staff') throw new AppError('forbidden');
    const to = q.to ?? baghdadDate();
    const from = q.from ?? `${to.slice(0, 4)}-01-01`;
    if (from > to) throw new AppError('validation_failed', { fields: [{ field: 'from', key: 'dates_out_of_order' }] });
    const own = ctx.user.role === 'sub_user' && !hasPermission(ctx, 'see_all_bookings');
    // Baghdad calendar days, as the months the report groups by.
    const { start, end } = baghdadDays(from, to);
    return {
      accountId: ctx.account.id,
      userId: own ? ctx.user.id : undefined,
      from: start,
      before: end,
      fromText: from,
      toText: to,
    };
  }

  const money = (net: string, markup: string, currency: string) => {
    const n = BigInt(net ?? '0');
    const m = BigInt(markup ?? '0');
    return { net: formatMinor(n, currency), markup: formatMinor(m, currency), gross: formatMinor(n + m, currency) };
  };

  async function build(ctx: AuthContext, q: { from?: string; to?: string }): Promise<Report> {
    const s = scope(ctx, q);
    const [service, month, user, cancelled, refunded, names] = await Promise.all([
      repo.salesBy(db, s, 'service'),
      repo.salesBy(db, s, 'month'),
      repo.salesBy(db, s, 'user'),
      repo.cancellations(db, s),
      repo.refunds(db, s),
      repo.userNames(db, s.accountId),
    ]);
    const currencies = [
      ...new Set([
        ...service.map((r) => r.currency),
        ...cancelled.map((r) => r.currency),
        ...refunded.map((r) => r.currency),
      ]),
    ].sort();
    const name = new Map(names.map((n) => [n.id, n.name]));
    return {
      from: s.fromText,
      to: s.toText,
      totals: currencies.map((currency) => {
        const sold = service.filter((r) => r.currency === currency);
        const net = sold.reduce((a, r) => a + BigInt(r.net), 0n).toString();
        const markup = sold.reduce((a, r) => a + BigInt(r.markup), 0n).toString();
        return {
          currency,
          bookings: sold.reduce((a, r) => a + Number(r.bookings), 0),
          ...money(net, markup, currency),
          cancelled: Number(cancelled.find((r) => r.currency === currency)?.count ?? 0),
          refunded: formatMinor(BigInt(refunded.find((r) => r.currency === currency)?.amount ?? '0'), currency),
        };
      }),
      by_service: service.map((r) => ({
        service: r.key,
        currency: r.currency,
        bookings: Number(r.bookings),
        ...money(r.net, r.markup, r.currency),
      })),
      by_month: month.map((r) => ({
        month: r.key,
        currency: r.currency,
        bookings: Number(r.bookings),
        ...money(r.net, r.markup, r.currency),
      })),
      by_user: user.map((r) => ({
        user_id: r.key,
        name: name.get(r.key) ?? '',
        currency: r.currency,
        bookings: Number(r.bookings),
        ...money(r.net, r.markup, r.currency),
      })),
    };
  }

  return {
    build,

    /** The report's summary and every booking line of the period, as rows for CSV or XLSX. */
    async exportRows(ctx: AuthContext, q: { from?: string; to?: string }, lang: Lang) {
      const report = await build(ctx, q);
      const lines = await repo.bookingLines(db, scope(ctx, q));
      const summary = [
        SUMMARY[lang],
        ...report.totals.map((t) => [t.currency, t.bookings, t.net, t.markup, t.gross, t.cancelled, t.refunded]),
      ];
      const bookings = [
        HEADERS[lang],
        ...lines.map((l) => {
          const m = money(l.net, l.markup, l.currency);
          return [
            l.reference,
            serviceName(l.service, lang),
            statusName(l.status, lang),
            l.created_at,
            l.booked_by,
            l.currency,
            m.net,
            m.markup,
            m.gross,
          ];
        }),
      ];
      return {
        report,
        sheets: [
          { name: SHEETS[lang][0], rows: summary },
          { name: SHEETS[lang][1], rows: bookings },
        ],
      };
    },
  };
}
