import { useState } from 'react';

/** Moves focus to the confirmation that replaces the form, so screen readers and keyboards land on it. */
const focusOnMount = (node: HTMLElement | null) => node?.focus();
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Session } from '@portal/contracts/auth';
import { Alert } from '../../components/ui/alert';
import { buttonClass } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { RegisterForm } from '../../features/auth/components/register-form';

/** Registration; an agency's owner is told that the agency waits for review (decision 074), a traveller goes home. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [applied, setApplied] = useState<Session | null>(null);
  const application = applied?.user.account.agency_application;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6">
      <PageHeading title={t('auth.register_title')} lead={t('auth.register_lead')} />
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {applied && application ? (
          <div className="space-y-5">
            <Alert tone="success">
              <h2 ref={focusOnMount} tabIndex={-1} className="font-semibold focus:outline-none">
                {t('register.submitted_title')}
              </h2>
              <p className="mt-1">
                {t('register.submitted', { agency: application.agency_name, email: applied.user.email })}
              </p>
            </Alert>
            <Link to="/" replace className={buttonClass('primary', 'w-full')}>
              {t('register.start')}
            </Link>
          </div>
        ) : (
          <RegisterForm
            onRegistered={(session) => {
              if (session.user.account.agency_application) setApplied(session);
              else void navigate({ to: '/', replace: true });
            }}
          />
        )}
      </div>
      {applied ? null : (
        <p className="mt-6 text-center text-slate-700">
          {t('auth.have_account')}{' '}
          <Link to="/login" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
            {t('auth.login')}
          </Link>
        </p>
      )}
    </div>
  );
}
