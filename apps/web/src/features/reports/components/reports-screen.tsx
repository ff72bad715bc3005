import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { IconDownload } from '../../../components/ui/icons';
import { FieldsOnIntent } from '../../../components/ui/lazy-field';
import { Money } from '../../../components/ui/money';
import { Placeholder } from '../../../components/ui/placeholder';
import { formatCalendarDate, todayInBaghdad } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useLang } from '../../../lib/i18n';
import { downloadReport, reportQuery, type ReportPeriod } from '../api/get-report';
import { currenciesOf, monthsOf } from '../utils/report-data';
import { serviceName } from '@portal/contracts/services';
import { MonthlyBarsChart } from './monthly-bars-chart';
import { MonthLabel, SalesTable } from './report-tables';
import { ServiceShareChart } from './service-share-chart';

/** Sales by service, month and user, per currency, with cancellations, refunds, charts and exports. */
export function ReportsScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const today = todayInBaghdad();
  const [period, setPeriod] = useState<ReportPeriod>({ from: `${today.slice(0, 4)}-01-01`, to: today });
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [chosen, setChosen] = useState<string | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const report = useQuery(reportQuery(period));
  const datesWrong = Boolean(from && to && from > to);

  function handleShow(event: FormEvent) {
    event.preventDefault();
    if (!from || !to || datesWrong) return;
    setPeriod({ from, to });
  }

  async function handleExport(format: 'csv' | 'xlsx') {
    setExportError(null);
    setExporting(format);
    try {
      await downloadReport(period, format);
    } catch (error) {
      setExportError(errorMessage(error, t));
    } finally {
      setExporting(null);
    }
  }

  const data = report.data;
  const currencies = data ? currenciesOf(data) : [];
  const currency = chosen && currencies.includes(chosen) ? chosen : currencies[0];

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 lg:flex-row lg:items-end lg:justify-between">
        <FieldsOnIntent>
          <form onSubmit={handleShow} className="flex flex-wrap items-end gap-4">
            <DateField label={t('reports.from')} value={from} max={to || undefined} onChange={setFrom} />
            <DateField
              label={t('reports.to')}
              value={to}
              min={from || undefined}
              error={datesWrong ? t('bookings.filters.dates_wrong') : undefined}
              onChange={setTo}
            />
            <Button type="submit" variant="secondary">
              {t('reports.show')}
            </Button>
          </form>
        </FieldsOnIntent>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" disabled={exporting !== null} onClick={() => void handleExport('csv')}>
            <IconDownload />
            {t('reports.export_csv')}
          </Button>
          <Button variant="secondary" disabled={exporting !== null} onClick={() => void handleExport('xlsx')}>
            <IconDownload />
            {t('reports.export_xlsx')}
          </Button>
        </div>
      </div>
      {exportError ? <Alert tone="error">{exportError}</Alert> : null}

      {report.isPending ? (
        <div aria-busy="true" className="space-y-4">
          <p className="sr-only">{t('common.loading')}</p>
          <Placeholder height="7rem" width="100%" className="rounded-2xl" />
          <Placeholder height="16rem" width="100%" className="rounded-2xl" />
        </div>
      ) : report.isError ? (
        <Alert tone="error">{errorMessage(report.error, t)}</Alert>
      ) : (
        <div className={`space-y-6 ${report.isPlaceholderData ? 'opacity-60' : ''}`}>
          <p className="text-sm text-slate-700">
            {t('reports.period', {
              from: formatCalendarDate(report.data.from, lang, { dateStyle: 'long' }),
              to: formatCalendarDate(report.data.to, lang, { dateStyle: 'long' }),
            })}
          </p>
          <section aria-labelledby="report-totals" className="space-y-3">
            <h2 id="report-totals" className="text-xl font-semibold text-slate-900">
              {t('reports.totals')}
            </h2>
            {report.data.totals.length === 0 ? (
              <p className="rounded-2xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">
                {t('reports.no_sales')}
              </p>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {report.data.totals.map((total) => (
                  <li key={total.currency} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                    <p className="text-sm font-semibold text-slate-600">{total.currency}</p>
                    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
                      <div>
                        <dt className="text-slate-600">{t('reports.bookings')}</dt>
                        <dd className="text-lg font-semibold text-slate-900 tabular-nums">{total.bookings}</dd>
                      </div>
                      <div>
                        <dt className="text-slate-600">{t('reports.net')}</dt>
                        <dd className="font-semibold text-slate-900">
                          <Money amount={total.net} currency={total.currency} />
                        </dd>
                      </div>
                      <div>
                        <dt className="text-slate-600">{t('reports.markup')}</dt>
                        <dd className="font-semibold text-slate-900">
                          <Money amount={total.markup} currency={total.currency} />
                        </dd>
                      </div>
                      <div>
                        <dt className="text-slate-600">{t('reports.gross')}</dt>
                        <dd className="font-semibold text-slate-900">
                          <Money amount={total.gross} currency={total.currency} />
                        </dd>
                      </div>
                      <div>
                        <dt className="text-slate-600">{t('reports.cancelled')}</dt>
                        <dd className="font-semibold text-slate-900 tabular-nums">{total.cancelled}</dd>
                      </div>
                      <div>
                        <dt className="text-slate-600">{t('reports.refunded')}</dt>
                        <dd className="font-semibold text-slate-900">
                          <Money amount={total.refunded} currency={total.currency} />
                        </dd>
                      </div>
                    </dl>
                  </li>
                ))}
              </ul>
            )}
          </section>

          {currency ? (
            <>
              {currencies.length > 1 ? (
                <div role="group" aria-label={t('reports.currency')} className="flex flex-wrap items-center gap-2">
                  <span className="text-sm font-semibold text-slate-800">{t('reports.currency')}</span>
                  {currencies.map((c) => (
                    <button
                      key={c}
                      type="button"
                      aria-pressed={c === currency}
                      onClick={() => setChosen(c)}
                      className="min-h-11 rounded-full px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white"
                    >
                      {c}
                    </button>
                  ))}
                </div>
              ) : null}
              {!report.data.by_month.some((r) => r.currency === currency && Number(r.gross) > 0) ? (
                <p className="rounded-2xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">
                  {t('reports.no_sales_in', { currency })}
                </p>
              ) : (
                <>
                  <div className="grid gap-6 lg:grid-cols-2">
                    <section
                      aria-labelledby="report-monthly"
                      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
                    >
                      <h2 id="report-monthly" className="mb-4 text-lg font-semibold text-slate-900">
                        {t('reports.charts.monthly_title', { currency })}
                      </h2>
                      <MonthlyBarsChart months={monthsOf(report.data, currency)} currency={currency} />
                    </section>
                    <section
                      aria-labelledby="report-share"
                      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
                    >
                      <h2 id="report-share" className="mb-4 text-lg font-semibold text-slate-900">
                        {t('reports.charts.share_title', { currency })}
                      </h2>
                      <ServiceShareChart
                        rows={report.data.by_service.filter((r) => r.currency === currency)}
                        currency={currency}
                      />
                    </section>
                  </div>
                  <div className="grid gap-6 xl:grid-cols-2">
                    <SalesTable
                      caption={t('reports.by_month', { currency })}
                      firstColumn={t('reports.month')}
                      currency={currency}
                      rows={report.data.by_month
                        .filter((r) => r.currency === currency)
                        .map((r) => ({ ...r, key: r.month, label: <MonthLabel month={r.month} /> }))}
                    />
                    <SalesTable
                      caption={t('reports.by_service', { currency })}
                      firstColumn={t('reports.service')}
                      currency={currency}
                      rows={report.data.by_service
                        .filter((r) => r.currency === currency)
                        .map((r) => ({ ...r, key: r.service, label: serviceName(r.service, lang) }))}
                    />
                    <SalesTable
                      caption={t('reports.by_user', { currency })}
                      firstColumn={t('reports.user')}
                      currency={currency}
                      rows={report.data.by_user
                        .filter((r) => r.currency === currency)
                        .map((r) => ({ ...r, key: r.user_id, label: r.name || '—' }))}
                    />
                  </div>
                </>
              )}
            </>
          ) : null}
        </div>
      )}
    </div>
  );
}
