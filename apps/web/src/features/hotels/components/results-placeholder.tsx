import { useTranslation } from 'react-i18next';
import { Placeholder } from '../../../components/ui/placeholder';

/** Shimmering hotel cards while the search runs (spec section 4's loading placeholder). */
export function ResultsPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 lg:grid-cols-[18rem_minmax(0,1fr)]" aria-busy="true">
      <p role="status" className="sr-only">
        {t('hotels.results.searching')}
      </p>
      <div className="hidden space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:block">
        {Array.from({ length: 10 }, (_, i) => (
          <Placeholder key={i} height="1.25rem" />
        ))}
      </div>
      <ol className="space-y-4">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <Placeholder width="12rem" height="8rem" className="hidden shrink-0 rounded-xl sm:block" />
            <div className="flex-1 space-y-3">
              <Placeholder width="50%" height="1.5rem" />
              <Placeholder height="1rem" />
              <Placeholder width="70%" height="1rem" />
              <Placeholder width="30%" height="2rem" />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
