import { useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminBooking } from '@portal/contracts/admin-bookings';
import type { CancellationQuote } from '@portal/contracts/bookings';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Money } from '../../../../components/ui/money';
import { SelectField } from '../../../../components/ui/select-field';
import { TextAreaField } from '../../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../../lib/form-errors';
import { IdempotencyKeys } from '../../../../lib/idempotency';
import { ApiError } from '../../../../lib/api-client';
import {
  cancelBookingForCustomer,
  cancelBookingQuote,
  failBooking,
  payBooking,
  siteCurrencyCodesQuery,
} from '../../api/bookings';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';

type Done = (next: AdminBooking) => void;

/** Pays a hold from the customer's wallet (in the currency chosen, at today's rate). */
export function PayHold({ detail, onDone }: { detail: AdminBooking; onDone: Done }) {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const currencies = useQuery(siteCurrencyCodesQuery);
  const keys = useRef(new IdempotencyKeys());
  const [currency, setCurrency] = useState(detail.booking.payment.currency);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function handlePay(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onDone(await payBooking(detail.booking.id, currency, keys.current.keyFor({ currency })));
      keys.current.reset();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  const options = [...new Set([detail.booking.payment.currency, ...(currencies.data ?? [])])];
  return (
    <form onSubmit={handlePay} className="space-y-3">
      <p className="text-sm text-slate-700">{t('pay.explain')}</p>
      {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
      <SelectField
        label={t('pay.currency')}
        value={currency}
        options={options.map((c) => ({ value: c, label: c }))}
        onChange={(e) => setCurrency(e.target.value)}
        className="max-w-xs"
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('pay.paying') : t('pay.submit')}
      </Button>
    </form>
  );
}

/** Cancels for the customer: the quote first (refund, penalty, fees kept), then the confirmation with that refund. */
export function CancelForCustomer({ detail, onDone }: { detail: AdminBooking; onDone: Done }) {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const keys = useRef(new IdempotencyKeys());
  const [quote, setQuote] = useState<CancellationQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function handleQuote() {
    setBusy(true);
    setError(null);
    try {
      setQuote(await cancelBookingQuote(detail.booking.id));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  async function handleConfirm() {
    if (!quote) return;
    setBusy(true);
    setError(null);
    try {
      onDone(
        await cancelBookingForCustomer(
          detail.booking.id,
          quote.refund.amount,
          keys.current.keyFor({ refund: quote.refund.amount }),
        ),
      );
      keys.current.reset();
    } catch (e) {
      // The refund changed meanwhile: the problem carries the new quote; show it and ask again.
      const next = e instanceof ApiError ? (e.problem?.quote as CancellationQuote | undefined) : undefined;
      if (next) setQuote(next);
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  if (!quote)
    return (
      <div className="space-y-3">
        {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
        <Button variant="secondary" onClick={handleQuote} disabled={busy}>
          {t('cancel.quote')}
        </Button>
      </div>
    );
  return (
    <div className="space-y-3">
      {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">{t('cancel.refund')}</dt>
          <dd className="font-semibold">
            <Money amount={quote.refund.amount} currency={quote.refund.currency} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('cancel.penalty')}</dt>
          <dd>
            <Money amount={quote.penalty.amount} currency={quote.penalty.currency} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('cancel.fees_kept')}</dt>
          <dd>
            <Money amount={quote.fees_kept.amount} currency={quote.fees_kept.currency} />
          </dd>
        </div>
      </dl>
      {quote.allowed ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={handleConfirm} disabled={busy}>
            {busy ? t('cancel.cancelling') : t('cancel.confirm')}
          </Button>
          <Button variant="secondary" onClick={() => setQuote(null)} disabled={busy}>
            {t('common.cancel')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('cancel.not_allowed')}</p>
      )}
    </div>
  );
}

/** A pending booking that will not complete is marked failed, with the reason. */
export function MarkFailed({ detail, onDone }: { detail: AdminBooking; onDone: Done }) {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const [note, setNote] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onDone(await failBooking(detail.booking.id, note));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  const fieldError = fieldErrorsOf(error).find((e) => e.field === 'note')?.message;
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3">
      {error && !fieldError ? <Alert tone="error">{errorText(error)}</Alert> : null}
      <TextAreaField
        label={t('fail.reason')}
        value={note}
        error={fieldError}
        className="[&_textarea]:min-h-20"
        onChange={(e) => setNote(e.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {t('fail.submit')}
      </Button>
    </form>
  );
}
