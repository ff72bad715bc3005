import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UpdateSubUserBodySchema, type SubUser, type UpdateSubUserBody } from '@portal/contracts/sub-users';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/forms';
import { useLang } from '../../../lib/i18n';
import { updateSubUser } from '../api/sub-users';
import { isSubUserField, type Permission } from '../utils/form-fields';
import { LimitsField } from './limits-field';
import { PermissionsField } from './permissions-field';

type FormValues = { name: string; permissions: Permission[]; limits: Array<{ currency: string; monthly: string }> };

export interface EditSubUserFormProps {
  subUser: SubUser;
  currencies: string[];
  onSaved: (subUser: SubUser) => void;
  onCancel: () => void;
}

/** Name, permissions and monthly limits of one sub-user (sent together; limits replace the old ones). */
export function EditSubUserForm({ subUser, currencies, onSaved, onCancel }: EditSubUserFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, UpdateSubUserBody>({
    resolver: contractResolver(UpdateSubUserBodySchema, lang) as never,
    defaultValues: {
      name: subUser.name,
      permissions: subUser.permissions,
      limits: subUser.limits.map((l) => ({ currency: l.currency, monthly: l.monthly })),
    },
  });

  async function handleSave(values: UpdateSubUserBody) {
    setFormError(null);
    try {
      onSaved(await updateSubUser(subUser.id, values));
    } catch (error) {
      for (const { field, message } of fieldErrorsOf(error)) {
        if (isSubUserField(field)) setError(field as Path<FormValues>, { message });
      }
      setFormError(errorMessage(error, t));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(handleSave)} className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField label={t('sub_users.form.name')} required error={errors.name?.message} {...register('name')} />
      <PermissionsField registration={register('permissions')} error={errors.permissions?.message} />
      <LimitsField control={control} register={register} errors={errors} currencies={currencies} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('sub_users.form.saving') : t('sub_users.form.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('sub_users.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
