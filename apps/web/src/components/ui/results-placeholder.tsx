import { Placeholder } from './placeholder';

export interface ResultsPlaceholderProps {
  /** Said to screen readers while the search runs ("Searching flights…"). */
  label: string;
  /** The cards' shape: text lines (flight offers), or a picture beside them (hotels). */
  cards?: 'lines' | 'pictures';
  /** How many filter rows the filters column shows. */
  filters?: number;
}

/** Shimmering filters and result cards while a search runs (spec section 4's loading placeholder). */
export function ResultsPlaceholder({ label, cards = 'lines', filters = 8 }: ResultsPlaceholderProps) {
  return (
    <div className="grid gap-5 lg:grid-cols-[18rem_minmax(0,1fr)]" aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="hidden space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:block">
        {Array.from({ length: filters }, (_, i) => (
          <Placeholder key={i} height="1.25rem" />
        ))}
      </div>
      <ol className="space-y-4">
        {Array.from({ length: 4 }, (_, i) =>
          cards === 'pictures' ? (
            <li key={i} className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <Placeholder width="12rem" height="8rem" className="hidden shrink-0 rounded-xl sm:block" />
              <div className="flex-1 space-y-3">
                <Placeholder width="50%" height="1.5rem" />
                <Placeholder height="1rem" />
                <Placeholder width="70%" height="1rem" />
                <Placeholder width="30%" height="2rem" />
              </div>
            </li>
          ) : (
            <li key={i} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <Placeholder width="40%" height="1.5rem" />
              <Placeholder height="2.75rem" />
              <Placeholder height="2.75rem" />
              <Placeholder width="60%" />
            </li>
          ),
        )}
      </ol>
    </div>
  );
}
