import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubUser } from '@portal/contracts/sub-users';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useLang } from '../../../lib/i18n';
import { updateSubUser } from '../api/sub-users';
import { EditSubUserForm } from './edit-sub-user-form';
import { ResetPasswordForm } from './reset-password-form';

export interface SubUserCardProps {
  subUser: SubUser;
  currencies: string[];
  onChanged: (subUser: SubUser) => void;
}

type Mode = 'view' | 'edit' | 'password' | 'confirm-deactivate';

/** One sub-user: status, last login, this month's spending against its limits, and what the owner can change. */
export function SubUserCard({ subUser, currencies, onChanged }: SubUserCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = useId();
  const [mode, setMode] = useState<Mode>('view');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function setActive(active: boolean) {
    setBusy(true);
    setError(null);
    try {
      const updated = await updateSubUser(subUser.id, { active });
      onChanged(updated);
      setNotice(active ? t('sub_users.card.reactivated') : t('sub_users.card.deactivated'));
      setMode('view');
    } catch (e) {
      setError(errorMessage(e, t));
    } finally {
      setBusy(false);
    }
  }

  function done(updated: SubUser, message: string) {
    onChanged(updated);
    setNotice(message);
    setMode('view');
  }

  const spentIn = (currency: string) => subUser.spent_this_month.find((s) => s.currency === currency)?.amount ?? '0';
  const spendCurrencies = [
    ...new Set([...subUser.spent_this_month.map((s) => s.currency), ...subUser.limits.map((l) => l.currency)]),
  ];

  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {subUser.name}
          </h3>
          <p className="truncate text-sm text-slate-700">
            <bdi dir="ltr">{subUser.email}</bdi>
          </p>
        </div>
        <span
          className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${subUser.active ? 'bg-emerald-50 text-emerald-900 ring-emerald-300' : 'bg-slate-100 text-slate-700 ring-slate-300'}`}
        >
          {subUser.active ? t('sub_users.card.active') : t('sub_users.card.inactive')}
        </span>
      </div>

      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">{t('sub_users.card.last_login')}</dt>
          <dd className="font-medium text-slate-900">
            {subUser.last_login_at ? formatDateTime(subUser.last_login_at, lang) : t('sub_users.card.never')}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-600">{t('sub_users.card.spent')}</dt>
          <dd className="font-medium text-slate-900">
            {spendCurrencies.length === 0 ? (
              t('sub_users.card.nothing_spent')
            ) : (
              <ul className="space-y-0.5">
                {spendCurrencies.map((currency) => {
                  const limit = subUser.limits.find((l) => l.currency === currency);
                  return (
                    <li key={currency}>
                      <Money amount={spentIn(currency)} currency={currency} />
                      {limit ? (
                        <span className="block text-slate-600">
                          {t('sub_users.card.limit_used')} <Money amount={limit.used} currency={currency} />{' '}
                          {t('sub_users.card.of_limit')} <Money amount={limit.monthly} currency={currency} />
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </dd>
        </div>
        <div className="sm:col-span-3">
          <dt className="sr-only">{t('sub_users.permissions.title')}</dt>
          <dd>
            <ul className="flex flex-wrap gap-1.5" aria-label={t('sub_users.permissions.title')}>
              {subUser.permissions.length === 0 ? (
                <li className="text-slate-600">{t('sub_users.card.no_permissions')}</li>
              ) : (
                subUser.permissions.map((p) => (
                  <li key={p} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
                    {t(`sub_users.permissions.${p}`)}
                  </li>
                ))
              )}
            </ul>
          </dd>
        </div>
      </dl>

      {notice && mode === 'view' ? (
        <Alert tone="success" className="mt-4">
          {notice}
        </Alert>
      ) : null}
      {error ? (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      ) : null}

      <div className="mt-4 border-t border-slate-100 pt-4">
        {mode === 'edit' ? (
          <EditSubUserForm
            subUser={subUser}
            currencies={currencies}
            onSaved={(updated) => done(updated, t('sub_users.card.saved'))}
            onCancel={() => setMode('view')}
          />
        ) : mode === 'password' ? (
          <ResetPasswordForm
            subUser={subUser}
            onDone={(updated) => done(updated, t('sub_users.card.password_reset'))}
            onCancel={() => setMode('view')}
          />
        ) : mode === 'confirm-deactivate' ? (
          <div className="space-y-3" role="group" aria-label={t('sub_users.card.deactivate')}>
            <p className="text-sm text-slate-800">{t('sub_users.card.deactivate_confirm', { name: subUser.name })}</p>
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => void setActive(false)} disabled={busy}>
                {t('sub_users.card.deactivate')}
              </Button>
              <Button variant="secondary" onClick={() => setMode('view')} disabled={busy}>
                {t('sub_users.form.cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setMode('edit')}>
              {t('sub_users.card.edit')} <span className="sr-only">{subUser.name}</span>
            </Button>
            <Button variant="secondary" onClick={() => setMode('password')}>
              {t('sub_users.card.reset_password')} <span className="sr-only">{subUser.name}</span>
            </Button>
            {subUser.active ? (
              <Button variant="ghost" onClick={() => setMode('confirm-deactivate')}>
                {t('sub_users.card.deactivate')} <span className="sr-only">{subUser.name}</span>
              </Button>
            ) : (
              <Button variant="ghost" onClick={() => void setActive(true)} disabled={busy}>
                {t('sub_users.card.reactivate')} <span className="sr-only">{subUser.name}</span>
              </Button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
