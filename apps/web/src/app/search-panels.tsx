import { Suspense, type ReactNode } from 'react';
import { FlightSearchForm } from '../features/flights/components/flight-search-form';
import type { SearchTab } from '../features/search/utils/services';
import { loadSearchFormTexts } from '../lib/i18n';
import { lazyComponent } from '../lib/lazy';

/**
 * The search form in each home search tab that has one (features do not import each other, so the app puts
 * them together). Flight is the default tab, so its form is in the entry and its texts come with the shell's
 * (`loadSearchPanelTexts`). Every other tab's form must stay out of the first download: add it as
 * `lazyComponent(() => import('../features/<name>/components/<form>'), '<Form>', ['<dictionary>'])` from
 * `lib/lazy.ts`, rendered inside a `<Suspense>` with a fallback of the form's height (decision 022).
 */
const HotelSearchForm = lazyComponent(
  () => import('../features/hotels/components/hotel-search-form'),
  'HotelSearchForm',
  ['hotels'],
);

export const SEARCH_PANELS: Partial<Record<SearchTab, ReactNode>> = {
  flight: <FlightSearchForm loadWidgets="on-intent" />,
  // Issue 5: the hotel form and its texts load when the hotel tab is opened.
  hotel: (
    <Suspense fallback={<div aria-busy="true" className="min-h-60 desk:min-h-44" />}>
      <HotelSearchForm loadWidgets="on-intent" />
    </Suspense>
  ),
};

/** The texts the panels in the entry need (loaded by the home page and the service routes). */
export function loadSearchPanelTexts(): Promise<void> {
  return loadSearchFormTexts();
}
