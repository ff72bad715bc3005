import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_TYPES,
  RegisterBodySchema,
  type RegisterBody,
  type RegisterInput,
  type Session,
} from '@portal/contracts/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/forms';
import { useLang } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { register as registerAccount } from '../api/register';

/** The form's values: the agency's part is kept while a traveller is chosen, so switching back loses nothing. */
type RegisterValues = Omit<RegisterInput, 'agency'> & { agency: NonNullable<RegisterInput['agency']> };

const FIELDS = [
  'name',
  'email',
  'password',
  'password_confirmation',
  'account_type',
  'agency.name',
  'agency.phone',
  'agency.city',
  'agency.licence_number',
] as const;

export interface RegisterFormProps {
  onRegistered: (session: Session) => void;
}

const LEGEND = 'mb-1 text-base font-semibold text-slate-900';

/**
 * A traveller's or a travel agency's account: the owner's name, email and password, and for an agency its name,
 * phone, city and trade licence number, which staff check before it acts as an agency (decision 074). The new
 * account is logged in for this browser session.
 */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const contract = contractResolver(RegisterBodySchema, lang);
  // A traveller's registration checks (and sends) no agency part, whatever was typed into it before.
  const resolver: Resolver<RegisterValues, unknown, RegisterBody> = (values, context, options) =>
    contract(
      values.account_type === 'agency' ? values : { ...values, agency: undefined },
      context,
      options as never,
    ) as ReturnType<Resolver<RegisterValues, unknown, RegisterBody>>;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues, unknown, RegisterBody>({
    resolver,
    defaultValues: {
      account_type: 'customer',
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
      agency: { name: '', phone: '', city: '', licence_number: '' },
    },
  });
  const agency = useWatch({ control, name: 'account_type' }) === 'agency';

  async function handleRegister(values: RegisterBody) {
    setFormError(null);
    const { account_type, agency: details, ...owner } = values;
    try {
      const session = await registerAccount(
        account_type === 'agency' && details ? { ...owner, account_type, agency: details } : owner,
      );
      saveSession(session, false);
      await queryClient.invalidateQueries();
      onRegistered(session);
    } catch (error) {
      for (const { field, message } of error instanceof ApiError ? (error.problem?.errors ?? []) : []) {
        const known = FIELDS.find((name) => name === field);
        if (known) setError(known, { message });
      }
      setFormError(errorMessage(error, t));
    }
  }

  const ownerFields = (
    <>
      <TextField
        label={t('auth.name')}
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('auth.password_hint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('auth.password_confirmation')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
    </>
  );

  return (
    <form noValidate onSubmit={handleSubmit(handleRegister)} className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('register.account_type')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ACCOUNT_TYPES.map((type) => (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl bg-white px-3 py-3 text-sm ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600"
            >
              <input
                type="radio"
                value={type}
                {...register('account_type')}
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">{t(`register.types.${type}`)}</span>
                <span className="mt-0.5 block text-xs leading-snug text-slate-600">
                  {t(`register.types.${type}_hint`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {agency ? (
        <>
          <fieldset className="space-y-5 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <legend className="sr-only">{t('register.agency_title')}</legend>
            <div>
              <p aria-hidden="true" className={LEGEND}>
                {t('register.agency_title')}
              </p>
              <p className="text-sm text-slate-700">{t('register.agency_lead')}</p>
            </div>
            <TextField
              label={t('register.agency_name')}
              autoComplete="organization"
              required
              error={errors.agency?.name?.message}
              {...register('agency.name')}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={t('register.phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                dir="ltr"
                required
                error={errors.agency?.phone?.message}
                {...register('agency.phone')}
              />
              <TextField
                label={t('register.city')}
                autoComplete="address-level2"
                required
                error={errors.agency?.city?.message}
                {...register('agency.city')}
              />
            </div>
            <TextField
              label={t('register.licence_number')}
              autoComplete="off"
              dir="auto"
              required
              hint={t('register.licence_hint')}
              error={errors.agency?.licence_number?.message}
              {...register('agency.licence_number')}
            />
          </fieldset>
          <fieldset className="space-y-5">
            <legend className="sr-only">{t('register.owner_title')}</legend>
            <div>
              <p aria-hidden="true" className={LEGEND}>
                {t('register.owner_title')}
              </p>
              <p className="text-sm text-slate-700">{t('register.owner_lead')}</p>
            </div>
            {ownerFields}
          </fieldset>
        </>
      ) : (
        ownerFields
      )}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('auth.registering') : t('auth.create_account')}
      </Button>
    </form>
  );
}
