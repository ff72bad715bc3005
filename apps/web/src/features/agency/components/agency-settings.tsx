import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Placeholder } from '../../../components/ui/placeholder';
import { errorMessage } from '../../../lib/error-message';
import { agencySettingsQuery } from '../api/agency-settings';
import { AgencySettingsForm } from './agency-settings-form';

/** Loads the agency's settings and shows their form. */
export function AgencySettings({ currencies }: { currencies: string[] }) {
  const { t } = useTranslation();
  const settings = useQuery(agencySettingsQuery);
  if (settings.isPending) {
    return (
      <div aria-busy="true">
        <p className="sr-only">{t('common.loading')}</p>
        <Placeholder height="12rem" width="100%" className="rounded-2xl" />
      </div>
    );
  }
  if (settings.isError) return <Alert tone="error">{errorMessage(settings.error, t)}</Alert>;
  return <AgencySettingsForm settings={settings.data} currencies={currencies} />;
}
