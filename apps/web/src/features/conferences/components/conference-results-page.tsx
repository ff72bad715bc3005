import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { translate } from '@portal/contracts/messages';
import { parsePath } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { lastPage, Pagination } from '../../../components/ui/pagination';
import { ResultsPlaceholder } from '../../../components/ui/results-placeholder';
import { errorMessage } from '../../../lib/error-message';
import { useLang } from '../../../lib/i18n';
import { conferenceSearchQuery } from '../api/conferences';
import { validateConferenceSearch, type ConferenceSearchValues } from '../utils/search';
import { ConferenceCard } from './conference-card';
import { ConferenceSearchForm } from './conference-search-form';

const PER_PAGE = 10;

/** `conference.search`: the specialty and country in the path (both optional), the page in the query string. */
export function ConferenceResultsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const title = t('service_screens.conference.search');
  useDocumentTitle(title);
  const params = parsePath('conference.search', location.pathname);
  const values: ConferenceSearchValues = { specialty: params?.specialty ?? '', country: params?.country ?? '' };
  const problems = validateConferenceSearch(values);
  const valid = params !== null && Object.keys(problems).length === 0;
  const page = Math.max(1, Number(new URLSearchParams(location.searchStr).get('page')) || 1);
  const body = {
    ...(values.specialty ? { specialty: values.specialty } : {}),
    ...(values.country ? { country: values.country.toUpperCase() } : {}),
    page,
    per_page: PER_PAGE,
  };
  const results = useQuery({ ...conferenceSearchQuery(body), enabled: valid });
  const show = (next: number) => void navigate({ href: `${location.pathname}${next > 1 ? `?page=${next}` : ''}` });

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <div className="mt-5 space-y-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        {valid ? null : <Alert tone="error">{t('conferences.search.fix_link')}</Alert>}
        <ConferenceSearchForm
          key={location.pathname}
          initialValues={values}
          initialErrors={Object.fromEntries(Object.entries(problems).map(([f, k]) => [f, translate(k, lang)]))}
          loadWidgets="at-once"
        />
      </div>
      {valid ? (
        <div className="mt-6">
          {results.isPending ? (
            <ResultsPlaceholder label={t('conferences.results.searching')} cards="pictures" filters={0} />
          ) : results.isError ? (
            <Alert tone="error">{errorMessage(results.error, t)}</Alert>
          ) : results.data.data.conferences.length === 0 ? (
            <p className="rounded-2xl bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200">
              {t('conferences.results.none')}
            </p>
          ) : (
            <div className={`space-y-4 ${results.isPlaceholderData ? 'opacity-60' : ''}`}>
              <ul className="space-y-4" aria-label={title}>
                {results.data.data.conferences.map((c) => (
                  <ConferenceCard key={c.id} conference={c} />
                ))}
              </ul>
              {lastPage(results.data.meta.total, PER_PAGE) > 1 ? (
                <Pagination page={page} perPage={PER_PAGE} total={results.data.meta.total} onPage={show} />
              ) : null}
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
