import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { SearchTabs } from '../../features/search/components/search-tabs';
import { setSearchTab } from '../../features/search/hooks/use-search-tab';
import { SEARCH_PANELS } from '../search-panels';
import { SERVICE_SCREENS } from '../service-screens';

/**
 * The screens of the service routes (search, details, booking). Their content arrives with each service's
 * issue; until then a shared or bookmarked link still opens a titled page with that service's search tab.
 */
export function ServicePage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const name = matches[matches.length - 1]?.staticData.serviceRoute;
  const service = name ? SERVICE_SCREENS[name]?.service : undefined;

  useEffect(() => {
    if (service) setSearchTab(service);
  }, [service]);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6">
      <PageHeading title={name ? t(`service_screens.${name}` as never) : ''} />
      <SearchTabs panels={SEARCH_PANELS} />
    </div>
  );
}
