import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TOPUP_STATUSES } from '@portal/contracts/topups';
import { Alert } from '../../../../components/ui/alert';
import { topupsQuery } from '../../api/money';
import { useAdminText } from '../../i18n';
import { AdminHeading } from '../common/admin-heading';
import { QueryState } from '../common/query-state';
import { SelectFilter } from '../common/select-filter';
import { TopupCard } from './topup-card';

/** Top-up requests, pending first: the desk checks the receipt and approves or rejects. */
export function TopupsScreen() {
  const { t } = useAdminText();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('pending');
  const [notice, setNotice] = useState<string | null>(null);
  const query = useQuery(topupsQuery(status));
  return (
    <>
      <AdminHeading title={t('topups.title')} lead={t('topups.lead')} />
      <SelectFilter
        label={t('topups.filter')}
        value={status}
        allLabel={t('common.all')}
        options={TOPUP_STATUSES.map((s) => ({ value: s, label: t(`topups.status.${s}`) }))}
        onChange={setStatus}
        className="mb-4 max-w-xs"
      />
      {notice ? (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      ) : null}
      <QueryState query={query}>
        {(topups) =>
          topups.length === 0 ? (
            <p className="text-slate-600">{t('topups.none')}</p>
          ) : (
            <div className="grid gap-4 xl:grid-cols-2">
              {topups.map((topup) => (
                <TopupCard
                  key={topup.id}
                  topup={topup}
                  onDecided={(decided) => {
                    setNotice(
                      t(decided.status === 'approved' ? 'topups.approved_notice' : 'topups.rejected_notice', {
                        name: decided.account.name,
                      }),
                    );
                    void queryClient.invalidateQueries({ queryKey: ['admin'] });
                  }}
                />
              ))}
            </div>
          )
        }
      </QueryState>
    </>
  );
}
