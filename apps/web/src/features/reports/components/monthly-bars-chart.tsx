import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dirOf } from '@portal/contracts/i18n';
import { localeOf, useLang } from '../../../lib/i18n';
import { useElementWidth } from '../../../lib/use-element-width';
import { niceScale, type MonthPoint } from '../utils/report-data';

export const NET_COLOUR = '#1f6a86';
export const MARKUP_COLOUR = '#f6b73c';

export interface MonthlyBarsChartProps {
  months: MonthPoint[];
  currency: string;
}

const HEIGHT = 240;
const PAD_TOP = 12;
const PAD_BOTTOM = 40;
const AXIS = 56;

/**
 * Sales per month as stacked bars (net, then markup on top: together the gross), drawn as SVG at the size it
 * is shown. Time runs in the reading direction: left to right, or right to left in Arabic, with the value
 * axis on the starting side. The same numbers are in the table beneath it.
 */
export function MonthlyBarsChart({ months, currency }: MonthlyBarsChartProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const rtl = dirOf(lang) === 'rtl';
  const titleId = useId();
  const descId = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const compact = new Intl.NumberFormat(localeOf(lang), { notation: 'compact', maximumFractionDigits: 1 });
  const monthName = new Intl.DateTimeFormat(localeOf(lang), { month: 'short', timeZone: 'UTC' });
  const yearName = new Intl.DateTimeFormat(localeOf(lang), { year: 'numeric', timeZone: 'UTC' });

  const max = Math.max(0, ...months.map((m) => m.net + m.markup));
  const { top, step } = niceScale(max);
  const plotWidth = Math.max(120, width - AXIS - 8);
  const plotHeight = HEIGHT - PAD_TOP - PAD_BOTTOM;
  const slot = plotWidth / Math.max(1, months.length);
  const barWidth = Math.max(4, Math.min(44, slot * 0.6));
  const y = (value: number) => PAD_TOP + plotHeight - (value / top) * plotHeight;
  // The plot starts after the axis on the reading side.
  const plotStart = rtl ? 8 : AXIS;
  const slotX = (i: number) => (rtl ? plotStart + plotWidth - (i + 1) * slot : plotStart + i * slot);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  // Room for the longest month name at 11 px (about 6.5 px a character) and a gap.
  const longest = Math.max(...months.map((m) => monthName.format(new Date(`${m.month}-01T00:00:00Z`)).length), 3);
  const labelWidth = longest * 6.5 + 10;
  const labelEvery = Math.ceil(months.length / Math.max(1, Math.floor(plotWidth / labelWidth)));
  // Counted from the latest month, so the most recent one always has its name; the year under the first
  // labelled month of each year.
  const labelled = new Set(months.map((_, i) => i).filter((i) => (months.length - 1 - i) % labelEvery === 0));
  const yearShown = new Set<number>();
  let lastYear = '';
  for (const i of labelled) {
    const year = months[i]!.month.slice(0, 4);
    if (year !== lastYear) yearShown.add(i);
    lastYear = year;
  }

  return (
    <figure className="m-0">
      <div ref={ref} className="w-full min-w-0 overflow-hidden">
        <svg
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="block max-w-full overflow-visible"
        >
          <title id={titleId}>{t('reports.charts.monthly_title', { currency })}</title>
          <desc id={descId}>{t('reports.charts.monthly_desc')}</desc>
          <g aria-hidden="true">
            {ticks.map((value) => (
              <g key={value}>
                <line
                  x1={plotStart}
                  x2={plotStart + plotWidth}
                  y1={y(value)}
                  y2={y(value)}
                  stroke={value === 0 ? '#64748b' : '#e2e8f0'}
                  strokeWidth={1}
                />
                <text
                  x={rtl ? plotStart + plotWidth + 6 : AXIS - 6}
                  y={y(value)}
                  dy="0.32em"
                  textAnchor={rtl ? 'start' : 'end'}
                  fontSize={11}
                  fill="#475569"
                  direction="ltr"
                >
                  {compact.format(value)}
                </text>
              </g>
            ))}
            {months.map((m, i) => {
              const x = slotX(i) + (slot - barWidth) / 2;
              const date = new Date(`${m.month}-01T00:00:00Z`);
              return (
                <g key={m.month}>
                  {m.net > 0 ? (
                    <rect x={x} y={y(m.net)} width={barWidth} height={y(0) - y(m.net)} fill={NET_COLOUR} rx={2} />
                  ) : null}
                  {m.markup > 0 ? (
                    <rect
                      x={x}
                      y={y(m.net + m.markup)}
                      width={barWidth}
                      height={y(m.net) - y(m.net + m.markup)}
                      fill={MARKUP_COLOUR}
                      rx={2}
                    />
                  ) : null}
                  {labelled.has(i) ? (
                    <text
                      x={slotX(i) + slot / 2}
                      y={HEIGHT - PAD_BOTTOM + 16}
                      textAnchor="middle"
                      fontSize={11}
                      fill="#334155"
                    >
                      {monthName.format(date)}
                    </text>
                  ) : null}
                  {yearShown.has(i) ? (
                    <text
                      x={slotX(i) + slot / 2}
                      y={HEIGHT - PAD_BOTTOM + 30}
                      textAnchor="middle"
                      fontSize={10}
                      fill="#64748b"
                    >
                      {yearName.format(date)}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </g>
        </svg>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm bg-[#1f6a86]" />
          {t('reports.net')}
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm bg-[#f6b73c]" />
          {t('reports.markup')}
        </span>
      </figcaption>
    </figure>
  );
}
