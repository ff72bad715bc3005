import { useTranslation } from 'react-i18next';
import type { User } from '@portal/contracts/auth';

/** Where the account's agency application stands, while it is not approved (decision 074); nothing otherwise. */
export function AgencyApplicationNote({ user }: { user: User | undefined }) {
  const { t } = useTranslation();
  const application = user?.account.agency_application;
  if (!application || application.status === 'approved') return null;
  return (
    <p className="mt-2 rounded-lg bg-amber-50 px-2.5 py-1.5 text-xs text-amber-900 ring-1 ring-amber-200">
      {application.status === 'pending'
        ? t('layout.agency_pending', { agency: application.agency_name })
        : t('layout.agency_refused', { agency: application.agency_name, reason: application.refusal_reason ?? '' })}
    </p>
  );
}
