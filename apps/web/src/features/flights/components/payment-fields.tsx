import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { scaleOf } from '@portal/contracts/currency-constants';
import { Placeholder } from '../../../components/ui/placeholder';
import { formatMoney } from '../../../lib/currency';
import { localeOf, useLang } from '../../../lib/i18n';
import { formatInstant } from '../utils/format';
import { fromMinor, toMinor, type WalletOption } from '../utils/wallet-charge';
import { Amount } from './amount';
import { FIELD_ERROR } from './field-styles';

export interface PaymentChoice {
  method: 'wallet' | 'hold' | '';
  currency: string;
}

export interface PaymentFieldsProps {
  value: PaymentChoice;
  onChange: (value: PaymentChoice) => void;
  options: WalletOption[] | undefined;
  walletsFailed: boolean;
  /** The payment deadline of a hold booked now, or null when the fare cannot be held. */
  holdUntil: string | null;
  error?: string | undefined;
}

/** Pay now from a wallet of the user's choice (balance shown, a short balance explained) or hold and pay later. */
export function PaymentFields({ value, onChange, options, walletsFailed, holdUntil, error }: PaymentFieldsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  // Wallets with nothing in them are named once, not offered one by one.
  const funded = options?.filter((o) => !/^0+$/.test(o.wallet.balance_minor)) ?? [];
  const empty = options?.filter((o) => /^0+$/.test(o.wallet.balance_minor)) ?? [];
  const money = (minor: bigint, code: string) => formatMoney(fromMinor(minor, scaleOf(code)), code, lang);

  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <legend className="float-start mb-4 w-full text-lg font-semibold text-slate-900">
        {t('flights.booking.payment')}
      </legend>
      <div className="clear-both space-y-3">
        <p className="text-sm font-semibold text-slate-800">{t('flights.booking.pay_wallet')}</p>
        {options === undefined ? (
          walletsFailed ? (
            <p className="text-sm text-slate-700">{t('flights.booking.wallets_failed')}</p>
          ) : (
            <Placeholder height="3rem" />
          )
        ) : options.length === 0 ? (
          <p className="text-sm text-slate-700">{t('flights.booking.no_wallets')}</p>
        ) : funded.length === 0 ? null : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {funded.map(({ wallet, charge, enough }) => {
              const code = wallet.currency_name;
              const checked = value.method === 'wallet' && value.currency === code;
              const missing = charge !== null && !enough ? charge - toMinor(wallet.balance, scaleOf(code)) : null;
              return (
                <li key={code}>
                  <label
                    className={`flex h-full cursor-pointer items-start gap-3 rounded-xl p-3.5 ring-1 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 ${
                      enough ? 'ring-slate-300' : 'cursor-not-allowed bg-slate-50 ring-slate-200'
                    }`}
                  >
                    <input
                      type="radio"
                      name={`${id}-payment`}
                      value={`wallet:${code}`}
                      checked={checked}
                      disabled={!enough}
                      aria-describedby={`${id}-${code}`}
                      onChange={() => onChange({ method: 'wallet', currency: code })}
                      className="mt-1 size-5 accent-brand-700"
                    />
                    <span className="min-w-0 text-sm">
                      <span className="block font-semibold text-slate-900">
                        {t('flights.booking.wallet_option', { currency: code })}
                      </span>
                      <span id={`${id}-${code}`} className="block text-slate-700">
                        <span className="block">
                          <Trans
                            i18nKey="flights.booking.wallet_balance"
                            values={{ amount: formatMoney(wallet.balance, code, lang) }}
                            components={{ amount: <Amount /> }}
                          />
                        </span>
                        {charge !== null ? (
                          <span className="block">
                            <Trans
                              i18nKey="flights.booking.wallet_charge"
                              values={{ amount: money(charge, code) }}
                              components={{ amount: <Amount className="font-semibold" /> }}
                            />
                          </span>
                        ) : null}
                        {missing !== null ? (
                          <span className="mt-1 block font-medium text-red-800">
                            <Trans
                              i18nKey="flights.booking.wallet_short"
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
        )}
        {empty.length > 0 ? (
          <p className="text-sm text-slate-600">
            {t('flights.booking.empty_wallets', {
              currencies: new Intl.ListFormat(localeOf(lang), { type: 'conjunction' }).format(
                empty.map((o) => o.wallet.currency_name),
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
              <span className="block font-semibold text-slate-900">{t('flights.booking.pay_hold')}</span>
              <span id={`${id}-hold`} className="block text-slate-700">
                {t('flights.booking.hold_until', { date: formatInstant(holdUntil, lang) })}
              </span>
            </span>
          </label>
        ) : (
          <p className="text-sm text-slate-700">{t('flights.booking.no_hold')}</p>
        )}
        {error ? (
          <p id={`${id}-error`} role="alert" className={FIELD_ERROR}>
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
