import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { Placeholder } from '../../../components/ui/placeholder';
import { errorMessage } from '../../../lib/error-message';
import { subUsersQuery } from '../api/sub-users';
import { SubUserCard } from './sub-user-card';

/** My Users: the account's sub-users with what the owner can change (owners only). */
export function SubUsersList({ currencies }: { currencies: string[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(subUsersQuery);

  if (list.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <p className="sr-only">{t('common.loading')}</p>
        <Placeholder height="9rem" width="100%" className="rounded-2xl" />
        <Placeholder height="9rem" width="100%" className="rounded-2xl" />
      </div>
    );
  }
  if (list.isError) return <Alert tone="error">{errorMessage(list.error, t)}</Alert>;
  return (
    <div className="space-y-4">
      <Link to="/register-sub-user" className={buttonClass('primary')}>
        {t('sub_users.list.add')}
      </Link>
      {list.data.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">
          {t('sub_users.list.none')}
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {list.data.map((subUser) => (
            <li key={subUser.id}>
              <SubUserCard
                subUser={subUser}
                currencies={currencies}
                onChanged={(updated) =>
                  queryClient.setQueryData(subUsersQuery.queryKey, (old) =>
                    old?.map((u) => (u.id === updated.id ? updated : u)),
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
