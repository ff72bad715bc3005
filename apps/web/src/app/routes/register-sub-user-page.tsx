import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SubUser } from '@portal/contracts/sub-users';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { useSiteSettings } from '../../lib/site-settings';
import { subUsersQuery } from '../../features/sub-users/api/sub-users';
import { CreateSubUserForm } from '../../features/sub-users/components/create-sub-user-form';
import { useStoredUser } from '../../lib/session';

export function RegisterSubUserPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useStoredUser();
  const settings = useSiteSettings();
  const currencies = settings.data?.currencies.map((c) => c.name) ?? ['IQD', 'USD'];
  const [created, setCreated] = useState<SubUser | null>(null);
  const [formKey, setFormKey] = useState(0);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeading title={t('account_screens.register-sub-user')} lead={t('sub_users.register_lead')} />
      {user?.role === 'sub_user' ? (
        <Alert tone="info">{t('sub_users.owners_only')}</Alert>
      ) : created ? (
        <div className="space-y-4">
          <Alert tone="success">{t('sub_users.form.created', { name: created.name, email: created.email })}</Alert>
          <div className="flex flex-wrap gap-3">
            <Link to="/sub-users" className={buttonClass('primary')}>
              {t('sub_users.form.to_list')}
            </Link>
            <Button
              variant="secondary"
              onClick={() => {
                setCreated(null);
                setFormKey((k) => k + 1);
              }}
            >
              {t('sub_users.form.another')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <CreateSubUserForm
            key={formKey}
            currencies={currencies}
            onCreated={(subUser) => {
              void queryClient.invalidateQueries({ queryKey: subUsersQuery.queryKey });
              setCreated(subUser);
            }}
          />
        </div>
      )}
    </div>
  );
}
