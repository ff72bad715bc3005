import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { RegisterForm } from '../../features/auth/components/register-form';

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:px-6">
      <PageHeading title={t('auth.register_title')} lead={t('auth.register_lead')} />
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <RegisterForm onRegistered={() => void navigate({ to: '/', replace: true })} />
      </div>
      <p className="mt-6 text-center text-slate-700">
        {t('auth.have_account')}{' '}
        <Link to="/login" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          {t('auth.login')}
        </Link>
      </p>
    </div>
  );
}
