import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { scaleOf } from '@portal/contracts/currency-constants';
import { Amount } from '../../components/ui/bidi';
import { Placeholder } from '../../components/ui/placeholder';
import { formatMoney } from '../../lib/currency';
import { localeOf, useLang } from '../../lib/i18n';
import { fromMinor } from '../../lib/money';
import type { PaymentField } from './use-payment-field';
import type { PaymentOption } from './use-payment-options';

export interface HoldTexts {
  /** The hold option's name ("Hold the seats and pay later"). */
  label: string;
  /** Until when the hold keeps it, with the date written in ("…until 2 Jan 2030, 03:00"). */
  until: string;
  /** Why there is no hold ("This fare cannot be held…"). */
  none: string;
}

export interface PaymentChoiceProps {
  /** The form's payment field (`usePaymentField`). */
  field: PaymentField;
  /** The payment deadline of a hold made now, or null when this booking cannot be held. */
  holdUntil: string | null;
  /** The service's words for its hold (seats, rooms…). */
  hold: HoldTexts;
}

const isZero = (option: PaymentOption) => option.balanceMinor === 0n;

/**
 * Pay now from a wallet (what the booking takes from each, and, for a user who may see them, the balance and
 * what is missing), or hold and pay later. A sub-user who may pay but not see the wallets is offered the
 * wallets that can pay, without their balances.
 */
export function PaymentChoice({ field, holdUntil, hold }: PaymentChoiceProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const { options: payment, value, choose: onChange, error } = field;
  const { options } = payment;
  const balancesKnown = options?.some((o) => o.balance !== null) ?? false;
  // Wallets with nothing in them are named once, not offered one by one; without balances, only those that can pay.
  const offered = options?.filter((o) => (balancesKnown ? !isZero(o) : o.enough)) ?? [];
  const empty = balancesKnown ? (options?.filter(isZero) ?? []) : [];
  const money = (minor: bigint, code: string) => formatMoney(fromMinor(minor, scaleOf(code)), code, lang);

  let wallets;
  if (payment.refused) {
    wallets = <p className="text-sm text-slate-700">{payment.refused}</p>;
  } else if (options === undefined) {
    wallets = payment.failed ? (
      <p className="text-sm text-slate-700">{t('checkout.wallets_failed')}</p>
    ) : (
      <Placeholder height="3rem" />
    );
  } else if (options.length === 0) {
    wallets = <p className="text-sm text-slate-700">{t('checkout.no_wallets')}</p>;
  } else if (offered.length === 0) {
    wallets = balancesKnown ? null : <p className="text-sm text-slate-700">{t('checkout.none_enough')}</p>;
  } else {
    wallets = (
      <ul className="grid gap-2 sm:grid-cols-2">
        {offered.map((option) => {
          const code = option.currency;
          const missing =
            !option.enough && option.balanceMinor !== null ? option.chargeMinor - option.balanceMinor : null;
          return (
            <li key={code}>
              <label
                className={`flex h-full cursor-pointer items-start gap-3 rounded-xl p-3.5 ring-1 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 ${
                  option.enough ? 'ring-slate-300' : 'cursor-not-allowed bg-slate-50 ring-slate-200'
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-payment`}
                  value={`wallet:${code}`}
                  checked={value.method === 'wallet' && value.currency === code}
                  disabled={!option.enough}
                  aria-describedby={`${id}-${code}`}
                  onChange={() => onChange({ method: 'wallet', currency: code })}
                  className="mt-1 size-5 accent-brand-700"
                />
                <span className="min-w-0 text-sm">
                  <span className="block font-semibold text-slate-900">
                    {t('checkout.wallet_option', { currency: code })}
                  </span>
                  <span id={`${id}-${code}`} className="block text-slate-700">
                    {option.balance !== null ? (
                      <span className="block">
                        <Trans
                          i18nKey="checkout.wallet_balance"
                          values={{ amount: formatMoney(option.balance, code, lang) }}
                          components={{ amount: <Amount /> }}
                        />
                      </span>
                    ) : null}
                    <span className="block" data-testid={`takes-${code}`}>
                      <Trans
                        i18nKey="checkout.wallet_charge"
                        values={{ amount: formatMoney(option.charge, code, lang) }}
                        components={{ amount: <Amount className="font-semibold" /> }}
                      />
                    </span>
                    {missing !== null ? (
                      <span className="mt-1 block font-medium text-red-800">
                        <Trans
                          i18nKey="checkout.wallet_short"
                          values={{ amount: money(missing, code) }}
                          components={{ amount: <Amount /> }}
                        />
                      </span>
                    ) : null}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <legend className="float-start mb-4 w-full text-lg font-semibold text-slate-900">{t('checkout.payment')}</legend>
      <div className="clear-both space-y-3">
        <p className="text-sm font-semibold text-slate-800">{t('checkout.pay_wallet')}</p>
        {wallets}
        {empty.length > 0 ? (
          <p className="text-sm text-slate-600">
            {t('checkout.empty_wallets', {
              currencies: new Intl.ListFormat(localeOf(lang), { type: 'conjunction' }).format(
                empty.map((o) => o.currency),
              ),
            })}
          </p>
        ) : null}
        {holdUntil ? (
          <label className="flex cursor-pointer items-start gap-3 rounded-xl p-3.5 ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600">
            <input
              type="radio"
              name={`${id}-payment`}
              value="hold"
              checked={value.method === 'hold'}
              aria-describedby={`${id}-hold`}
              onChange={() => onChange({ method: 'hold', currency: '' })}
              className="mt-1 size-5 accent-brand-700"
            />
            <span className="text-sm">
              <span className="block font-semibold text-slate-900">{hold.label}</span>
              <span id={`${id}-hold`} className="block text-slate-700">
                {hold.until}
              </span>
            </span>
          </label>
        ) : (
          <p className="text-sm text-slate-700">{hold.none}</p>
        )}
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
