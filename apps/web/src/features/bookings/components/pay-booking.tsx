import { useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { usePaymentOptions } from '../../../kit/checkout/use-payment-options';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useLang } from '../../../lib/i18n';
import { IdempotencyKeys } from '../../../lib/idempotency';
import { payBooking } from '../api/pay-booking';

export interface PayBookingProps {
  booking: Booking;
  onPaid: (booking: Booking) => void;
}

/**
 * Pays a held booking from a chosen wallet before its deadline, at today's rate: the wallets that can pay it,
 * with what it takes from each as the server charges it (and their balances, for a user who may see them).
 */
export function PayBooking({ booking, onPaid }: PayBookingProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const legendId = useId();
  const keys = useRef(new IdempotencyKeys());
  const inFlight = useRef(false);
  const wallets = usePaymentOptions(booking.total);
  const choices = wallets.options?.filter((o) => o.enough) ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const codes = choices.map((o) => o.currency);
  const currency =
    picked && codes.includes(picked)
      ? picked
      : (codes.find((c) => c === booking.payment.currency) ?? codes.find((c) => c === 'IQD') ?? codes[0] ?? '');

  const pay = useMutation({
    mutationFn: (code: string) =>
      payBooking({ id: booking.id, currency: code, idempotencyKey: keys.current.keyFor({ id: booking.id, code }) }),
    onSuccess: (paid) => {
      keys.current.reset();
      void wallets.refresh();
      onPaid(paid);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  function handlePay() {
    // A double click sends one request (and the key makes a retried one harmless).
    if (inFlight.current || !currency) return;
    inFlight.current = true;
    pay.mutate(currency);
  }

  const deadline = booking.hold_expires_at;
  return (
    <section aria-labelledby={legendId} className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-5">
      <h3 id={legendId} className="text-lg font-semibold text-amber-950">
        {t('bookings.pay.title')}
      </h3>
      {deadline ? (
        <p className="mt-1 text-sm text-amber-950">
          {t('bookings.pay.deadline', {
            deadline: formatDateTime(deadline, lang, { dateStyle: 'full', timeStyle: 'short' }),
          })}
        </p>
      ) : null}
      {pay.isError ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(pay.error, t)}
        </Alert>
      ) : null}
      {wallets.refused ? (
        <p className="mt-4 text-sm font-medium text-slate-900">{wallets.refused}</p>
      ) : wallets.options && choices.length === 0 ? (
        <p className="mt-4 text-sm font-medium text-slate-900">
          {t('bookings.pay.not_enough')}{' '}
          <Link to="/wallet" className="font-semibold text-brand-800 underline">
            {t('bookings.pay.recharge')}
          </Link>
        </p>
      ) : null}
      <fieldset className={choices.length === 0 ? 'hidden' : 'mt-4'}>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('bookings.pay.choose_wallet')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {choices.map(({ currency: code, charge, balance }) => {
            return (
              <label
                key={code}
                className="flex cursor-pointer items-start gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 has-checked:ring-2 has-checked:ring-brand-600"
              >
                <input
                  type="radio"
                  name={`pay-${booking.id}`}
                  value={code}
                  checked={currency === code}
                  disabled={pay.isPending}
                  onChange={() => setPicked(code)}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span className="text-sm">
                  <span className="block font-semibold text-slate-900">
                    {t('bookings.pay.wallet', { currency: code })}
                  </span>
                  <span className="block text-slate-700">
                    {t('bookings.pay.you_pay')} <Money amount={charge} currency={code} />
                  </span>
                  {balance !== null ? (
                    <span className="block text-slate-600">
                      {t('bookings.pay.balance')} <Money amount={balance} currency={code} />
                    </span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Button className="mt-4" onClick={handlePay} disabled={!currency || pay.isPending}>
        {pay.isPending ? t('bookings.pay.paying') : t('bookings.pay.submit', { currency })}
      </Button>
    </section>
  );
}
