import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { AgencySettings } from '../../features/agency/components/agency-settings';
import { useSiteSettings } from '../../lib/site-settings';
import { SubUsersList } from '../../features/sub-users/components/sub-users-list';
import { useStoredUser } from '../../lib/session';

/** My Users, and for agency owners their branding and markup (decision 029). */
export function SubUsersPage() {
  const { t } = useTranslation();
  const user = useStoredUser();
  const settings = useSiteSettings();
  const currencies = settings.data?.currencies.map((c) => c.name) ?? ['IQD', 'USD'];
  const agency = user?.role === 'agency';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeading title={t('account_screens.sub-users')} lead={t('sub_users.lead')} />
      {agency ? (
        <nav aria-label={t('sub_users.sections')} className="mb-6 flex flex-wrap gap-2">
          <a
            href="#users"
            className="min-h-11 rounded-full bg-white px-4 py-2.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            {t('sub_users.list.title')}
          </a>
          <a
            href="#agency"
            className="min-h-11 rounded-full bg-white px-4 py-2.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            {t('agency.title')}
          </a>
        </nav>
      ) : null}
      <section id="users" aria-labelledby="users-title" className="scroll-mt-24 space-y-4">
        <h2 id="users-title" className="text-2xl font-semibold text-slate-900">
          {t('sub_users.list.title')}
        </h2>
        <SubUsersList currencies={currencies} />
      </section>
      {agency ? (
        <section
          id="agency"
          aria-labelledby="agency-title"
          className="mt-12 scroll-mt-24 space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <div>
            <h2 id="agency-title" className="text-2xl font-semibold text-slate-900">
              {t('agency.title')}
            </h2>
            <p className="mt-1 text-slate-700">{t('agency.lead')}</p>
          </div>
          <AgencySettings currencies={currencies} />
        </section>
      ) : null}
    </div>
  );
}
