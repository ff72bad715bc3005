import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { ReportsScreen } from '../../features/reports/components/reports-screen';

export function ReportsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeading title={t('account_screens.reports')} lead={t('reports.lead')} />
      <ReportsScreen />
    </div>
  );
}
