import { useMemo } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { translate, type MessageKey } from '@portal/contracts/messages';
import { parsePath } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { useLang } from '../../../lib/i18n';
import { searchFromUrl } from '../utils/search-form';
import { localToday } from '../utils/search-rules';
import { FlightSearchForm } from './flight-search-form';
import { SearchResults } from './search-results';

/**
 * `flight.search`: everything comes from the URL, so a result page can be shared and bookmarked. A link with
 * a value that cannot be searched (unknown trip type, a date in the past, too many infants…) opens the search
 * form with the problem marked instead of a broken page.
 */
export function FlightResultsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const title = t('service_screens.flight.search');
  useDocumentTitle(title);
  const href = location.href;
  const parsed = useMemo(() => {
    const params = parsePath('flight.search', location.pathname);
    return params ? searchFromUrl(params, location.search, localToday()) : null;
    // The href holds the path and the query string; nothing else feeds the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href]);

  const problems = parsed ? Object.entries(parsed.problems) : [];
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {!parsed || problems.length > 0 ? (
        <div className="mt-6 space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <Alert tone="error">{t('flights.search.fix_link')}</Alert>
          <FlightSearchForm
            key={href}
            initialValues={parsed?.values}
            initialErrors={Object.fromEntries(
              problems.map(([key, problem]) => [key, translate(problem as MessageKey, lang)]),
            )}
          />
        </div>
      ) : (
        <SearchResults key={href} values={parsed.values} href={href} />
      )}
    </div>
  );
}
