import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Booking, CancellationQuote } from '@portal/contracts/bookings';
import type { Lang } from '@portal/contracts/i18n';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { Placeholder } from '../../../components/ui/placeholder';
import { ApiError } from '../../../lib/api-client';
import { convertFromIqd, formatMoney, getStoredCurrency } from '../../../lib/currency';
import { errorMessage } from '../../../lib/error-message';
import { useLang } from '../../../lib/i18n';
import { IdempotencyKeys } from '../../../lib/idempotency';
import { cancelBooking, getCancellationQuote } from '../api/cancel-booking';

const DANGER =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-red-700 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-slate-400';

export interface CancelBookingProps {
  booking: Booking;
  /** With the refund the user accepted. */
  onCancelled: (booking: Booking, refund: CancellationQuote['refund']) => void;
}

function QuoteAmount({ price }: { price: CancellationQuote['refund'] }) {
  const display = getStoredCurrency();
  return (
    <>
      <Money amount={price.amount} currency={price.currency} className="font-semibold tabular-nums" />
      {display.name !== price.currency ? (
        <span className="block text-xs text-slate-600">
          ≈ <Money amount={convertFromIqd(price.iqd, display)} currency={display.name} />
        </span>
      ) : null}
    </>
  );
}

/**
 * What the quote's numbers say, in one sentence: what comes back, and what the penalty and the fees keep (each
 * named only when it keeps something), so the text can never contradict the amounts beside it.
 */
export function quoteSummary(q: CancellationQuote, t: TFunction, lang: Lang): string {
  // Isolated left-to-right (U+2066 … U+2069), so Arabic text cannot split "US$" from its number (decision 023).
  const money = (price: CancellationQuote['refund']) =>
    `\u2066${formatMoney(price.amount, price.currency, lang)}\u2069`;
  const none = (price: CancellationQuote['refund']) => Number(price.amount) === 0;
  const values = { refund: money(q.refund), penalty: money(q.penalty), fees: money(q.fees_kept) };
  const penalty = !none(q.penalty);
  const fees = !none(q.fees_kept);
  if (none(q.refund)) {
    if (penalty && fees) return t('bookings.cancel.summary.nothing_penalty_fees', values);
    return fees
      ? t('bookings.cancel.summary.nothing_fees', values)
      : t('bookings.cancel.summary.nothing_penalty', values);
  }
  if (penalty && fees) return t('bookings.cancel.summary.back_penalty_fees', values);
  if (penalty) return t('bookings.cancel.summary.back_penalty', values);
  return fees ? t('bookings.cancel.summary.back_fees', values) : t('bookings.cancel.summary.back', values);
}

/**
 * Cancellation as a quote and a confirmation: the refund under the booking's rule, in the booking's and the
 * display currency, then "confirm" sends the refund the user saw. One request per confirmation whatever the
 * clicks, and a retry reuses its Idempotency-Key, so the booking is cancelled and refunded once.
 */
