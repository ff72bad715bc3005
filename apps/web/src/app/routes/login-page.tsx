import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { LoginForm } from '../../features/auth/components/login-form';
import { getStoredUser } from '../../lib/session';
import { safeRedirect } from '../safe-redirect';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { redirect } = useSearch({ from: '/login' });
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:px-6">
      <PageHeading title={t('auth.login_title')} lead={t('auth.login_lead')} />
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <LoginForm
          onLoggedIn={() =>
            // Staff go to the back office unless they were on their way somewhere else.
            void navigate({
              href: redirect === undefined && getStoredUser()?.role === 'staff' ? '/admin' : safeRedirect(redirect),
              replace: true,
            })
          }
        />
        <p className="mt-4 text-center">
          <Link to="/forgot-password" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
            {t('auth.forgot_password')}
          </Link>
        </p>
      </div>
      <p className="mt-6 text-center text-slate-700">
        {t('auth.no_account')}{' '}
        <Link to="/register" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          {t('auth.create_account')}
        </Link>
      </p>
    </div>
  );
}
