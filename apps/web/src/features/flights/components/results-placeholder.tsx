import { useTranslation } from 'react-i18next';
import { Placeholder } from '../../../components/ui/placeholder';

/** Shimmering result cards while the search runs. */
export function ResultsPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 lg:grid-cols-[18rem_minmax(0,1fr)]" aria-busy="true">
      <p role="status" className="sr-only">
        {t('flights.results.searching')}
      </p>
      <div className="hidden space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:block">
        {Array.from({ length: 8 }, (_, i) => (
          <Placeholder key={i} height="1.25rem" />
        ))}
      </div>
      <ol className="space-y-4">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <Placeholder width="40%" height="1.5rem" />
            <Placeholder height="2.75rem" />
            <Placeholder height="2.75rem" />
            <Placeholder width="60%" />
          </li>
        ))}
      </ol>
    </div>
  );
}
