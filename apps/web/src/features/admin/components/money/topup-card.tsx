import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApproveTopupBodySchema } from '@portal/contracts/admin-money';
import { RejectTopupBodySchema, type Topup } from '@portal/contracts/topups';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Money } from '../../../../components/ui/money';
import { TextAreaField, TextField } from '../../../../components/ui/text-field';
import { formatDateTime } from '../../../../lib/dates';
import { contractResolver } from '../../../../lib/forms';
import { IdempotencyKeys } from '../../../../lib/idempotency';
import { useLang } from '../../../../lib/i18n';
import { approveTopup, rejectTopup } from '../../api/money';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { StatusPill, type PillTone } from '../common/status-pill';
import { PrivateImage } from './receipt-image';

const TONE: Record<Topup['status'], PillTone> = {
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
  cancelled: 'grey',
};

/**
 * One top-up request with its receipt: approve (credits the wallet once; an optional note goes to the audit log)
 * or reject with a reason the customer sees.
 */
export function TopupCard({ topup, onDecided }: { topup: Topup; onDecided: (t: Topup) => void }) {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const keys = useRef(new IdempotencyKeys());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [rejecting, setRejecting] = useState(false);
  const form = useForm<{ reason: string }>({
    resolver: contractResolver(RejectTopupBodySchema, lang) as never,
    defaultValues: { reason: '' },
  });
  const approval = useForm<{ note: string }>({
    resolver: contractResolver(ApproveTopupBodySchema, lang) as never,
    defaultValues: { note: '' },
  });

  async function handleApprove({ note }: { note?: string | undefined }) {
    setBusy(true);
    setError(null);
    const body = note ? { note } : {};
    try {
      onDecided(await approveTopup(topup.id, body, keys.current.keyFor({ approve: topup.id, ...body })));
      keys.current.reset();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  async function handleReject({ reason }: { reason: string }) {
    setError(null);
    try {
      onDecided(await rejectTopup(topup.id, reason));
    } catch (e) {
      setError(e);
    }
  }

  const heading = `${topup.account.name} · ${topup.reference}`;
  return (
    <article aria-label={heading} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold text-slate-900">
            <bdi>{topup.account.name}</bdi>
          </h2>
          <p className="text-sm text-slate-600">
            {t('topups.requested_by', { name: topup.requested_by.name, time: formatDateTime(topup.created_at, lang) })}
          </p>
        </div>
        <StatusPill tone={TONE[topup.status]}>{t(`topups.status.${topup.status}`)}</StatusPill>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{t('topups.method')}</dt>
          <dd className="font-medium">{t(`topups.methods.${topup.method}`)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('topups.reference')}</dt>
          <dd className="font-medium break-all">
            <bdi dir="ltr">{topup.reference}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('topups.amount')}</dt>
          <dd className="font-medium">
            <Money amount={topup.amount} currency={topup.currency} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('topups.credited')}</dt>
          <dd className="font-semibold text-emerald-800">
            <Money amount={topup.credited} currency={topup.currency} />
          </dd>
        </div>
      </dl>
      {topup.reason ? (
        <p className="mt-2 text-sm text-slate-700">{t('topups.reason_was', { reason: topup.reason })}</p>
      ) : null}
      {topup.has_receipt ? (
        <div className="mt-3">
          <PrivateImage
            path={`/admin/wallet-topups/${encodeURIComponent(topup.id)}/receipt`}
            alt={t('topups.receipt_alt', { reference: topup.reference })}
            buttonLabel={t('topups.show_receipt')}
          />
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t('topups.no_receipt')}</p>
      )}
      {error ? (
        <Alert tone="error" className="mt-3">
          {errorText(error)}
        </Alert>
      ) : null}
      {topup.status === 'pending' ? (
        rejecting ? (
          <form noValidate onSubmit={form.handleSubmit(handleReject)} className="mt-4 space-y-3">
            <TextAreaField
              label={t('topups.reject_reason')}
              error={form.formState.errors.reason?.message}
              className="[&_textarea]:min-h-20"
              {...form.register('reason')}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {t('topups.confirm_reject')}
              </Button>
              <Button variant="secondary" onClick={() => setRejecting(false)}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <form
            noValidate
            onSubmit={(event) => void approval.handleSubmit(handleApprove)(event)}
            className="mt-4 space-y-3"
          >
            <TextField
              label={t('topups.approve_note')}
              hint={t('topups.approve_note_hint')}
              autoComplete="off"
              error={approval.formState.errors.note?.message}
              {...approval.register('note')}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy}>
                {busy ? t('topups.approving') : t('topups.approve')}
              </Button>
              <Button variant="secondary" onClick={() => setRejecting(true)} disabled={busy}>
                {t('topups.reject')}
              </Button>
            </div>
          </form>
        )
      ) : null}
    </article>
  );
}
