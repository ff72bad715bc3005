import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { BOOKING_STATUSES } from '@portal/contracts/booking-constants';
import { SERVICES, serviceName } from '@portal/contracts/services';
import { Button } from '../../../../components/ui/button';
import { Money } from '../../../../components/ui/money';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { DateField } from '../../../../components/ui/date-field';
import { formatCalendarDate, formatDateTime } from '../../../../lib/dates';
import { useLang } from '../../../../lib/i18n';
import { useWidgetsOnIntent } from '../../../../lib/use-widgets-on-intent';
import { deskBookingsQuery, type DeskFilters } from '../../api/bookings';
import { useAdminText } from '../../i18n';
import { AdminHeading, Panel } from '../common/admin-heading';
import { Pager } from '../common/pager';
import { QueryState } from '../common/query-state';
import { BOOKING_TONE, StatusPill } from '../common/status-pill';

const EMPTY = { service: '', status: '', from: '', to: '', q: '' };

/** Every booking of every service and account, newest first, with filters. */
export function BookingsDeskScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  const [draft, setDraft] = useState(EMPTY);
  // An account's page links here with `?account_id=`: its bookings only.
  const search = useSearch({ strict: false }) as { account_id?: unknown };
  const accountId = typeof search.account_id === 'string' ? search.account_id : undefined;
  const [filters, setFilters] = useState<DeskFilters>({ page: 1, ...(accountId ? { account_id: accountId } : {}) });
  const query = useQuery(deskBookingsQuery(filters));
  // The date pickers load on the first hover, touch or focus of the filters, not with the list.
  const widgets = useWidgetsOnIntent();

  function handleFilter(event: FormEvent) {
    event.preventDefault();
    const next: DeskFilters = { page: 1 };
    for (const [key, value] of Object.entries(draft)) if (value.trim()) next[key as keyof typeof EMPTY] = value.trim();
    setFilters(next);
  }

  return (
    <>
      <AdminHeading title={t('desk.title')} lead={t('desk.lead')} />
      <Panel>
        <form
          role="search"
          onSubmit={handleFilter}
          {...widgets.intentProps}
          className="mb-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-6"
        >
          <TextField
            label={t('desk.search')}
            type="search"
            className="sm:col-span-2"
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
          <SelectField
            label={t('desk.service')}
            value={draft.service}
            options={[
              { value: '', label: t('common.all') },
              ...SERVICES.map((s) => ({ value: s, label: serviceName(s, lang) })),
            ]}
            onChange={(e) => setDraft({ ...draft, service: e.target.value })}
          />
          <SelectField
            label={t('desk.status')}
            value={draft.status}
            options={[
              { value: '', label: t('common.all') },
              ...BOOKING_STATUSES.map((s) => ({ value: s, label: t(`booking_status.${s}`) })),
            ]}
            onChange={(e) => setDraft({ ...draft, status: e.target.value })}
          />
          <DateField
            deferred={!widgets.wanted}
            label={t('common.from')}
            value={draft.from}
            onChange={(value) => setDraft({ ...draft, from: value })}
          />
          <DateField
            deferred={!widgets.wanted}
            label={t('common.to')}
            value={draft.to}
            onChange={(value) => setDraft({ ...draft, to: value })}
          />
          <div className="flex gap-2 sm:col-span-2 xl:col-span-6">
            <Button type="submit">{t('common.show')}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(EMPTY);
                setFilters({ page: 1 });
              }}
            >
              {t('common.reset')}
            </Button>
          </div>
        </form>
        <QueryState query={query}>
          {(list) =>
            list.data.length === 0 ? (
              <p className="text-slate-600">{t('desk.none')}</p>
            ) : (
              <>
                <div className="relative overflow-x-auto">
                  <table className="w-full min-w-[48rem] text-sm">
                    <caption className="sr-only">{t('desk.caption')}</caption>
                    <thead>
                      <tr className="border-b border-slate-200 text-slate-600">
                        <th scope="col" className="px-3 py-2 text-start whitespace-nowrap">
                          {t('desk.reference')}
                        </th>
                        <th scope="col" className="px-3 py-2 text-start whitespace-nowrap">
                          {t('desk.booking')}
                        </th>
                        <th scope="col" className="px-3 py-2 text-start whitespace-nowrap">
                          {t('desk.account')}
                        </th>
                        <th scope="col" className="px-3 py-2 text-start whitespace-nowrap">
                          {t('desk.status')}
                        </th>
                        <th scope="col" className="px-3 py-2 text-end whitespace-nowrap">
                          {t('desk.total')}
                        </th>
                        <th scope="col" className="px-3 py-2 text-start whitespace-nowrap">
                          {t('desk.booked_at')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.data.map((b) => (
                        <tr key={b.id} className="border-b border-slate-100 align-top">
                          <td className="px-3 py-2">
                            <Link
                              to="/admin/bookings/$bookingId"
                              params={{ bookingId: b.id }}
                              className="font-semibold text-brand-700 underline"
                              aria-label={t('desk.open', { reference: b.reference })}
                            >
                              <bdi>{b.reference}</bdi>
                            </Link>
                          </td>
                          <td className="px-3 py-2">
                            <span className="font-medium">{serviceName(b.service, lang)}</span>{' '}
                            <bdi className="text-slate-700">{b.title}</bdi>
                            {b.travel_date ? (
                              <span className="block text-xs text-slate-500">
                                {formatCalendarDate(b.travel_date, lang)}
                              </span>
                            ) : null}
                          </td>
                          <td className="px-3 py-2">
                            <bdi>{b.account.name}</bdi>
                            <span className="block text-xs text-slate-500">
                              <bdi>{b.booked_by.name}</bdi>
                            </span>
                          </td>
                          <td className="px-3 py-2">
                            <StatusPill tone={BOOKING_TONE[b.status] ?? 'grey'}>
                              {t(`booking_status.${b.status}`)}
                            </StatusPill>
                          </td>
                          <td className="px-3 py-2 text-end whitespace-nowrap tabular-nums">
                            <Money amount={b.total.amount} currency={b.total.currency} />
                          </td>
                          <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(b.created_at, lang)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <Pager meta={list.meta} onPage={(page) => setFilters({ ...filters, page })} />
              </>
            )
          }
        </QueryState>
      </Panel>
    </>
  );
}
