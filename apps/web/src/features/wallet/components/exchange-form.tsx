import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ExchangeBodySchema,
  type ExchangeBody,
  type ExchangeQuote,
  type ExchangeResult,
} from '@portal/contracts/wallets';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/currency';
import { formatRate } from '../../../lib/money';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorsOf, fillScale } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/forms';
import { useLang } from '../../../lib/i18n';
import { IdempotencyKeys } from '../../../lib/idempotency';
import { exchange, quoteExchange } from '../api/exchange';

const FIELDS = ['from_currency', 'to_currency', 'amount'] as const;

export interface ExchangeFormProps {
  /** The account's wallet currencies. */
  currencies: string[];
  defaultFrom: string;
  onExchanged: (result: ExchangeResult) => void;
}

/** Moves money between the account's own wallets at the published rate: quote first, then confirm. */
export function ExchangeForm({ currencies, defaultFrom, onExchanged }: ExchangeFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const keys = useRef(new IdempotencyKeys());
  const inFlight = useRef(false);
  const [quote, setQuote] = useState<{ body: ExchangeBody; quote: ExchangeQuote } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [rateNotice, setRateNotice] = useState<string | null>(null);
  const [done, setDone] = useState<ExchangeResult | null>(null);
  const defaultTo = currencies.find((c) => c !== defaultFrom) ?? '';
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ExchangeBody>({
    resolver: contractResolver(ExchangeBodySchema, lang),
    defaultValues: { from_currency: defaultFrom, to_currency: defaultTo, amount: '' },
  });
  const [from, to, amount] = useWatch({ control, name: ['from_currency', 'to_currency', 'amount'] });
  // A quote belongs to what was typed; any change asks for a new one.
  const current =
    quote && quote.body.from_currency === from && quote.body.to_currency === to && quote.body.amount === amount.trim()
      ? quote
      : null;

  function showErrors(error: unknown) {
    for (const { field, message } of fieldErrorsOf(error)) {
      const known = FIELDS.find((name) => name === field);
      if (known) setError(known, { message: fillScale(message, from) });
    }
    setFormError(errorMessage(error, t));
  }

  async function handleQuote(values: ExchangeBody) {
    setFormError(null);
    setDone(null);
    try {
      setRateNotice(null);
      setQuote({ body: values, quote: await quoteExchange(values) });
    } catch (error) {
      showErrors(error);
    }
  }

  async function handleConfirm() {
    if (!current || inFlight.current) return;
    inFlight.current = true;
    setConfirming(true);
    setFormError(null);
    setRateNotice(null);
    // The credit shown is the one confirmed: if the rate moved meanwhile, the server refuses and quotes again.
    const body = { ...current.body, accepted_credit: current.quote.credit };
    try {
      const result = await exchange(body, keys.current.keyFor(body));
      keys.current.reset();
      setQuote(null);
      setDone(result);
      reset({ from_currency: current.body.from_currency, to_currency: current.body.to_currency, amount: '' });
      onExchanged(result);
    } catch (error) {
      const fresh = error instanceof ApiError ? (error.problem?.quote as ExchangeQuote | undefined) : undefined;
      if (error instanceof ApiError && error.problem?.code === 'rate_changed' && fresh) {
        // Show the new amounts in place of the old ones; confirming again accepts them.
        setQuote({ body: current.body, quote: fresh });
        setRateNotice(error.problem.detail);
      } else {
        showErrors(error);
      }
    } finally {
      inFlight.current = false;
      setConfirming(false);
    }
  }

  if (currencies.length < 2) return <p className="text-sm text-slate-700">{t('my_wallet.exchange.one_wallet')}</p>;
  const options = currencies.map((c) => ({ value: c, label: c }));
  return (
    <form noValidate onSubmit={handleSubmit(handleQuote)} className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {done ? (
        <Alert tone="success">
          {t('my_wallet.exchange.done', {
            debit: formatMoney(done.debit, done.from_currency, lang),
            credit: formatMoney(done.credit, done.to_currency, lang),
          })}
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('my_wallet.exchange.from')}
          options={options}
          error={errors.from_currency?.message}
          {...register('from_currency')}
        />
        <SelectField
          label={t('my_wallet.exchange.to')}
          options={options}
          error={errors.to_currency?.message}
          {...register('to_currency')}
        />
        <TextField
          label={t('my_wallet.exchange.amount', { currency: from })}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          required
          error={fillScale(errors.amount?.message, from)}
          {...register('amount')}
        />
      </div>
      {current ? (
        <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" aria-live="polite">
          {rateNotice ? (
            <Alert tone="info" className="mb-3">
              {rateNotice}
            </Alert>
          ) : null}
          <h3 className="text-sm font-semibold text-slate-900">{t('my_wallet.exchange.quote_title')}</h3>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-slate-600">{t('my_wallet.exchange.debit')}</dt>
              <dd className="font-semibold text-slate-900">
                <Money amount={current.quote.debit} currency={current.quote.from_currency} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('my_wallet.exchange.fee')}</dt>
              <dd className="font-semibold text-slate-900">
                <Money amount={current.quote.fee} currency={current.quote.from_currency} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('my_wallet.exchange.credit')}</dt>
              <dd className="font-semibold text-emerald-800">
                <Money amount={current.quote.credit} currency={current.quote.to_currency} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('my_wallet.exchange.rate')}</dt>
              <dd className="font-semibold text-slate-900">
                <bdi dir="ltr">
                  1 {current.quote.from_currency} = {formatRate(current.quote.rate, lang)} {current.quote.to_currency}
                </bdi>
              </dd>
            </div>
          </dl>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={() => void handleConfirm()} disabled={confirming}>
              {confirming ? t('my_wallet.exchange.exchanging') : t('my_wallet.exchange.confirm')}
            </Button>
            <Button variant="secondary" disabled={confirming} onClick={() => setQuote(null)}>
              {t('my_wallet.exchange.change')}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          {isSubmitting ? t('my_wallet.exchange.quoting') : t('my_wallet.exchange.get_quote')}
        </Button>
      )}
    </form>
  );
}
