import { useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EmailChangeBodySchema,
  type EmailChangeBody,
  PasswordChangeBodySchema,
  PasswordResetBodySchema,
  PasswordResetRequestBodySchema,
  type PasswordChangeBody,
  type PasswordResetBody,
  type PasswordResetRequestBody,
} from '@portal/contracts/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/forms';
import { useLang } from '../../../lib/i18n';
import { changePassword, requestEmailChange, requestPasswordReset, resetPassword } from '../api/password';

/** Puts the server's field messages on the form's fields; returns the message for the whole form. */
function applyProblem<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  t: Parameters<typeof errorMessage>[1],
): string {
  for (const { field, message } of error instanceof ApiError ? (error.problem?.errors ?? []) : [])
    if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { message });
  return errorMessage(error, t);
}

/** The forgot-password form: one e-mail field; then the same words whether the address has an account or not. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PasswordResetRequestBody>({
    resolver: contractResolver(PasswordResetRequestBodySchema, lang),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  async function handle(values: PasswordResetRequestBody) {
    setFormError(null);
    try {
      await requestPasswordReset(values);
      onSent(values.email);
    } catch (error) {
      setFormError(applyProblem(error, form.setError, ['email'], t));
    }
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(handle)} className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('password.sending') : t('password.send_link')}
      </Button>
    </form>
  );
}

/** A new password from a link's token; a used or expired link is said so, with the way to ask again. */
export function ResetPasswordForm({ token, onSaved }: { token: string; onSaved: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PasswordResetBody>({
    resolver: contractResolver(PasswordResetBodySchema, lang),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  async function handle(values: PasswordResetBody) {
    setFormError(null);
    try {
      await resetPassword(values);
      onSaved();
    } catch (error) {
      setFormError(applyProblem(error, form.setError, ['password', 'password_confirmation'], t));
    }
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(handle)} className="space-y-5">
      {formError || errors.token?.message ? <Alert tone="error">{formError ?? errors.token?.message}</Alert> : null}
      <TextField
        label={t('password.new_password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.password_hint')}
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={t('auth.password_confirmation')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('password.saving') : t('password.save')}
      </Button>
    </form>
  );
}

/** A signed-in user's change of password: the current one, then the new one twice. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const [formError, setFormError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const form = useForm<PasswordChangeBody>({
    resolver: contractResolver(PasswordChangeBodySchema, lang),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  async function handle(values: PasswordChangeBody) {
    setFormError(null);
    setChanged(false);
    try {
      await changePassword(values);
      form.reset();
      setChanged(true);
    } catch (error) {
      setFormError(applyProblem(error, form.setError, ['current_password', 'password', 'password_confirmation'], t));
    }
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(handle)} className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {changed ? <Alert tone="success">{t('password.changed')}</Alert> : null}
      <TextField
        label={t('password.current_password')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <TextField
        label={t('password.new_password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.password_hint')}
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={t('auth.password_confirmation')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('password.saving') : t('password.save')}
      </Button>
    </form>
  );
}

/** A change of e-mail (decision 134): the new address and the current password; a link then goes to the address. */
export function ChangeEmailForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EmailChangeBody>({
    resolver: contractResolver(EmailChangeBodySchema, lang),
    defaultValues: { email: '', current_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  async function handle(values: EmailChangeBody) {
    setFormError(null);
    try {
      await requestEmailChange(values);
      onSent(values.email);
    } catch (error) {
      setFormError(applyProblem(error, form.setError, ['email', 'current_password'], t));
    }
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(handle)} className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        label={t('password.new_email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('password.current_password')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('password.saving') : t('password.email_save')}
      </Button>
    </form>
  );
}
