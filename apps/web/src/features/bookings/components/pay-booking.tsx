import { useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import type { Currency } from '@portal/contracts/currencies';
import type { Wallet } from '@portal/contracts/wallets';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useLang } from '../../../lib/i18n';
import { IdempotencyKeys } from '../../../lib/idempotency';
import { payBooking } from '../api/pay-booking';
import { iqdToCurrencyUp } from '../utils/money';

export interface PayBookingProps {
  booking: Booking;
  /** The account's wallets, or undefined when the user may not see them (then any currency can be chosen). */
  wallets: Wallet[] | undefined;
  currencies: Currency[];
  onPaid: (booking: Booking) => void;
}

/** Pays a held booking from a chosen wallet before its deadline, at today's rate. */
export function PayBooking({ booking, wallets, currencies, onPaid }: PayBookingProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const legendId = useId();
  const keys = useRef(new IdempotencyKeys());
  const inFlight = useRef(false);
  const amountIn = (code: string) => {
    const currency = currencies.find((c) => c.name === code);
    return currency ? iqdToCurrencyUp(booking.total.iqd, currency) : Number.NaN;
  };
  const enough = (code: string) => {
    const wallet = wallets?.find((w) => w.currency_name === code);
    return !wallet || Number(wallet.balance) >= amountIn(code);
  };
  // Wallets that can pay it (or, when the user may not see balances, every currency).
  const choices = (wallets?.map((w) => w.currency_name) ?? currencies.map((c) => c.name)).filter(
    (code) => currencies.some((c) => c.name === code) && enough(code),
  );
  const [picked, setPicked] = useState<string | null>(null);
  const currency =
    picked && choices.includes(picked)
      ? picked
      : (choices.find((c) => c === booking.payment.currency) ?? choices.find((c) => c === 'IQD') ?? choices[0] ?? '');

  const pay = useMutation({
    mutationFn: (code: string) =>
      payBooking({ id: booking.id, currency: code, idempotencyKey: keys.current.keyFor({ id: booking.id, code }) }),
    onSuccess: (paid) => {
      keys.current.reset();
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
      {choices.length === 0 ? (
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
          {choices.map((code) => {
            const wallet = wallets?.find((w) => w.currency_name === code);
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
                    {t('bookings.pay.you_pay')} ≈ <Money amount={amountIn(code)} currency={code} />
                  </span>
                  {wallet ? (
                    <span className="block text-slate-600">
                      {t('bookings.pay.balance')} <Money amount={wallet.balance} currency={code} />
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
