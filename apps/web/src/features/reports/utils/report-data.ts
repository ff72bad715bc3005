import type { Report } from '@portal/contracts/reports';

export interface MonthPoint {
  month: string;
  net: number;
  markup: number;
  gross: number;
  bookings: number;
}

/** Every month of the period (empty ones as zero), so the bars keep calendar spacing. */
export function monthsOf(report: Report, currency: string): MonthPoint[] {
  const rows = new Map(report.by_month.filter((r) => r.currency === currency).map((r) => [r.month, r]));
  const out: MonthPoint[] = [];
  let [year, month] = report.from.slice(0, 7).split('-').map(Number) as [number, number];
  const last = report.to.slice(0, 7);
  for (let guard = 0; guard < 120; guard++) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    const row = rows.get(key);
    out.push({
      month: key,
      net: Number(row?.net ?? 0),
      markup: Number(row?.markup ?? 0),
      gross: Number(row?.gross ?? 0),
      bookings: row?.bookings ?? 0,
    });
    if (key >= last) break;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

/** The currencies that appear anywhere in the report, the ones with sales first. */
export function currenciesOf(report: Report): string[] {
  const set = new Set(report.totals.map((t) => t.currency));
  for (const r of report.by_month) set.add(r.currency);
  return [...set].sort((a, b) => {
    const sa = report.totals.find((t) => t.currency === a)?.bookings ?? 0;
    const sb = report.totals.find((t) => t.currency === b)?.bookings ?? 0;
    return sb - sa || a.localeCompare(b);
  });
}

/** A round upper bound and tick step for an axis reaching `max`. */
export function niceScale(max: number, ticks = 4): { top: number; step: number } {
  if (!(max > 0)) return { top: 1, step: 0.25 };
  const raw = max / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  return { top: step * Math.ceil(max / step), step };
}
