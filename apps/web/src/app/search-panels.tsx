import { lazy, Suspense, type ReactNode } from 'react';
import { LIVE_SERVICES, type Service } from '@portal/contracts/services';
import { FlightSearchForm } from '../features/flights/components/flight-search-form';
import { loadDictionaries, loadSearchFormTexts } from '../lib/i18n';
import { DEFAULT_SERVICE } from '../lib/services';

/**
 * The search form of a live service's home tab, with its texts: found through the app's service modules
 * (decision 063), fetched when its tab is first opened, so that it stays out of the first download.
 */
function lazyPanel(service: Service) {
  const Panel = lazy(() =>
    import('./service-modules-lazily').then(async ({ SERVICE_MODULES }) => {
      const module = SERVICE_MODULES[service];
      if (!module?.searchPanel) throw new Error(`search-panels: ${service} is live but has no search form`);
      const [component] = await Promise.all([module.searchPanel(), loadDictionaries(module.dictionaries)]);
      return { default: component };
    }),
  );
  // Opened by the user's choice of its tab, so its widgets load with it: the first letters typed after
  // switching tabs already get suggestions (issue 22).
  return (
    <Suspense fallback={<div aria-busy="true" className="min-h-60 desk:min-h-44" />}>
      <Panel loadWidgets="at-once" />
    </Suspense>
  );
}

/**
 * The search form in each home search tab that has one (features do not import each other, so the app puts
 * them together): every live service's. The default tab's (flights) is in the entry and its texts come with the
 * shell's (`loadSearchPanelTexts`, decision 037); every other is loaded when its tab is opened (decision 022).
 */
export const SEARCH_PANELS: Partial<Record<Service, ReactNode>> = Object.fromEntries(
  LIVE_SERVICES.map((service) => [
    service,
    service === DEFAULT_SERVICE ? <FlightSearchForm loadWidgets="on-intent" /> : lazyPanel(service),
  ]),
);

/** The texts the panels in the entry need (loaded by the home page and the service routes). */
export function loadSearchPanelTexts(): Promise<void> {
  return loadSearchFormTexts();
}
