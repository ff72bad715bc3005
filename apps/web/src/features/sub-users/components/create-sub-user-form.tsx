import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CreateSubUserBodySchema, type CreateSubUserBody, type SubUser } from '@portal/contracts/sub-users';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/forms';
import { useLang } from '../../../lib/i18n';
import { createSubUser } from '../api/sub-users';
import { isSubUserField, type Permission } from '../utils/form-fields';
import { LimitsField } from './limits-field';
import { PermissionsField } from './permissions-field';

type FormValues = {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  permissions: Permission[];
  limits: Array<{ currency: string; monthly: string }>;
};

export interface CreateSubUserFormProps {
  currencies: string[];
  onCreated: (subUser: SubUser) => void;
}

/** Name, email, password and its confirmation, permissions and optional monthly limits (register.sub). */
export function CreateSubUserForm({ currencies, onCreated }: CreateSubUserFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, CreateSubUserBody>({
    resolver: contractResolver(CreateSubUserBodySchema, lang) as never,
    defaultValues: {
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
      permissions: ['book'],
      limits: [],
    },
  });

  async function handleCreate(values: CreateSubUserBody) {
    setFormError(null);
    try {
      onCreated(await createSubUser(values));
    } catch (error) {
      for (const { field, message } of fieldErrorsOf(error)) {
        if (isSubUserField(field)) setError(field as Path<FormValues>, { message });
      }
      setFormError(errorMessage(error, t));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(handleCreate)} className="space-y-6">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('sub_users.form.name')}
          autoComplete="off"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('sub_users.form.email')}
          type="email"
          inputMode="email"
          dir="ltr"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('sub_users.form.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('auth.password_hint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={t('sub_users.form.password_confirmation')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
      </div>
      <PermissionsField registration={register('permissions')} error={errors.permissions?.message} />
      <LimitsField control={control} register={register} errors={errors} currencies={currencies} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('sub_users.form.creating') : t('sub_users.form.create')}
      </Button>
    </form>
  );
}
