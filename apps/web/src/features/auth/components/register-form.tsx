import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { RegisterBodySchema, type RegisterBody } from '@portal/contracts/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/forms';
import { useLang } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { register as registerAccount } from '../api/register';

const FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const;

export interface RegisterFormProps {
  onRegistered: () => void;
}

/** Name, email, password and its confirmation; a new account is logged in for this browser session. */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterBody>({
    resolver: contractResolver(RegisterBodySchema, lang),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
  });

  async function handleRegister(values: RegisterBody) {
    setFormError(null);
    try {
      const session = await registerAccount(values);
      saveSession(session, false);
      await queryClient.invalidateQueries();
      onRegistered();
    } catch (error) {
      for (const { field, message } of error instanceof ApiError ? (error.problem?.errors ?? []) : []) {
        const known = FIELDS.find((name) => name === field);
        if (known) setError(known, { message });
      }
      setFormError(errorMessage(error, t));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(handleRegister)} className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
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
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('auth.registering') : t('auth.create_account')}
      </Button>
    </form>
  );
}
