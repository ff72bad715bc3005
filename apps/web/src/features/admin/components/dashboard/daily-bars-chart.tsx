import { useId } from 'react';
import { dirOf } from '@portal/contracts/i18n';
import { localeOf, useLang } from '../../../../lib/i18n';
import { useElementWidth } from '../../../../lib/use-element-width';
import { niceScale } from '../../utils/chart-scale';

export interface DailyBarsChartProps {
  title: string;
  description: string;
  days: Array<{ date: string; value: number }>;
  colour?: string;
  /** The values are counts: the axis has whole numbers only. */
  integer?: boolean;
}

const HEIGHT = 200;
const PAD_TOP = 10;
const PAD_BOTTOM = 28;
const AXIS = 52;

/**
 * One bar per day, drawn as SVG at the width it is shown (as the reports' charts are). Time runs in the reading
 * direction, so in Arabic the latest day is on the left and the value axis on the right.
 */
export function DailyBarsChart({ title, description, days, colour = '#1f6a86', integer = false }: DailyBarsChartProps) {
  const lang = useLang();
  const rtl = dirOf(lang) === 'rtl';
  const titleId = useId();
  const descId = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const compact = new Intl.NumberFormat(localeOf(lang), { notation: 'compact', maximumFractionDigits: 1 });
  const dayName = new Intl.DateTimeFormat(localeOf(lang), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const { top, step } = niceScale(Math.max(0, ...days.map((d) => d.value)), 4, integer);
  const plotWidth = Math.max(120, width - AXIS - 8);
  const plotHeight = HEIGHT - PAD_TOP - PAD_BOTTOM;
  const slot = plotWidth / Math.max(1, days.length);
  const bar = Math.max(2, Math.min(18, slot * 0.7));
  const y = (v: number) => PAD_TOP + plotHeight - (v / top) * plotHeight;
  const plotStart = rtl ? 8 : AXIS;
  const slotX = (i: number) => (rtl ? plotStart + plotWidth - (i + 1) * slot : plotStart + i * slot);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  // A date under every few bars, counted from the latest day so it always has one.
  const every = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(plotWidth / 56))));
  // A date under the first or last bar stays inside the drawing (about 6 px a character at 10 px).
  const labelX = (x: number, text: string) => {
    const half = (text.length * 6) / 2 + 2;
    return Math.min(Math.max(x, half), width - half);
  };

  return (
    <div ref={ref} className="w-full min-w-0 overflow-hidden">
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        width={width}
        height={HEIGHT}
        className="block max-w-full"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        <g aria-hidden="true">
          {ticks.map((value) => (
            <g key={value}>
              <line
                x1={plotStart}
                x2={plotStart + plotWidth}
                y1={y(value)}
                y2={y(value)}
                stroke={value === 0 ? '#64748b' : '#e2e8f0'}
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
          {days.map((d, i) => (
            <g key={d.date}>
              {d.value > 0 ? (
                <rect
                  x={slotX(i) + (slot - bar) / 2}
                  y={y(d.value)}
                  width={bar}
                  height={y(0) - y(d.value)}
                  fill={colour}
                  rx={2}
                />
              ) : null}
              {(days.length - 1 - i) % every === 0 ? (
                <text
                  x={labelX(slotX(i) + slot / 2, dayName.format(new Date(`${d.date}T00:00:00Z`)))}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  fontSize={10}
                  fill="#334155"
                >
                  {dayName.format(new Date(`${d.date}T00:00:00Z`))}
                </text>
              ) : null}
            </g>
          ))}
        </g>
      </svg>
    </div>
  );
}
