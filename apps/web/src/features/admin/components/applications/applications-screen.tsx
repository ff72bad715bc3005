import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { APPLICATION_SERVICES, APPLICATION_STATUSES } from '@portal/contracts/applications';
import { serviceName } from '@portal/contracts/services';
import { Alert } from '../../../../components/ui/alert';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Pagination } from '../../../../components/ui/pagination';
import { formatDateTime } from '../../../../lib/dates';
import { useLang } from '../../../../lib/i18n';
import { applicationQueueQuery } from '../../api/applications';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';

/** The applications desk's queue: by service and status, oldest first, each with its age against its processing days. */
export function ApplicationsScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const [filters, setFilters] = useState({ service: '', status: 'submitted', page: 1 });
  const queue = useQuery(applicationQueueQuery(filters));
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{t('applications.title')}</h1>
        <p className="text-slate-600">{t('applications.lead')}</p>
      </div>
      <div className="flex flex-wrap gap-4">
        <NativeSelect
          label={t('applications.service')}
          value={filters.service}
          onChange={(e) => setFilters({ ...filters, service: e.target.value, page: 1 })}
          options={[
            { value: '', label: t('common.all') },
            ...APPLICATION_SERVICES.map((s) => ({ value: s, label: serviceName(s, lang) })),
          ]}
        />
        <NativeSelect
          label={t('applications.status')}
          value={filters.status}
          onChange={(e) => setFilters({ ...filters, status: e.target.value, page: 1 })}
          options={[
            { value: '', label: t('common.all') },
            ...APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`applications.statuses.${s}`) })),
          ]}
        />
      </div>
      {queue.isPending ? (
        <p>{t('common.loading')}</p>
      ) : queue.isError ? (
        <Alert tone="error">{errorText(queue.error)}</Alert>
      ) : queue.data.data.length === 0 ? (
        <p className="text-slate-600">{t('applications.none')}</p>
      ) : (
        <>
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th className="py-2 text-start">{t('applications.reference')}</th>
                <th className="py-2 text-start">{t('applications.application')}</th>
                <th className="py-2 text-start">{t('applications.status')}</th>
                <th className="py-2 text-start">{t('applications.age')}</th>
              </tr>
            </thead>
            <tbody>
              {queue.data.data.map((a) => (
                <tr key={a.booking_id} className="border-b border-slate-100">
                  <td className="py-2">
                    <Link
                      to="/admin/applications/$bookingId"
                      params={{ bookingId: a.booking_id }}
                      className="font-mono text-brand-800 underline"
                    >
                      {a.reference}
                    </Link>
                  </td>
                  <td className="py-2">
                    <bdi>{a.title}</bdi>
                    <span className="block text-xs text-slate-600">
                      <bdi>{a.account.name}</bdi> · {t('applications.travellers', { count: a.travellers })}
                    </span>
                  </td>
                  <td className="py-2">{t(`applications.statuses.${a.status}`)}</td>
                  <td className={`py-2 ${a.overdue ? 'font-semibold text-red-700' : ''}`}>
                    {t('applications.age_days', { count: a.age_days })}
                    <span className="block text-xs">
                      {a.overdue
                        ? t('applications.overdue')
                        : t('applications.due', { date: formatDateTime(a.due_at, lang, { dateStyle: 'medium' }) })}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={filters.page}
            perPage={25}
            total={queue.data.meta.total}
            onPage={(page) => setFilters({ ...filters, page })}
          />
        </>
      )}
    </div>
  );
}