export function CancelBooking({ booking, onCancelled }: CancelBookingProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const keys = useRef(new IdempotencyKeys());
  const inFlight = useRef(false);
  const [open, setOpen] = useState(false);
  const [changedNotice, setChangedNotice] = useState<string | null>(null);
  const quoteKey = ['bookings', 'cancellation-quote', booking.id] as const;

  const quote = useQuery({
    queryKey: quoteKey,
    queryFn: ({ signal }) => getCancellationQuote(booking.id, signal),
    enabled: open,
    staleTime: 0,
  });

  const cancel = useMutation({
    mutationFn: async (refund: CancellationQuote['refund']) => {
      const cancelled = await cancelBooking({
        id: booking.id,
        acceptedRefund: refund.amount,
        idempotencyKey: keys.current.keyFor({ id: booking.id, accepted: refund.amount }),
      });
      return { cancelled, refund };
    },
    onSuccess: ({ cancelled, refund }) => {
      keys.current.reset();
      setOpen(false);
      onCancelled(cancelled, refund);
    },
    onError: (error) => {
      // The rule moved on (a departure came closer): show the new refund and ask again.
      const fresh = error instanceof ApiError ? (error.problem?.quote as CancellationQuote | undefined) : undefined;
      if (error instanceof ApiError && error.problem?.code === 'refund_changed' && fresh) {
        queryClient.setQueryData(quoteKey, fresh);
        setChangedNotice(error.problem.detail);
      }
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

  function handleConfirm() {
    if (inFlight.current || !quote.data?.allowed) return;
    inFlight.current = true;
    setChangedNotice(null);
    cancel.mutate(quote.data.refund);
  }

  if (!open) {
    return (
      <Button
        variant="secondary"
        className="text-red-800! ring-red-200! hover:bg-red-50!"
        onClick={() => setOpen(true)}
      >
        {booking.status === 'held' ? t('bookings.cancel.open_held') : t('bookings.cancel.open')}
      </Button>
    );
  }

  const q = quote.data;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-red-200 sm:p-5">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
        {t('bookings.cancel.title', { reference: booking.reference })}
      </h3>
      {quote.isPending ? (
        <div className="mt-3 space-y-2" aria-busy="true">
          <p className="sr-only">{t('common.loading')}</p>
          <Placeholder height="1.25rem" />
          <Placeholder height="1.25rem" />
        </div>
      ) : quote.isError ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(quote.error, t)}
        </Alert>
      ) : q ? (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {/* A service may word a rule its own way (`rules_<service>`, e.g. a flight's fare); otherwise the
                general wording. */}
            {t([
              `bookings.cancel.rules_${booking.service}.${q.rule}` as `bookings.cancel.rules.${typeof q.rule}`,
              `bookings.cancel.rules.${q.rule}`,
            ])}
          </p>
          {q.allowed && q.rule !== 'unpaid' ? (
            <p className="mt-1 text-sm font-medium text-slate-900">{quoteSummary(q, t, lang)}</p>
          ) : null}
          {changedNotice ? (
            <Alert tone="info" className="mt-3">
              {changedNotice}
            </Alert>
          ) : null}
          {q.allowed ? (
            <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
              <div className="rounded-xl bg-emerald-50 p-3">
                <dt className="text-emerald-900">{t('bookings.cancel.refund')}</dt>
                <dd className="mt-1 text-lg text-emerald-950">
                  <QuoteAmount price={q.refund} />
                </dd>
              </div>
              <div className="rounded-xl bg-slate-50 p-3">
                <dt className="text-slate-700">{t('bookings.cancel.penalty')}</dt>
                <dd className="mt-1 text-slate-900">
                  <QuoteAmount price={q.penalty} />
                </dd>
              </div>
              <div className="rounded-xl bg-slate-50 p-3">
                <dt className="text-slate-700">{t('bookings.cancel.fees_kept')}</dt>
                <dd className="mt-1 text-slate-900">
                  <QuoteAmount price={q.fees_kept} />
                </dd>
              </div>
            </dl>
          ) : (
            <Alert tone="info" className="mt-3">
              {t('bookings.cancel.not_allowed')}
            </Alert>
          )}
          {q.allowed && q.rule !== 'unpaid' ? (
            <p className="mt-3 text-sm text-slate-700">
              {t('bookings.cancel.refund_to', { currency: q.refund.currency })}
            </p>
          ) : null}
        </>
      ) : null}
      {cancel.isError && !changedNotice ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(cancel.error, t)}
        </Alert>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-3">
        {q?.allowed ? (
          <button type="button" className={DANGER} onClick={handleConfirm} disabled={cancel.isPending}>
            {cancel.isPending ? t('bookings.cancel.cancelling') : t('bookings.cancel.confirm')}
          </button>
        ) : null}
        <Button
          variant="secondary"
          disabled={cancel.isPending}
          onClick={() => {
            setOpen(false);
            setChangedNotice(null);
            cancel.reset();
          }}
        >
          {t('bookings.cancel.keep')}
        </Button>
      </div>
    </section>
  );
}
