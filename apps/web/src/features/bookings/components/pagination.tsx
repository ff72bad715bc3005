import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { IconArrow } from '../../../components/ui/icons';

export interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Showing 1 - 20 of 45" with previous and next (the spec's list wording). */
export function Pagination({ page, perPage, total, onPage }: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (total === 0) return null;
  const start = (page - 1) * perPage + 1;
  const end = Math.min(total, page * perPage);
  return (
    <nav
      aria-label={t('bookings.pagination.label')}
      className="mt-6 flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('bookings.pagination.showing', { start, end, total })}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <IconArrow className="rotate-180" />
            {t('bookings.pagination.previous')}
          </Button>
          <span className="px-2 text-sm text-slate-700">{t('bookings.pagination.page', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('bookings.pagination.next')}
            <IconArrow />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
