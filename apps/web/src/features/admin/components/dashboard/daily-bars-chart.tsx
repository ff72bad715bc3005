import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { dirOf } from '@portal/contracts/i18n';
import { localeOf, useLang } from '../../../../lib/i18n';
import { useElementWidth } from '../../../../lib/use-element-width';
import { niceScale } from '../../utils/chart-scale';
import { estimateWidth, pickDateTicks } from '../../utils/chart-ticks';

/**
 * The rendered widths of the date labels, measured in the chart's own font (again once the web fonts have
 * loaded); an estimate until then, or where nothing is laid out.
 */
function useLabelWidths(labels: string[]) {
  const ref = useRef<HTMLSpanElement>(null);
  const [measured, setMeasured] = useState<{ key: string; widths: number[] } | null>(null);
  const key = labels.join('|');
  const measure = useCallback(() => {
    const span = ref.current;
    if (!span) return;
    const widths = key.split('|').map((text) => {
      span.textContent = text;
      return span.getBoundingClientRect().width;
    });
    span.textContent = '';
    if (widths.every((w) => w > 0)) setMeasured({ key, widths });
  }, [key]);
  useLayoutEffect(measure, [measure]);
  useEffect(() => {
    let live = true;
    void document.fonts?.ready.then(() => live && measure());
    return () => {
      live = false;
    };
  }, [measure]);
  const widths = measured?.key === key ? measured.widths : labels.map(estimateWidth);
  return [ref, widths] as const;
}

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
  const labels = days.map((d) => dayName.format(new Date(`${d.date}T00:00:00Z`)));
  const [measureRef, labelWidths] = useLabelWidths(labels);
  // Dates under every few bars, as many as fit side by side at their measured widths (decision 035).
  const dated = pickDateTicks({
    centres: days.map((_, i) => slotX(i) + slot / 2),
    widths: labelWidths,
    drawing: width,
  });
  // A date under the first or last bar stays inside the drawing.
  const labelX = (x: number, i: number) => {
    const half = labelWidths[i]! / 2;
    return Math.min(Math.max(x, half), width - half);
  };

  return (
    <div ref={ref} className="relative w-full min-w-0 overflow-hidden">
      <span
        ref={measureRef}
        aria-hidden="true"
        className="invisible absolute top-0 whitespace-nowrap"
        style={{ fontSize: 10 }}
      />
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
              {dated.has(i) ? (
                <text
                  x={labelX(slotX(i) + slot / 2, i)}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  fontSize={10}
                  fill="#334155"
                >
                  {labels[i]}
                </text>
              ) : null}
            </g>
          ))}
        </g>
      </svg>
    </div>
  );
}
