import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Topup } from '@portal/contracts/topups';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { Placeholder } from '../../../components/ui/placeholder';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useLang } from '../../../lib/i18n';
import { downloadTopupPdf } from '../../../kit/documents/api';
import { cancelTopup, topupsQuery } from '../api/topups';
import { PayeeDetails } from './payee-details';

const STATUS_TONES: Record<Topup['status'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  approved: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  rejected: 'bg-red-50 text-red-900 ring-red-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** The account's recharge requests, newest first; a pending one can be withdrawn. */
export function TopupRequests() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const list = useQuery(topupsQuery);
  const [cancelledId, setCancelledId] = useState<string | null>(null);
  const receipt = useMutation({
    mutationFn: (r: Topup) => downloadTopupPdf(r.id, lang, `topup-${r.reference}.pdf`),
  });
  const cancel = useMutation({
    mutationFn: cancelTopup,
    onSuccess: (topup) => {
      setCancelledId(topup.id);
      queryClient.setQueryData(topupsQuery.queryKey, (old) => old?.map((r) => (r.id === topup.id ? topup : r)));
    },
  });

  if (list.isPending) {
    return (
      <div className="space-y-2" aria-busy="true">
        <p className="sr-only">{t('common.loading')}</p>
        <Placeholder height="3.5rem" width="100%" className="rounded-xl" />
        <Placeholder height="3.5rem" width="100%" className="rounded-xl" />
      </div>
    );
  }
  if (list.isError) return <Alert tone="error">{errorMessage(list.error, t)}</Alert>;
  if (list.data.length === 0) return <p className="text-sm text-slate-700">{t('my_wallet.requests.none')}</p>;

  return (
    <div className="space-y-3">
      {cancel.isError ? <Alert tone="error">{errorMessage(cancel.error, t)}</Alert> : null}
      {receipt.isError ? <Alert tone="error">{errorMessage(receipt.error, t)}</Alert> : null}
      {cancelledId && !cancel.isError ? <Alert tone="success">{t('my_wallet.requests.cancelled')}</Alert> : null}
      <ul className="space-y-3">
        {list.data.map((r) => (
          <li key={r.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="font-semibold text-slate-900">
                  <Money amount={r.amount} currency={r.currency} /> · {t(`my_wallet.methods.${r.method}`)}
                </p>
                <p className="text-sm text-slate-700">
                  {t('my_wallet.requests.credited')} <Money amount={r.credited} currency={r.currency} />
                  {' · '}
                  {t('my_wallet.requests.reference')} <bdi dir="ltr">{r.reference}</bdi>
                </p>
                <p className="text-xs text-slate-600">
                  {formatDateTime(r.created_at, lang)} · {r.requested_by.name}
                  {r.has_receipt ? ` · ${t('my_wallet.requests.with_receipt')}` : ''}
                </p>
                {r.status === 'rejected' && r.reason ? (
                  <p className="mt-1 text-sm text-red-800">
                    {t('my_wallet.requests.reason')} <bdi>{r.reason}</bdi>
                  </p>
                ) : null}
              </div>
              <div className="flex items-center gap-2">
                <span
                  className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONES[r.status]}`}
                >
                  {t(`my_wallet.requests.status.${r.status}`)}
                </span>
                {r.status === 'approved' ? (
                  <Button
                    variant="secondary"
                    disabled={receipt.isPending}
                    onClick={() => receipt.mutate(r)}
                    aria-label={t('my_wallet.requests.receipt_label', { reference: r.reference })}
                  >
                    {t('my_wallet.requests.receipt_pdf')}
                  </Button>
                ) : null}
                {r.status === 'pending' ? (
                  <Button
                    variant="secondary"
                    disabled={cancel.isPending}
                    onClick={() => cancel.mutate(r.id)}
                    aria-label={t('my_wallet.requests.cancel_label', { reference: r.reference })}
                  >
                    {t('my_wallet.requests.cancel')}
                  </Button>
                ) : null}
              </div>
            </div>
            {r.status === 'pending' ? (
              <div className="mt-3">
                <PayeeDetails method={r.method} title={t('my_wallet.payee.pending')} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
