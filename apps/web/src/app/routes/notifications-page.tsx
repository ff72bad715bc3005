import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationList } from '@portal/contracts/notifications';
import { Alert } from '../../components/ui/alert';
import { PageHeading } from '../../components/ui/page-heading';
import { Pagination } from '../../components/ui/pagination';
import { Placeholder } from '../../components/ui/placeholder';
import { apiGetList, apiPost } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { useLang } from '../../lib/i18n';
import { Link } from '../../lib/navigation';
import { unreadNotificationsQuery } from '../../lib/notifications';

const PER_PAGE = 20;

/**
 * The signed-in user's notices, newest first (decision 131); opening the page marks them read, and the bell's
 * count follows. An agency owner also sees its sub-users' booking notices, named.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['notifications', 'list', page, lang],
    queryFn: ({ signal }) =>
      apiGetList<NotificationList['data'][number]>(`/notifications?page=${page}&per_page=${PER_PAGE}`, signal),
    placeholderData: keepPreviousData,
  });
  const markRead = useMutation({
    mutationFn: () => apiPost<{ unread: number }>('/notifications/read', {}),
    onSuccess: (answer) => client.setQueryData(unreadNotificationsQuery.queryKey, answer.unread),
  });
  const { mutate } = markRead;
  // Read once the list has been shown: the "new" marks stay on this visit.
  useEffect(() => {
    if (list.isSuccess) mutate();
  }, [list.isSuccess, mutate]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeading title={t('notices.title')} lead={t('notices.lead')} />
      {list.isPending ? (
        <div aria-busy="true" className="space-y-3">
          <p className="sr-only">{t('common.loading')}</p>
          <Placeholder height="4.5rem" width="100%" className="rounded-2xl" />
          <Placeholder height="4.5rem" width="100%" className="rounded-2xl" />
        </div>
      ) : list.isError ? (
        <Alert tone="error">{errorMessage(list.error, t)}</Alert>
      ) : list.data.data.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{t('notices.none')}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200">
            {list.data.data.map((n) => (
              <li key={n.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 p-4">
                <div className="min-w-0 flex-1">
                  <p className={`text-slate-900 ${n.read ? '' : 'font-semibold'}`}>
                    {n.read ? null : (
                      <span className="me-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
                        {t('notices.unread')}
                      </span>
                    )}
                    <bdi>{n.title}</bdi>
                  </p>
                  <p className="mt-1 text-sm text-slate-600">
                    {formatDateTime(n.created_at, lang, { dateStyle: 'medium', timeStyle: 'short' })}
                    {n.user_name ? <> · {t('notices.by', { name: n.user_name })}</> : null}
                  </p>
                </div>
                {n.link ? (
                  <Link
                    to={n.link}
                    className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                  >
                    {t('notices.open')}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-4"
            variant="steps"
            page={page}
            perPage={PER_PAGE}
            total={list.data.meta.total}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
