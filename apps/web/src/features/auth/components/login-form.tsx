import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { LoginBodySchema, type LoginBody } from '@portal/contracts/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/forms';
import { useLang } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { login } from '../api/login';

export interface LoginFormProps {
  onLoggedIn: () => void;
}

/** Email, password and remember me; remembered sessions go to local storage, others to session storage. */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver: contractResolver(LoginBodySchema, lang),
    defaultValues: { email: '', password: '', remember: false },
  });

  async function handleLogin(values: LoginBody) {
    setFormError(null);
    try {
      const session = await login(values);
      saveSession(session, values.remember ?? false);
      await queryClient.invalidateQueries();
      onLoggedIn();
    } catch (error) {
      for (const { field, message } of error instanceof ApiError ? (error.problem?.errors ?? []) : []) {
        if (field === 'email' || field === 'password') setError(field, { message });
      }
      setFormError(errorMessage(error, t));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(handleLogin)} className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
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
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <CheckboxField label={t('auth.remember_me')} {...register('remember')} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('auth.logging_in') : t('auth.login')}
      </Button>
    </form>
  );
}
