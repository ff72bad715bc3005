import { useState } from 'react';
import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { buttonClass } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import {
  ChangePasswordForm,
  ForgotPasswordForm,
  ResetPasswordForm,
} from '../../features/auth/components/password-forms';

/** Moves focus to the confirmation that replaces the form, so screen readers and keyboards land on it. */
const focusOnMount = (node: HTMLElement | null) => node?.focus();

const CARD = 'rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8';
const LINK = 'font-semibold text-brand-800 underline-offset-4 hover:underline';

/** Forgot password: asks for the account's e-mail and says a link is on its way (the same for any address). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:px-6">
      <PageHeading title={t('password.forgot_title')} lead={t('password.forgot_lead')} />
      <div className={CARD}>
        {sentTo === null ? (
          <ForgotPasswordForm onSent={setSentTo} />
        ) : (
          <Alert tone="success">
            <h2 ref={focusOnMount} tabIndex={-1} className="font-semibold focus:outline-none">
              {t('password.sent_title')}
            </h2>
            <p className="mt-1">{t('password.sent', { email: sentTo })}</p>
          </Alert>
        )}
      </div>
      <p className="mt-6 text-center">
        <Link to="/login" className={LINK}>
          {t('password.back_to_login')}
        </Link>
      </p>
    </div>
  );
}

/** The mail's link: a new password for the token in the address. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token } = useSearch({ from: '/reset-password' });
  const [saved, setSaved] = useState(false);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:px-6">
      <PageHeading title={t('password.reset_title')} lead={t('password.reset_lead')} />
      <div className={CARD}>
        {saved ? (
          <div className="space-y-5">
            <Alert tone="success">
              <h2 ref={focusOnMount} tabIndex={-1} className="font-semibold focus:outline-none">
                {t('password.saved_title')}
              </h2>
              <p className="mt-1">{t('password.saved')}</p>
            </Alert>
            <Link to="/login" replace className={buttonClass('primary', 'w-full')}>
              {t('auth.login')}
            </Link>
          </div>
        ) : token ? (
          <ResetPasswordForm token={token} onSaved={() => setSaved(true)} />
        ) : (
          <Alert tone="error">{t('password.link_incomplete')}</Alert>
        )}
      </div>
      {saved ? null : (
        <p className="mt-6 text-center">
          <Link to="/forgot-password" className={LINK}>
            {t('password.ask_again')}
          </Link>
        </p>
      )}
    </div>
  );
}

/** A signed-in user's change of password. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:px-6">
      <PageHeading title={t('password.change_title')} lead={t('password.change_lead')} />
      <div className={CARD}>
        <ChangePasswordForm />
      </div>
      <p className="mt-6 text-center">
        <Link to="/account/email" className={LINK}>
          {t('password.email_title')}
        </Link>
      </p>
    </div>
  );
}
