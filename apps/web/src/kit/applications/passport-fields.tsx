import type { ComponentProps } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../components/ui/native-select';
import { TextField } from '../../components/ui/text-field';
import { countryOptions } from '../../lib/countries';
import { useLang } from '../../lib/i18n';
import type { TextsWith } from '../checkout/checkout-form';

type PassportKey =
  'first_name' | 'last_name' | 'name_ar' | 'date_of_birth' | 'nationality' | 'passport_number' | 'passport_expires';

/** The issue date too (`passport_issued`, visas), or not. */
type IssuedOption =
  | { issued: true; texts: TextsWith<PassportKey | 'passport_issued'> }
  | { issued?: false; texts: TextsWith<PassportKey> };

export type PassportFieldsProps<In extends FieldValues, Out> = IssuedOption & {
  form: UseFormReturn<In, unknown, Out>;
  /** Where the applicant's fields are in the form (`applicants.0`, `student`). */
  at: string;
};

type Field = { name: string } & Pick<ComponentProps<'input'>, 'type' | 'dir' | 'lang' | 'autoComplete'>;
const NAMES: readonly Field[] = [
  { name: 'first_name', dir: 'ltr', autoComplete: 'given-name' },
  { name: 'last_name', dir: 'ltr', autoComplete: 'family-name' },
  { name: 'name_ar', dir: 'rtl', lang: 'ar' },
  { name: 'date_of_birth', type: 'date', dir: 'ltr' },
];
const PASSPORT: readonly Field[] = [
  { name: 'passport_number', dir: 'ltr' },
  { name: 'passport_issued', type: 'date', dir: 'ltr' },
  { name: 'passport_expires', type: 'date', dir: 'ltr' },
];

/**
 * An applicant as in the passport, the cells of the service's grid: names in Latin letters and in Arabic, birth
 * date, nationality, passport number (issue date) and expiry, in the service's words under `texts`.
 */
export function PassportFields<In extends FieldValues, Out>({ form, at, texts, issued }: PassportFieldsProps<In, Out>) {
  const { t } = useTranslation();
  const lang = useLang();
  const label = (name: string) => t(`${texts}.${name}` as never);
  const path = (name: string) => `${at}.${name}` as Path<In>;
  const errorAt = (name: string) =>
    (get(form.formState.errors, path(name)) as { message?: string } | undefined)?.message;
  const text = ({ name, ...input }: Field) => (
    <TextField key={name} label={label(name)} {...input} error={errorAt(name)} {...form.register(path(name))} />
  );
  return (
    <>
      {NAMES.map(text)}
      <NativeSelect
        label={label('nationality')}
        options={countryOptions(lang)}
        aria-invalid={errorAt('nationality') ? true : undefined}
        {...form.register(path('nationality'))}
      />
      {PASSPORT.filter((f) => issued || f.name !== 'passport_issued').map(text)}
    </>
  );
}
