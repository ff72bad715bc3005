import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UpdateAgencySettingsBody } from '@portal/contracts/agency';
import { SERVICES, type Service } from '@portal/contracts/services';
import { useServiceName } from '../../../lib/services';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { fillScale } from '../../../lib/form-errors';
import type { AgencyFormValues } from '../utils/markup-form';

export interface MarkupFieldsProps {
  control: Control<AgencyFormValues, unknown, UpdateAgencySettingsBody>;
  register: UseFormRegister<AgencyFormValues>;
  errors: FieldErrors<AgencyFormValues>;
  currencies: string[];
}

function MarkupRowFields({ service, control, register, errors, currencies }: MarkupFieldsProps & { service: Service }) {
  const { t } = useTranslation();
  const name = useServiceName();
  const type = useWatch({ control, name: `markups.${service}.type` });
  const rowErrors = errors.markups?.[service];
  return (
    <li className="grid gap-3 border-b border-slate-100 py-4 md:grid-cols-[14rem_1fr] md:items-start">
      <SelectField
        label={name(service)}
        options={[
          { value: 'none', label: t('agency.types.none') },
          { value: 'percent', label: t('agency.types.percent') },
          { value: 'fixed', label: t('agency.types.fixed') },
        ]}
        {...register(`markups.${service}.type`)}
      />
      {type === 'percent' ? (
        <TextField
          className="max-w-48"
          label={t('agency.percent')}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          error={fillScale(rowErrors?.percent?.message, 'USD')}
          {...register(`markups.${service}.percent`)}
        />
      ) : type === 'fixed' ? (
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('agency.fixed_amounts')}</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {currencies.map((currency) => (
              <TextField
                key={currency}
                label={currency}
                inputMode="decimal"
                dir="ltr"
                autoComplete="off"
                error={fillScale(rowErrors?.amounts?.[currency]?.message, currency)}
                {...register(`markups.${service}.amounts.${currency}`)}
              />
            ))}
          </div>
          <p className="mt-1.5 text-sm text-slate-600">{t('agency.fixed_hint')}</p>
        </fieldset>
      ) : null}
    </li>
  );
}

/** A markup per service: none, a percentage of the net price, or a fixed amount per currency. */
export function MarkupFields(props: MarkupFieldsProps) {
  return (
    <ul className="grid gap-x-10 xl:grid-cols-2">
      {SERVICES.map((service) => (
        <MarkupRowFields key={service} service={service} {...props} />
      ))}
    </ul>
  );
}
