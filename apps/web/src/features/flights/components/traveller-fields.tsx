import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PassengerType } from '@portal/contracts/flights';
import { SearchableField } from '../../../components/ui/searchable-field';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { useLang } from '../../../lib/i18n';
import { ageDate, ageOn } from '../utils/age';
import type { BookingFormValues } from '../utils/booking-form';
import { earliestPassportExpiry, type TravelDates } from '../utils/booking-rules';
import { countryOptions } from '../utils/countries';
import { formatDate } from '../utils/format';
import { addDays, isIsoDate, localToday } from '../utils/search-rules';
import { DateField } from '../../../components/ui/date-field';
import { FIELD_ERROR, FIELD_LABEL } from '../../../components/ui/field-styles';
import { ImageUploadField } from '../../../components/ui/image-upload-field';

export interface TravellerFieldsProps {
  index: number;
  type: PassengerType;
  /** The number of this traveller among those of the same type. */
  number: number;
  dates: TravelDates;
  onBusyChange: (busy: boolean) => void;
}

/** Where the calendar opens for an empty date of birth: a typical age of the passenger type. */
const TYPICAL_AGE: Record<PassengerType, number> = { adult: 30, child: 6, infant: 1 };

/** One traveller, with the spec's fields, named as in the passport. */
export function TravellerFields({ index, type, number, dates, onBusyChange }: TravellerFieldsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<BookingFormValues>();
  const fieldErrors = errors.passengers?.[index];
  const dob = useWatch({ control, name: `passengers.${index}.date_of_birth` });
  const age = isIsoDate(dob ?? '') ? ageOn(dob!, ageDate(type, dates.firstDate, dates.lastDate)) : null;
  const countries = countryOptions(lang);
  const optional = (label: string) => t('flights.booking.optional', { label });

  return (
    <fieldset className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <legend className="float-start mb-4 w-full text-lg font-semibold text-slate-900">
        {t('flights.booking.traveller', { type: t(`flights.passengers.${type}`), number })}
      </legend>
      <div className="clear-both grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('flights.booking.first_name')}
          hint={t('flights.booking.name_hint')}
          autoComplete={index === 0 ? 'given-name' : 'off'}
          dir="ltr"
          required
          error={fieldErrors?.first_name?.message}
          {...register(`passengers.${index}.first_name`)}
        />
        <TextField
          label={t('flights.booking.last_name')}
          hint={t('flights.booking.name_hint')}
          autoComplete={index === 0 ? 'family-name' : 'off'}
          dir="ltr"
          required
          error={fieldErrors?.last_name?.message}
          {...register(`passengers.${index}.last_name`)}
        />
        <fieldset aria-describedby={fieldErrors?.gender ? `${id}-gender-error` : undefined}>
          <legend className={FIELD_LABEL}>{t('flights.booking.gender')}</legend>
          <div className="flex gap-3">
            {(['male', 'female'] as const).map((gender) => (
              <label
                key={gender}
                className="flex min-h-12 flex-1 cursor-pointer items-center gap-2.5 rounded-xl px-3.5 ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:ring-brand-600"
              >
                <input
                  type="radio"
                  value={gender}
                  aria-invalid={fieldErrors?.gender ? true : undefined}
                  className="size-5 accent-brand-700"
                  {...register(`passengers.${index}.gender`)}
                />
                {t(`flights.booking.${gender}`)}
              </label>
            ))}
          </div>
          {fieldErrors?.gender ? (
            <span id={`${id}-gender-error`} className={FIELD_ERROR}>
              {fieldErrors.gender.message}
            </span>
          ) : null}
        </fieldset>
        <Controller
          control={control}
          name={`passengers.${index}.date_of_birth`}
          render={({ field: { value, onChange } }) => (
            <DateField
              label={t('flights.booking.date_of_birth')}
              value={value ?? ''}
              onChange={onChange}
              max={localToday()}
              placeholderDate={addDays(dates.firstDate, -365 * TYPICAL_AGE[type])}
              hint={age !== null && age >= 0 ? t('flights.booking.age', { count: age }) : undefined}
              error={fieldErrors?.date_of_birth?.message}
            />
          )}
        />
        <Controller
          control={control}
          name={`passengers.${index}.nationality`}
          render={({ field: { value, onChange } }) => (
            <SearchableField
              label={t('flights.booking.nationality')}
              options={countries}
              value={value || null}
              onChange={(code) => onChange(code ?? '')}
              error={fieldErrors?.nationality?.message}
            />
          )}
        />
        <Controller
          control={control}
          name={`passengers.${index}.country`}
          render={({ field: { value, onChange } }) => (
            <SearchableField
              label={t('flights.booking.country')}
              options={countries}
              value={value || null}
              onChange={(code) => onChange(code ?? '')}
              error={fieldErrors?.country?.message}
            />
          )}
        />
        <TextField
          label={t('flights.booking.passport_number')}
          dir="ltr"
          autoComplete="off"
          required
          error={fieldErrors?.passport_number?.message}
          {...register(`passengers.${index}.passport_number`)}
        />
        <Controller
          control={control}
          name={`passengers.${index}.passport_expiry`}
          render={({ field: { value, onChange } }) => (
            <DateField
              label={t('flights.booking.passport_expiry')}
              value={value ?? ''}
              onChange={onChange}
              min={localToday()}
              placeholderDate={earliestPassportExpiry(dates)}
              hint={t('flights.booking.passport_hint', {
                date: formatDate(earliestPassportExpiry(dates), lang, { dateStyle: 'medium' }),
              })}
              error={fieldErrors?.passport_expiry?.message}
            />
          )}
        />
        <Controller
          control={control}
          name={`passengers.${index}.passport_image_id`}
          render={({ field: { value, onChange } }) => (
            <ImageUploadField
              label={optional(t('flights.booking.passport_image'))}
              purpose="passport"
              value={value ?? null}
              onChange={onChange}
              onBusyChange={onBusyChange}
              error={fieldErrors?.passport_image_id?.message}
              texts="flights.booking"
            />
          )}
        />
        {type === 'adult' ? (
          <Controller
            control={control}
            name={`passengers.${index}.marriage_contract_image_id`}
            render={({ field: { value, onChange } }) => (
              <ImageUploadField
                label={optional(t('flights.booking.marriage_contract'))}
                purpose="marriage_contract"
                value={value ?? null}
                onChange={onChange}
                onBusyChange={onBusyChange}
                error={fieldErrors?.marriage_contract_image_id?.message}
                texts="flights.booking"
              />
            )}
          />
        ) : (
          <span className="hidden sm:block" aria-hidden="true" />
        )}
        <TextField
          label={optional(t('flights.booking.phone'))}
          type="tel"
          dir="ltr"
          autoComplete="off"
          error={fieldErrors?.phone?.message}
          {...register(`passengers.${index}.phone`)}
        />
        <TextField
          label={optional(t('flights.booking.email'))}
          type="email"
          dir="ltr"
          autoComplete="off"
          error={fieldErrors?.email?.message}
          {...register(`passengers.${index}.email`)}
        />
        <TextField
          label={optional(t('flights.booking.seat'))}
          hint={t('flights.booking.seat_hint')}
          dir="ltr"
          autoComplete="off"
          error={fieldErrors?.seat_number?.message}
          {...register(`passengers.${index}.seat_number`)}
        />
        <TextAreaField
          label={optional(t('flights.booking.note'))}
          rows={2}
          className="[&_textarea]:min-h-12"
          error={fieldErrors?.note?.message}
          {...register(`passengers.${index}.note`)}
        />
      </div>
    </fieldset>
  );
}
