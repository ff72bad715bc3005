import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { buttonClass } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { confirmEmailChange } from '../../features/auth/api/password';
import { ChangeEmailForm } from '../../features/auth/components/password-forms';
import { errorMessage } from '../../lib/error-message';

const focusOnMount = (node: HTMLElement | null) => node?.focus();
const CARD = 'rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8';

/** A signed-in user's change of e-mail: the form, then where the link went. */
export function ChangeEmailPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:px-6">
      <PageHeading title={t('password.email_title')} lead={t('password.email_lead')} />
      <div className={CARD}>
        {sentTo === null ? (
          <ChangeEmailForm onSent={setSentTo} />
        ) : (
          <Alert tone="success">
            <h2 ref={focusOnMount} tabIndex={-1} className="font-semibold focus:outline-none">
              {t('password.email_sent_title')}
            </h2>
            <p className="mt-1">{t('password.email_sent', { email: sentTo })}</p>
          </Alert>
        )}
      </div>
    </div>
  );
}

/** The link mailed to the new address: confirms the change as it opens (no session needed). */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { token } = useSearch({ from: '/account/email/confirm' });
  const confirm = useMutation({ mutationFn: (value: string) => confirmEmailChange(value) });
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:px-6">
      <PageHeading title={t('password.confirm_title')} />
      <div className={CARD}>
        {!token ? (
          <Alert tone="error">{t('password.email_link_incomplete')}</Alert>
        ) : confirm.isSuccess ? (
          <div className="space-y-5">
            <Alert tone="success">
              <h2 ref={focusOnMount} tabIndex={-1} className="font-semibold focus:outline-none">
                {t('password.confirmed_title')}
              </h2>
              <p className="mt-1">{t('password.confirmed')}</p>
            </Alert>
            <Link to="/login" replace className={buttonClass('primary', 'w-full')}>
              {t('auth.login')}
            </Link>
          </div>
        ) : confirm.isError ? (
          <div className="space-y-5">
            <Alert tone="error">{errorMessage(confirm.error, t)}</Alert>
            <Link to="/account/email" className={buttonClass('secondary', 'w-full')}>
              {t('password.email_ask_again')}
            </Link>
          </div>
        ) : (
          <p role="status" aria-busy="true" className="text-slate-700">
            {t('password.confirming')}
          </p>
        )}
      </div>
    </div>
  );
}
