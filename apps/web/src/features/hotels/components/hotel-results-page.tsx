import { useMemo } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { parseHotelRoomsQuery, parsePath } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { useLang } from '../../../lib/i18n';
import { queryReader, readList } from '../utils/list-query';
import { searchFromUrl } from '../utils/search-form';
import { HotelResults } from './hotel-results';
import { HotelSearchForm, problemMessages } from './hotel-search-form';

/**
 * `hotel.search`: everything comes from the URL (the search in the path, the rooms, filters, order and page in
 * the query string), so a list can be shared and bookmarked. A value that cannot be searched opens the search
 * form with the problem marked instead of a broken page.
 */
export function HotelResultsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const title = t('service_screens.hotel.search');
  useDocumentTitle(title);
  const href = location.href;
  const parsed = useMemo(() => {
    const params = parsePath('hotel.search', location.pathname);
    const search = href.includes('?') ? href.slice(href.indexOf('?')) : '';
    if (!params) return null;
    return { ...searchFromUrl(params, parseHotelRoomsQuery(search)), list: readList(queryReader(search)), search };
    // The href holds the path and the query string; nothing else feeds the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href]);

  const problems = parsed ? Object.keys(parsed.problems) : [];
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {!parsed || problems.length > 0 ? (
        <div className="mt-6 space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <Alert tone="error">{t('hotels.search.fix_link')}</Alert>
          <HotelSearchForm
            key={href}
            initialValues={parsed?.values}
            initialErrors={parsed ? problemMessages(parsed.problems, lang) : {}}
            loadWidgets="at-once"
          />
        </div>
      ) : (
        <HotelResults values={parsed.values} list={parsed.list} pathname={location.pathname} search={parsed.search} />
      )}
    </div>
  );
}
