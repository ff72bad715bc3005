import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { UpdateSubUserBodySchema, type SubUser } from '@portal/contracts/sub-users';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/forms';
import { useLang } from '../../../lib/i18n';
import { updateSubUser } from '../api/sub-users';

/** The contract's password rule, required here, plus a confirmation that must match (checked in the browser). */
const ResetPasswordSchema = z
  .object({
    password: UpdateSubUserBodySchema.shape.password.unwrap(),
    password_confirmation: z.string().min(1, { error: 'required' }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    error: 'passwords_mismatch',
    path: ['password_confirmation'],
  });
type Values = z.infer<typeof ResetPasswordSchema>;

export interface ResetPasswordFormProps {
  subUser: SubUser;
  onDone: (subUser: SubUser) => void;
  onCancel: () => void;
}

/** The owner sets a new password; the sub-user's open sessions end with the old one. */
export function ResetPasswordForm({ subUser, onDone, onCancel }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: contractResolver(ResetPasswordSchema, lang),
    defaultValues: { password: '', password_confirmation: '' },
  });

  async function handleReset(values: Values) {
    setFormError(null);
    try {
      onDone(await updateSubUser(subUser.id, { password: values.password }));
    } catch (error) {
      for (const { field, message } of fieldErrorsOf(error))
        if (field === 'password') setError('password', { message });
      setFormError(errorMessage(error, t));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(handleReset)} className="space-y-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <p className="text-sm text-slate-700">{t('sub_users.reset.lead', { name: subUser.name })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('sub_users.reset.password')}
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
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('sub_users.form.saving') : t('sub_users.reset.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('sub_users.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
