import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AdjustmentBodySchema, type Adjustment, type AdjustmentBody } from '@portal/contracts/admin-money';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextAreaField, TextField } from '../../../../components/ui/text-field';
import { fillScale } from '../../../../lib/form-errors';
import { contractResolver } from '../../../../lib/forms';
import { IdempotencyKeys } from '../../../../lib/idempotency';
import { useLang } from '../../../../lib/i18n';
import { adjustWallet } from '../../api/money';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { applyServerErrors } from '../../utils/server-errors';

const FIELDS = new Set(['direction', 'amount', 'reason']);

/** A manual credit or debit of one wallet, with its reason (required); the ledger refuses a negative balance. */
export function AdjustmentForm({
  accountId,
  currency,
  onDone,
}: {
  accountId: string;
  currency: string;
  onDone: (adjustment: Adjustment) => void;
}) {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const keys = useRef(new IdempotencyKeys());
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<Adjustment | null>(null);
  const form = useForm<AdjustmentBody>({
    resolver: contractResolver(AdjustmentBodySchema, lang) as never,
    defaultValues: { account_id: accountId, currency, direction: 'credit', amount: '', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function handleSubmit(values: AdjustmentBody) {
    setProblem(null);
    setDone(null);
    try {
      const result = await adjustWallet(values, keys.current.keyFor(values));
      keys.current.reset();
      setDone(result);
      form.reset({ ...values, amount: '', reason: '' });
      onDone(result);
    } catch (error) {
      applyServerErrors(error, form.setError, (f) => FIELDS.has(f));
      setProblem(errorText(error));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(handleSubmit)(event)} className="space-y-4">
      {done ? <Alert tone="success">{t('adjust.done', { balance: `${done.balance} ${done.currency}` })}</Alert> : null}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('adjust.direction')}
          options={[
            { value: 'credit', label: t('adjust.credit') },
            { value: 'debit', label: t('adjust.debit') },
          ]}
          error={errors.direction?.message}
          {...form.register('direction')}
        />
        <TextField
          label={t('adjust.amount', { currency })}
          inputMode="decimal"
          autoComplete="off"
          error={fillScale(errors.amount?.message, currency)}
          {...form.register('amount')}
        />
      </div>
      <TextAreaField
        label={t('adjust.reason')}
        hint={t('adjust.reason_hint')}
        error={errors.reason?.message}
        className="[&_textarea]:min-h-20"
        {...form.register('reason')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('adjust.saving') : t('adjust.submit')}
      </Button>
    </form>
  );
}
