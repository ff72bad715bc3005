import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dirOf } from '@portal/contracts/i18n';
import type { Report } from '@portal/contracts/reports';
import { Money } from '../../../components/ui/money';
import { localeOf, useLang } from '../../../lib/i18n';
import { useElementWidth } from '../../../lib/use-element-width';
import { serviceName } from '@portal/contracts/services';
import { joinNames } from '../../../lib/list';

/** One colour per service, in the order the services are listed (flights first). */
const COLOURS = [
  '#1f6a86',
  '#f6b73c',
  '#43a0bb',
  '#8a5a06',
  '#7bc2d6',
  '#0c425a',
  '#f9cb6b',
  '#2a83a0',
  '#6b4504',
  '#aedbe8',
];
const HEIGHT = 36;

export interface ServiceShareChartProps {
  rows: Report['by_service'];
  currency: string;
}

/**
 * Each service's share of gross sales as one bar split in parts, starting on the reading side (the right in
 * Arabic), with a legend that names each part, its share and its amount.
 */
export function ServiceShareChart({ rows, currency }: ServiceShareChartProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const rtl = dirOf(lang) === 'rtl';
  const titleId = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const percent = new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 1 });
  const parts = rows
    .map((r) => ({ ...r, value: Number(r.gross) }))
    .filter((r) => r.value > 0)
    .sort((a, b) => b.value - a.value);
  const total = parts.reduce((sum, r) => sum + r.value, 0);
  const segments: Array<(typeof parts)[number] & { x: number; size: number; colour: string; share: number }> = [];
  let offset = 0;
  for (const [i, part] of parts.entries()) {
    const size = total > 0 ? (part.value / total) * width : 0;
    segments.push({
      ...part,
      x: rtl ? width - offset - size : offset,
      size,
      colour: COLOURS[i % COLOURS.length]!,
      share: total > 0 ? part.value / total : 0,
    });
    offset += size;
  }

  if (total === 0) return <p className="text-sm text-slate-700">{t('reports.no_sales')}</p>;
  return (
    <figure className="m-0">
      <div ref={ref} className="w-full min-w-0 overflow-hidden">
        <svg
          role="img"
          aria-labelledby={titleId}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="block max-w-full"
        >
          <title id={titleId}>
            {t('reports.charts.share_title', { currency })}:{' '}
            {joinNames(
              segments.map((s) => `${serviceName(s.service, lang)} ${percent.format(s.share)}`),
              lang,
            )}
          </title>
          {segments.map((s) => (
            <rect
              key={s.service}
              x={s.x}
              y={0}
              width={Math.max(0, s.size - 1)}
              height={HEIGHT}
              fill={s.colour}
              rx={3}
            />
          ))}
        </svg>
      </div>
      <figcaption>
        <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          {segments.map((s) => (
            <li key={s.service} className="flex items-center gap-2">
              <svg width="12" height="12" aria-hidden="true" className="shrink-0">
                <rect width="12" height="12" rx="2" fill={s.colour} />
              </svg>
              <span className="font-medium text-slate-900">{serviceName(s.service, lang)}</span>
              <span className="text-slate-700">{percent.format(s.share)}</span>
              <span className="ms-auto text-slate-700">
                <Money amount={s.gross} currency={currency} />
              </span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
