import type { ListMeta } from '@portal/contracts/admin';
import { Button } from '../../../../components/ui/button';
import { useAdminText } from '../../i18n';

/** "Showing 1 – 25 of 240" with previous and next. */
export function Pager({ meta, onPage }: { meta: ListMeta; onPage: (page: number) => void }) {
  const { t } = useAdminText();
  const start = meta.total === 0 ? 0 : (meta.page - 1) * meta.per_page + 1;
  const end = Math.min(meta.total, meta.page * meta.per_page);
  const last = Math.max(1, Math.ceil(meta.total / meta.per_page));
  return (
    <nav aria-label={t('common.pages')} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-700" aria-live="polite">
        {t('common.showing', { start, end, total: meta.total })}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
          {t('common.previous')}
        </Button>
        <Button variant="secondary" disabled={meta.page >= last} onClick={() => onPage(meta.page + 1)}>
          {t('common.next')}
        </Button>
      </div>
    </nav>
  );
}
