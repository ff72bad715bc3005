import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { IconArrow } from './icons';

export interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  /**
   * `numbers`: previous, the numbered pages around this one, next (results); `steps`: previous and next with
   * "Page 2 of 3" between them (a short list, My Bookings).
   */
  variant?: 'numbers' | 'steps';
  className?: string;
}

/** The last page of `total` results (page 1 when there are none). */
export const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/**
 * The spec's 'Showing {start} - {end} of {total}' and the way to the other pages. A page past the end (a
 * shortened list, an edited link) counts as the last one, so it never reads "Showing 41 - 36 of 36".
 */
export function Pagination({
  page: asked,
  perPage,
  total,
  onPage,
  variant = 'numbers',
  className = '',
}: PaginationProps) {
  const { t } = useTranslation();
  const pages = lastPage(total, perPage);
  const page = Math.min(asked, pages);
  const start = total === 0 ? 0 : (page - 1) * perPage + 1;
  const end = Math.min(total, page * perPage);
  return (
    <nav
      aria-label={t('pagination.label')}
      className={`flex flex-wrap items-center justify-between gap-3 ${className}`}
    >
      <p className="text-sm text-slate-700" aria-live="polite" data-testid="showing">
        {t('pagination.showing', { start, end, total })}
      </p>
      {pages > 1 ? (
        variant === 'steps' ? (
          <Steps page={page} pages={pages} onPage={onPage} />
        ) : (
          <Numbers page={page} pages={pages} onPage={onPage} />
        )
      ) : null}
    </nav>
  );
}

interface PagesProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

function Steps({ page, pages, onPage }: PagesProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <IconArrow className="rotate-180" />
        {t('pagination.previous')}
      </Button>
      <span className="px-2 text-sm text-slate-700">{t('pagination.page_of', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
        <IconArrow />
      </Button>
    </div>
  );
}

function Numbers({ page, pages, onPage }: PagesProps) {
  const { t } = useTranslation();
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - page) <= 2,
  );
  const button =
    'grid min-h-11 min-w-11 place-items-center rounded-xl px-3 text-sm font-semibold ring-1 ring-slate-200 disabled:opacity-40';
  return (
    <ul className="flex flex-wrap items-center gap-1.5">
      <li>
        <button type="button" className={`${button} bg-white`} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pagination.previous')}
        </button>
      </li>
      {numbers.map((n, i) => (
        <li key={n} className="flex items-center gap-1.5">
          {i > 0 && n - numbers[i - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
          <button
            type="button"
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('pagination.page', { number: n })}
            onClick={() => onPage(n)}
            className={`${button} ${n === page ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-900'}`}
          >
            {n}
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          className={`${button} bg-white`}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('pagination.next')}
        </button>
      </li>
    </ul>
  );
}
