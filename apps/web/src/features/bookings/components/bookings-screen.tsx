import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Placeholder } from '../../../components/ui/placeholder';
import { errorMessage } from '../../../lib/error-message';
import { meQuery } from '../../../lib/me';
import { useStoredUser } from '../../../lib/session';
import { bookersQuery } from '../api/get-bookers';
import { bookingsQuery } from '../api/get-bookings';
import {
  hasActiveFilters,
  listRequest,
  readListFilters,
  toSearch,
  type BookingsSearch,
  type ListFilters,
} from '../utils/list-search';
import type { Service } from '@portal/contracts/services';
import { useServiceText } from '../hooks/use-service-text';
import { BookingFilters, type BookerOption } from './booking-filters';
import { BookingsList } from './bookings-list';
import { Pagination } from '../../../components/ui/pagination';

export interface BookingsScreenProps {
  service: Service;
}

/** One tab of My Bookings: filters in the address (so back, reload and shared links keep them), list, pages. */
export function BookingsScreen({ service }: BookingsScreenProps) {
  const { t } = useTranslation();
  const text = useServiceText(service);
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as BookingsSearch;
  const filters = readListFilters(search);
  const user = useStoredUser();
  const subUser = user?.role === 'sub_user';
  // Owners, and sub-users allowed to see the whole account's bookings, may filter by who booked.
  const me = useQuery({ ...meQuery, enabled: subUser });
  const seesAll = user !== null && (!subUser || (me.data?.permissions.includes('see_all_bookings') ?? false));

  const list = useQuery(bookingsQuery(listRequest(service, filters)));
  const people = useQuery({ ...bookersQuery, enabled: seesAll });
  const bookers: BookerOption[] = seesAll && people.data ? people.data : [];

  function go(next: Partial<ListFilters>) {
    void navigate({ to: '.', search: toSearch(next) as never, resetScroll: false });
  }

  return (
    <div className="space-y-5">
      <BookingFilters
        // Remount when the address changes from outside (back button), so the fields show what is applied.
        key={JSON.stringify(filters)}
        filters={filters}
        bookers={bookers}
        onApply={(applied) => go({ ...applied, page: 1 })}
        onReset={() => go({})}
      />
      {list.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <p className="sr-only">{t('common.loading')}</p>
          {[0, 1, 2].map((i) => (
            <Placeholder key={i} height="4.5rem" width="100%" className="rounded-2xl" />
          ))}
        </div>
      ) : list.isError ? (
        <Alert tone="error">
          <p>{errorMessage(list.error, t)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : list.data.data.length === 0 ? (
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">
            {hasActiveFilters(filters) ? t('bookings.list.no_match') : text('empty')}
          </p>
          {hasActiveFilters(filters) ? (
            <Button variant="secondary" className="mt-4" onClick={() => go({})}>
              {t('bookings.filters.reset')}
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <BookingsList bookings={list.data.data} stale={list.isPlaceholderData} />
          <Pagination
            variant="steps"
            className="mt-6"
            page={list.data.meta.page}
            perPage={list.data.meta.per_page}
            total={list.data.meta.total}
            onPage={(page) => go({ ...filters, page })}
          />
        </>
      )}
    </div>
  );
}
