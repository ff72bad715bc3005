import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translate } from '@portal/contracts/messages';
import { TOPUP_METHODS, TopupBodySchema, type Topup, type TopupBody } from '@portal/contracts/topups';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { formatMoney } from '../../../lib/currency';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorsOf, fillScale } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/forms';
import { useLang } from '../../../lib/i18n';
import { IdempotencyKeys } from '../../../lib/idempotency';
import { requestTopup, topupQuoteQuery } from '../api/topups';
import { MAX_RECEIPT_BYTES, RECEIPT_TYPES, uploadReceipt } from '../api/upload-receipt';
import { useDebounced } from '../hooks/use-debounced';
import { PayeeDetails } from './payee-details';
import { ReceiptField } from './receipt-field';

const AMOUNT = /^\d{1,15}(\.\d{1,6})?$/;
const FIELDS = ['amount', 'method', 'reference', 'note'] as const;

export interface TopupFormProps {
  currency: string;
  onRequested: (topup: Topup) => void;
}

/**
 * A recharge request: method, amount, the transfer's reference and a receipt image. The fee, tax and the
 * amount credited come from the server's quote as the user types; "send request" files it for staff.
 */
export function TopupForm({ currency, onRequested }: TopupFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const quoteId = useId();
  const keys = useRef(new IdempotencyKeys());
  const inFlight = useRef(false);
  const uploaded = useRef<{ file: File; id: string } | null>(null);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<Topup | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TopupBody>({
    resolver: contractResolver(TopupBodySchema, lang),
    defaultValues: { currency, amount: '', method: 'bank_transfer', reference: '', receipt_upload_id: null, note: '' },
  });
  const [amount, method] = useWatch({ control, name: ['amount', 'method'] });
  const settled = useDebounced({ currency, amount: amount.trim(), method });
  const quote = useQuery(topupQuoteQuery(AMOUNT.test(settled.amount) && Number(settled.amount) > 0 ? settled : null));

  function handleReceipt(file: File | null) {
    setReceiptError(undefined);
    if (file && (!RECEIPT_TYPES.includes(file.type) || file.size > MAX_RECEIPT_BYTES)) {
      setReceiptError(translate('upload_invalid', lang));
      setReceipt(null);
      return;
    }
    setReceipt(file);
  }

  async function handleSend(values: TopupBody) {
    // A second click before the first answer sends nothing more.
    if (inFlight.current || receiptError) return;
    inFlight.current = true;
    setFormError(null);
    setSent(null);
    try {
      let receiptId: string | null = null;
      if (receipt) {
        // One upload per chosen file, even if sending is retried.
        if (uploaded.current?.file !== receipt)
          uploaded.current = { file: receipt, id: (await uploadReceipt(receipt)).id };
        receiptId = uploaded.current.id;
      }
      const body: TopupBody = { ...values, currency, receipt_upload_id: receiptId };
      const topup = await requestTopup(body, keys.current.keyFor(body));
      keys.current.reset();
      uploaded.current = null;
      setReceipt(null);
      reset({ currency, amount: '', method: values.method, reference: '', receipt_upload_id: null, note: '' });
      setSent(topup);
      onRequested(topup);
    } catch (error) {
      for (const { field, message } of fieldErrorsOf(error)) {
        if (field === 'file' || field === 'receipt_upload_id') setReceiptError(message);
        const known = FIELDS.find((name) => name === field);
        if (known) setError(known, { message: fillScale(message, currency) });
      }
      setFormError(errorMessage(error, t));
    } finally {
      inFlight.current = false;
    }
  }

  const reference = t(`my_wallet.topup.reference_by_method.${method}`);
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(handleSend)(event)} className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {sent ? (
        <Alert tone="success">
          {t('my_wallet.topup.sent', { amount: formatMoney(sent.credited, sent.currency, lang) })}
        </Alert>
      ) : null}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('my_wallet.topup.method')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {TOPUP_METHODS.map((m) => (
            <label
              key={m}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl bg-white px-3 py-2.5 text-sm ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600"
            >
              <input type="radio" value={m} {...register('method')} className="size-4 accent-brand-700" />
              <span>
                <span className="block font-semibold text-slate-900">{t(`my_wallet.methods.${m}`)}</span>
                <span className="block text-xs text-slate-600">{t(`my_wallet.method_hints.${m}`)}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.method?.message ? (
          <p className="mt-1.5 text-sm font-medium text-red-700">{errors.method.message}</p>
        ) : null}
      </fieldset>
      <PayeeDetails
        method={method}
        title={method === 'cash_office' ? t('my_wallet.payee.title_cash') : t('my_wallet.payee.title')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('my_wallet.topup.amount', { currency })}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          required
          aria-describedby={quoteId}
          error={fillScale(errors.amount?.message, currency)}
          {...register('amount')}
        />
        <TextField
          label={reference}
          dir="ltr"
          autoComplete="off"
          required
          hint={t('my_wallet.topup.reference_hint')}
          error={errors.reference?.message}
          {...register('reference')}
        />
      </div>
      <div id={quoteId} aria-live="polite" className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <h3 className="text-sm font-semibold text-slate-900">{t('my_wallet.topup.quote_title')}</h3>
        {quote.data ? (
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-slate-600">{t('my_wallet.topup.you_send')}</dt>
              <dd className="font-semibold text-slate-900">
                <Money amount={quote.data.amount} currency={quote.data.currency} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('my_wallet.topup.fee', { percent: quote.data.fee_percent })}</dt>
              <dd className="font-semibold text-slate-900">
                <Money amount={quote.data.fee} currency={quote.data.currency} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('my_wallet.topup.tax')}</dt>
              <dd className="font-semibold text-slate-900">
                <Money amount={quote.data.tax} currency={quote.data.currency} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('my_wallet.topup.credited')}</dt>
              <dd className="font-semibold text-emerald-800">
                <Money amount={quote.data.credited} currency={quote.data.currency} />
              </dd>
            </div>
          </dl>
        ) : quote.isError ? (
          <p className="mt-1 text-sm text-red-800">
            {fillScale(fieldErrorsOf(quote.error)[0]?.message, currency) ?? errorMessage(quote.error, t)}
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-600">
            {quote.isFetching ? t('my_wallet.topup.quoting') : t('my_wallet.topup.quote_hint')}
          </p>
        )}
      </div>
      <ReceiptField file={receipt} error={receiptError} disabled={isSubmitting} onChange={handleReceipt} />
      <TextAreaField
        label={t('my_wallet.topup.note')}
        className="[&_textarea]:min-h-20"
        maxLength={500}
        error={errors.note?.message}
        {...register('note')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? t('my_wallet.topup.sending') : t('my_wallet.topup.send')}
      </Button>
    </form>
  );
}
