import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import type { Price } from '@portal/contracts/flights';
import { Placeholder } from '../../../components/ui/placeholder';
import { formatMoney } from '../../../lib/currency';
import { useLang } from '../../../lib/i18n';
import { useSiteSettings } from '../../../lib/site-settings';
import { walletsQuery } from '../../../lib/wallets';
import { formatInstant } from '../utils/format';
import { chargeIn, fromMinor } from '../utils/money';
import { BIDI_TAGS } from './bidi-tags';

export interface Payment {
  method: 'wallet' | 'hold' | '';
  currency: string;
}

export interface PaymentChoiceProps {
  total: Price;
  /** Until when the rooms can be held unpaid, or null when the rates allow no hold. */
  holdUntil: string | null;
  value: Payment;
  onChange: (value: Payment) => void;
  error?: string | undefined;
}

/** Pay now from one of the user's wallets (what it takes and what is there), or hold until the free-cancellation deadline. */
export function PaymentChoice({ total, holdUntil, value, onChange, error }: PaymentChoiceProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  // Wallets and rates from the same cache entries as the user menu (decision 027).
  const wallets = useQuery(walletsQuery);
  const { data: settings } = useSiteSettings();
  const funded = (wallets.data ?? []).filter((w) => !/^0+$/.test(w.balance_minor));
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <legend className="float-start mb-2 w-full text-lg font-semibold text-slate-900">
        {t('hotels.booking.payment')}
      </legend>
      <div className="clear-both space-y-2">
        {wallets.isPending ? (
          <Placeholder height="3rem" />
        ) : wallets.isError ? (
          <p className="text-sm text-slate-700">{t('hotels.booking.wallets_failed')}</p>
        ) : funded.length === 0 ? (
          <p className="text-sm text-slate-700">{t('hotels.booking.no_wallets')}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {funded.map((wallet) => {
              const code = wallet.currency_name;
              const rate = settings?.currencies.find((c) => c.name === code)?.conversation_rate;
              const charge = chargeIn(total, code, rate);
              const enough = charge !== null && BigInt(wallet.balance_minor) >= charge;
              return (
                <li key={code}>
                  <label
                    className={`flex min-h-16 cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 has-checked:bg-brand-50 has-checked:ring-brand-600 ${enough ? 'ring-slate-300' : 'cursor-not-allowed opacity-60 ring-slate-200'}`}
                  >
                    <input
                      type="radio"
                      name={`${id}-payment`}
                      checked={value.method === 'wallet' && value.currency === code}
                      disabled={!enough}
                      onChange={() => onChange({ method: 'wallet', currency: code })}
                      className="mt-1 size-4.5 accent-brand-700"
                    />
                    <span className="text-sm">
                      <span className="block font-semibold text-slate-900">
                        <Trans i18nKey="hotels.booking.wallet" values={{ currency: code }} components={BIDI_TAGS} />
                      </span>
                      <span className="block text-slate-700">
                        <Trans
                          i18nKey="hotels.booking.balance"
                          values={{ amount: formatMoney(wallet.balance, code, lang) }}
                          components={BIDI_TAGS}
                        />
                      </span>
                      {charge !== null ? (
                        <span className="block text-slate-700" data-testid={`takes-${code}`}>
                          <Trans
                            i18nKey="hotels.booking.takes"
                            values={{ amount: formatMoney(fromMinor(charge, code), code, lang) }}
                            components={BIDI_TAGS}
                          />
                        </span>
                      ) : null}
                      {!enough ? (
                        <span className="block font-semibold text-red-800">{t('hotels.booking.not_enough')}</span>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {holdUntil ? (
          <label className="flex min-h-14 cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ring-slate-300 has-checked:bg-amber-50 has-checked:ring-amber-500">
            <input
              type="radio"
              name={`${id}-payment`}
              checked={value.method === 'hold'}
              onChange={() => onChange({ method: 'hold', currency: '' })}
              className="mt-1 size-4.5 accent-brand-700"
            />
            <span className="text-sm">
              <span className="block font-semibold text-slate-900">{t('hotels.booking.hold')}</span>
              <span className="block text-slate-700">
                {t('hotels.booking.hold_until', { date: formatInstant(holdUntil, lang) })}
              </span>
            </span>
          </label>
        ) : (
          <p className="text-sm text-slate-600">{t('hotels.booking.no_hold')}</p>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
