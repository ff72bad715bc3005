import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { fillScale } from '../../../lib/form-errors';

export interface LimitsValues {
  limits: Array<{ currency: string; monthly: string }>;
}

export interface LimitsFieldProps<T extends LimitsValues, U = T> {
  control: Control<T, unknown, U>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Currency codes that can carry a limit. */
  currencies: string[];
}

/** Optional monthly spending limits, one per currency; no row means no limit in that currency. */
export function LimitsField<T extends LimitsValues, U>(props: LimitsFieldProps<T, U>) {
  // The generic form narrows to the shared part; react-hook-form's path types need the concrete shape.
  const { control, register, errors, currencies } = props as unknown as LimitsFieldProps<LimitsValues>;
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'limits' });
  const rows = useWatch({ control, name: 'limits' }) ?? [];
  const used = new Set(rows.map((r) => r.currency));
  const next = currencies.find((c) => !used.has(c));

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{t('sub_users.limits.title')}</legend>
      <p className="mt-1 text-sm text-slate-600">{t('sub_users.limits.hint')}</p>
      <ul className="mt-3 space-y-3">
        {fields.map((field, i) => {
          const rowCurrency = rows[i]?.currency ?? '';
          return (
            <li key={field.id} className="grid grid-cols-[7rem_1fr_auto] items-start gap-3">
              <SelectField
                label={t('sub_users.limits.currency')}
                options={currencies.map((c) => ({ value: c, label: c, disabled: c !== rowCurrency && used.has(c) }))}
                error={errors.limits?.[i]?.currency?.message}
                {...register(`limits.${i}.currency`)}
              />
              <TextField
                label={t('sub_users.limits.monthly', { currency: rowCurrency })}
                inputMode="decimal"
                dir="ltr"
                autoComplete="off"
                error={fillScale(errors.limits?.[i]?.monthly?.message, rowCurrency)}
                {...register(`limits.${i}.monthly`)}
              />
              <Button
                variant="ghost"
                className="mt-7"
                onClick={() => remove(i)}
                aria-label={t('sub_users.limits.remove', { currency: rowCurrency })}
              >
                {t('sub_users.limits.remove_short')}
              </Button>
            </li>
          );
        })}
      </ul>
      {next ? (
        <Button variant="secondary" className="mt-3" onClick={() => append({ currency: next, monthly: '' })}>
          {t('sub_users.limits.add')}
        </Button>
      ) : null}
    </fieldset>
  );
}
