import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '../utils/form-fields';

export interface PermissionsFieldProps {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/** What the sub-user may do: book, pay from the wallet, see the wallet, see all the account's bookings. */
export function PermissionsField({ registration, error }: PermissionsFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t('sub_users.permissions.title')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {PERMISSIONS.map((permission) => (
          <label
            key={permission}
            className="flex cursor-pointer items-start gap-3 rounded-xl bg-white p-3 text-sm ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:ring-brand-600"
          >
            <input
              type="checkbox"
              value={permission}
              {...registration}
              className="mt-0.5 size-5 shrink-0 rounded accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-slate-900">{t(`sub_users.permissions.${permission}`)}</span>
              <span className="block text-slate-600">{t(`sub_users.permissions.${permission}_hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? <p className="mt-1.5 text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}
