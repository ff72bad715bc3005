import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Dashboard } from '@portal/contracts/admin';
import { Money } from '../../../../components/ui/money';
import { formatCalendarDate, formatDateTime } from '../../../../lib/dates';
import { useLang } from '../../../../lib/i18n';
import { dashboardQuery } from '../../api/dashboard';
import { useAdminText } from '../../i18n';
import { AdminHeading, Panel } from '../common/admin-heading';
import { QueryState } from '../common/query-state';
import { SelectField } from '../../../../components/ui/select-field';
import { DailyBarsChart } from './daily-bars-chart';

function Stat({ label, children, to }: { label: string; children: React.ReactNode; to?: string }) {
  const body = (
    <>
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <div className="mt-1 text-2xl font-semibold text-slate-900">{children}</div>
    </>
  );
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      {to ? (
        <Link to={to} className="block rounded-lg focus-visible:ring-2 focus-visible:ring-brand-600">
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}

function DashboardBody({ data }: { data: Dashboard }) {
  const { t } = useAdminText();
  const lang = useLang();
  const currencies = [...new Set(data.days.flatMap((d) => d.sales.map((s) => s.currency)))].sort();
  const [currency, setCurrency] = useState(currencies.includes('IQD') ? 'IQD' : (currencies[0] ?? 'IQD'));
  const sales = data.days.map((d) => ({
    date: d.date,
    value: Number(d.sales.find((s) => s.currency === currency)?.amount ?? 0),
  }));
  return (
    <div className="space-y-6">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Stat label={t('dashboard.bookings_today')} to="/admin/bookings">
          {data.bookings_today}
        </Stat>
        <Stat label={t('dashboard.sales_today')}>
          {data.sales_today.length === 0 ? (
            <span className="text-base font-normal text-slate-600">{t('dashboard.no_sales')}</span>
          ) : (
            <ul className="space-y-0.5 text-lg">
              {data.sales_today.map((s) => (
                <li key={s.currency}>
                  <Money amount={s.amount} currency={s.currency} />
                </li>
              ))}
            </ul>
          )}
        </Stat>
        <Stat label={t('dashboard.pending_topups')} to="/admin/topups">
          {data.pending_topups.count}
          {data.pending_topups.amounts.length ? (
            <ul className="mt-1 text-sm font-normal text-slate-700">
              {data.pending_topups.amounts.map((a) => (
                <li key={a.currency}>
                  <Money amount={a.amount} currency={a.currency} />
                </li>
              ))}
            </ul>
          ) : null}
        </Stat>
        <Stat label={t('dashboard.unreplied_messages')} to="/admin/messages">
          {data.unreplied_messages}
        </Stat>
      </ul>

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Panel title={t('dashboard.expiring_holds')}>
          {data.expiring_holds.length === 0 ? (
            <p className="text-slate-600">{t('dashboard.no_holds')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.expiring_holds.map((h) => (
                <li key={h.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div>
                    <Link
                      to="/admin/bookings/$bookingId"
                      params={{ bookingId: h.id }}
                      className="font-semibold text-brand-700 underline"
                    >
                      <bdi>{h.reference}</bdi>
                    </Link>
                    <p className="text-sm text-slate-600">{h.account}</p>
                  </div>
                  <div className="text-end text-sm">
                    <Money amount={h.total.amount} currency={h.total.currency} />
                    <p className="text-slate-600">
                      {t('dashboard.deadline', { time: formatDateTime(h.hold_expires_at, lang) })}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={t('dashboard.recent_messages')}>
          {data.recent_messages.length === 0 ? (
            <p className="text-slate-600">{t('dashboard.no_messages')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.recent_messages.map((m) => (
                <li key={m.id} className="py-2">
                  <p className="font-semibold">
                    <bdi>{m.subject}</bdi>
                  </p>
                  <p className="text-sm text-slate-600">
                    <bdi>{m.name}</bdi> · {formatDateTime(m.created_at, lang)} ·{' '}
                    {m.replied ? t('messages.replied') : t('messages.unreplied')}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Panel title={t('dashboard.bookings_chart')}>
          <DailyBarsChart
            title={t('dashboard.bookings_chart')}
            description={t('dashboard.chart_desc')}
            days={data.days.map((d) => ({ date: d.date, value: d.bookings }))}
            integer
          />
        </Panel>
        <Panel
          title={t('dashboard.sales_chart', { currency })}
          actions={
            currencies.length > 1 ? (
              <SelectField
                label={t('dashboard.currency')}
                value={currency}
                options={currencies.map((c) => ({ value: c, label: c }))}
                onChange={(event) => setCurrency(event.target.value)}
              />
            ) : null
          }
        >
          <DailyBarsChart
            title={t('dashboard.sales_chart', { currency })}
            description={t('dashboard.chart_desc')}
            days={sales}
            colour="#c58a12"
          />
        </Panel>
      </div>

      <details className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <summary className="cursor-pointer font-semibold">{t('dashboard.numbers')}</summary>
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('dashboard.numbers')}</caption>
            <thead>
              <tr className="text-start text-slate-600">
                <th scope="col" className="py-1 text-start">
                  {t('dashboard.day')}
                </th>
                <th scope="col" className="py-1 text-start">
                  {t('dashboard.bookings')}
                </th>
                <th scope="col" className="py-1 text-start">
                  {t('dashboard.sales')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...data.days].reverse().map((d) => (
                <tr key={d.date} className="border-t border-slate-100">
                  <th scope="row" className="py-1 text-start font-normal">
                    {formatCalendarDate(d.date, lang)}
                  </th>
                  <td className="py-1">{d.bookings}</td>
                  <td className="py-1">
                    {d.sales.map((s) => (
                      <span key={s.currency} className="me-3 inline-block">
                        <Money amount={s.amount} currency={s.currency} />
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}

export function DashboardScreen() {
  const { t } = useAdminText();
  const query = useQuery(dashboardQuery);
  return (
    <>
      <AdminHeading title={t('dashboard.title')} lead={t('dashboard.lead')} />
      <QueryState query={query}>{(data) => <DashboardBody data={data} />}</QueryState>
    </>
  );
}
