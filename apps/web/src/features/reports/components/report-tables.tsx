import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/money';
import { formatMonth } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';

export interface MoneyRow {
  key: string;
  label: ReactNode;
  bookings: number;
  net: string | number;
  markup: string | number;
  gross: string | number;
}

export interface SalesTableProps {
  caption: string;
  firstColumn: string;
  rows: MoneyRow[];
  currency: string;
}

/** Bookings, net, markup and gross per row (service, month or user), with a total line. */
export function SalesTable({ caption, firstColumn, rows, currency }: SalesTableProps) {
  const { t } = useTranslation();
  const sum = (pick: (r: MoneyRow) => string | number) => rows.reduce((a, r) => a + Number(pick(r)), 0);
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <section className="sm:hidden" aria-label={caption}>
        <h3 className="px-4 pt-3 text-base font-semibold text-slate-900">{caption}</h3>
        <ul className="divide-y divide-slate-100">
          {rows.map((r) => (
            <li key={r.key} className="px-4 py-3 text-sm">
              <p className="flex justify-between gap-3 font-semibold text-slate-900">
                <span>{r.label}</span>
                <span className="font-normal text-slate-700">{t('reports.bookings_count', { count: r.bookings })}</span>
              </p>
              <dl className="mt-1 grid grid-cols-3 gap-2">
                <div>
                  <dt className="text-xs text-slate-600">{t('reports.net')}</dt>
                  <dd>
                    <Money amount={r.net} currency={currency} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{t('reports.markup')}</dt>
                  <dd>
                    <Money amount={r.markup} currency={currency} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{t('reports.gross')}</dt>
                  <dd className="font-semibold">
                    <Money amount={r.gross} currency={currency} />
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </section>
      <table className="hidden w-full text-sm sm:table">
        <caption className="px-4 pt-3 text-start text-base font-semibold text-slate-900">{caption}</caption>
        <thead className="text-xs font-semibold text-slate-700">
          <tr className="border-b border-slate-200">
            <th scope="col" className="px-4 py-2.5 text-start">
              {firstColumn}
            </th>
            <th scope="col" className="px-4 py-2.5 text-end">
              {t('reports.bookings')}
            </th>
            <th scope="col" className="px-4 py-2.5 text-end">
              {t('reports.net')}
            </th>
            <th scope="col" className="px-4 py-2.5 text-end">
              {t('reports.markup')}
            </th>
            <th scope="col" className="px-4 py-2.5 text-end">
              {t('reports.gross')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" className="px-4 py-2.5 text-start font-medium text-slate-900">
                {r.label}
              </th>
              <td className="px-4 py-2.5 text-end tabular-nums">{r.bookings}</td>
              <td className="px-4 py-2.5 text-end whitespace-nowrap">
                <Money amount={r.net} currency={currency} />
              </td>
              <td className="px-4 py-2.5 text-end whitespace-nowrap">
                <Money amount={r.markup} currency={currency} />
              </td>
              <td className="px-4 py-2.5 text-end font-semibold whitespace-nowrap">
                <Money amount={r.gross} currency={currency} />
              </td>
            </tr>
          ))}
        </tbody>
        {rows.length > 1 ? (
          <tfoot className="border-t-2 border-slate-200 font-semibold">
            <tr>
              <th scope="row" className="px-4 py-2.5 text-start">
                {t('reports.total')}
              </th>
              <td className="px-4 py-2.5 text-end tabular-nums">{sum((r) => r.bookings)}</td>
              <td className="px-4 py-2.5 text-end whitespace-nowrap">
                <Money amount={sum((r) => r.net)} currency={currency} />
              </td>
              <td className="px-4 py-2.5 text-end whitespace-nowrap">
                <Money amount={sum((r) => r.markup)} currency={currency} />
              </td>
              <td className="px-4 py-2.5 text-end whitespace-nowrap">
                <Money amount={sum((r) => r.gross)} currency={currency} />
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

export function MonthLabel({ month }: { month: string }) {
  const lang = useLang();
  return <>{formatMonth(month, lang, 'long')}</>;
}
