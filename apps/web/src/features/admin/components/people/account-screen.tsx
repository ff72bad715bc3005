import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import type { AdminAccount, AdminUser } from '@portal/contracts/admin-people';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Money } from '../../../../components/ui/money';
import { formatDateTime } from '../../../../lib/dates';
import { useLang } from '../../../../lib/i18n';
import { accountQuery, setAccountActive, setUserActive } from '../../api/people';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { AdminHeading, Panel } from '../common/admin-heading';
import { QueryState } from '../common/query-state';
import { StatusPill } from '../common/status-pill';

function UserRow({ user, onChanged }: { user: AdminUser; onChanged: (message: string) => void }) {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function handleToggle() {
    setBusy(true);
    setError(null);
    try {
      const next = await setUserActive(user.id, !user.active);
      onChanged(t(next.active ? 'people.reactivated' : 'people.deactivated', { name: next.name }));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-semibold">
          <bdi>{user.name}</bdi>{' '}
          <span className="text-sm font-normal text-slate-600">· {t(`people.roles.${user.role}`)}</span>
        </p>
        <p className="text-sm text-slate-600">
          <bdi dir="ltr">{user.email}</bdi> ·{' '}
          {user.last_login_at
            ? t('people.last_login', { time: formatDateTime(user.last_login_at, lang) })
            : t('people.never_logged_in')}
        </p>
        {user.role === 'sub_user' ? (
          <p className="text-xs text-slate-500">
            {user.permissions.map((p) => t(`people.permissions.${p}`)).join(' · ')}
          </p>
        ) : null}
        {error ? <p className="mt-1 text-sm font-medium text-red-700">{errorText(error)}</p> : null}
      </div>
      <div className="flex items-center gap-2">
        <StatusPill tone={user.active ? 'green' : 'red'}>
          {user.active ? t('common.active') : t('common.inactive')}
        </StatusPill>
        <Button
          variant="secondary"
          onClick={handleToggle}
          disabled={busy}
          aria-label={t(user.active ? 'people.deactivate_user' : 'people.reactivate_user', { name: user.name })}
        >
          {user.active ? t('people.deactivate') : t('people.reactivate')}
        </Button>
      </div>
    </li>
  );
}

function AccountDetail({ account, onChanged }: { account: AdminAccount; onChanged: (message: string) => void }) {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const [error, setError] = useState<unknown>(null);
  async function handleAccount() {
    setError(null);
    try {
      const next = await setAccountActive(account.id, !account.active);
      onChanged(t(next.active ? 'people.account_reactivated' : 'people.account_deactivated', { name: next.name }));
    } catch (e) {
      setError(e);
    }
  }
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Panel title={t('people.users')}>
        <ul className="divide-y divide-slate-100">
          {account.users_list.map((u) => (
            <UserRow key={`${u.id}-${u.active}`} user={u} onChanged={onChanged} />
          ))}
        </ul>
      </Panel>
      <div className="min-w-0 space-y-6">
        <Panel title={t('people.wallets')}>
          {account.wallets.length === 0 ? (
            <p className="text-sm text-slate-600">{t('people.no_wallets')}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {account.wallets.map((w) => (
                <li key={w.currency} className="flex justify-between gap-2">
                  <span>{w.currency}</span>
                  <Money amount={w.balance} currency={w.currency} />
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 text-sm">
            <Link
              to="/admin/bookings"
              search={{ account_id: account.id } as never}
              className="text-brand-700 underline"
            >
              {t('people.bookings', { count: account.bookings })}
            </Link>
          </p>
        </Panel>
        <Panel title={t('people.account_state')}>
          {error ? (
            <Alert tone="error" className="mb-3">
              {errorText(error)}
            </Alert>
          ) : null}
          <p className="mb-3 text-sm text-slate-700">
            {t(account.active ? 'people.deactivate_account_hint' : 'people.reactivate_account_hint')}
          </p>
          <Button variant={account.active ? 'secondary' : 'primary'} onClick={handleAccount}>
            {account.active ? t('people.deactivate_account') : t('people.reactivate_account')}
          </Button>
        </Panel>
      </div>
    </div>
  );
}

/** One customer's or agency's account: its users (owner and sub-users) with deactivation, wallets, bookings. */
export function AccountScreen() {
  const { t } = useAdminText();
  const queryClient = useQueryClient();
  const { accountId } = useParams({ strict: false }) as { accountId: string };
  const query = useQuery(accountQuery(accountId));
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <AdminHeading
        title={query.data?.name ?? t('accounts.title')}
        lead={
          query.data
            ? `${t(`accounts.kinds.${query.data.kind}`)} · ${query.data.contact_line ?? ''}`.replace(/ · $/, '')
            : undefined
        }
        actions={
          <Link to="/admin/accounts" className="font-semibold text-brand-700 underline">
            {t('accounts.back')}
          </Link>
        }
      />
      {notice ? (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      ) : null}
      <QueryState query={query}>
        {(account) => (
          <AccountDetail
            account={account}
            onChanged={(message) => {
              setNotice(message);
              void queryClient.invalidateQueries({ queryKey: ['admin', 'accounts'] });
            }}
          />
        )}
      </QueryState>
    </>
  );
}
