import { useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgencySettings, UpdateAgencySettingsBody } from '@portal/contracts/agency';
import { translate } from '@portal/contracts/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/text-field';
import { apiPost } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/forms';
import { useLang } from '../../../lib/i18n';
import { logoQuery, saveAgencySettings } from '../api/agency-settings';
import { AgencyFormSchema, toFormValues, type AgencyFormValues } from '../utils/markup-form';
import { LogoField } from './logo-field';
import { MarkupFields } from './markup-fields';

const IMAGE_TYPES = ['image/png', 'image/webp', 'image/jpeg'];
const MAX_BYTES = 5 * 1024 * 1024;

export interface AgencySettingsFormProps {
  settings: AgencySettings;
  currencies: string[];
}

/**
 * The agency's logo, contact line and markup per service, as its customers' documents show them. Its wallet
 * always pays the net price; reports show net, markup and gross.
 */
export function AgencySettingsForm({ settings, currencies }: AgencySettingsFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [logoId, setLogoId] = useState<string | null>(settings.logo_upload_id);
  const [logoError, setLogoError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const logo = useQuery(logoQuery(logoId));
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AgencyFormValues, unknown, UpdateAgencySettingsBody>({
    resolver: contractResolver(AgencyFormSchema as never, lang) as unknown as Resolver<
      AgencyFormValues,
      unknown,
      UpdateAgencySettingsBody
    >,
    defaultValues: toFormValues(settings),
  });

  function handleLogo(file: File | null) {
    setLogoError(undefined);
    if (file && (!IMAGE_TYPES.includes(file.type) || file.size > MAX_BYTES)) {
      setLogoError(translate('upload_invalid', lang));
      return;
    }
    setLogoFile(file);
  }

  async function handleSave(body: UpdateAgencySettingsBody) {
    setFormError(null);
    setSaved(false);
    if (logoError) return;
    try {
      let logoUploadId = logoId;
      if (logoFile) {
        // Stored as a logo: PNG and WebP keep their transparency (a receipt would become an opaque JPEG).
        const form = new FormData();
        form.append('file', logoFile);
        logoUploadId = (await apiPost<{ id: string }>('/uploads?purpose=logo', form)).id;
      }
      const updated = await saveAgencySettings({ ...body, logo_upload_id: logoUploadId });
      setLogoFile(null);
      setLogoId(updated.logo_upload_id);
      queryClient.setQueryData(['agency-settings', 'settings'], updated);
      void queryClient.invalidateQueries({ queryKey: ['agency-settings', 'branding'] });
      setSaved(true);
    } catch (error) {
      for (const { field, message } of fieldErrorsOf(error)) {
        if (field === 'file' || field === 'logo_upload_id') setLogoError(message);
        else if (field === 'contact_line' || field.startsWith('markups.'))
          setError(field as Path<AgencyFormValues>, { message });
      }
      setFormError(errorMessage(error, t));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(handleSave)} className="space-y-6">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {saved ? <Alert tone="success">{t('agency.saved')}</Alert> : null}
      <LogoField
        currentUrl={logoId ? (logo.data ?? null) : null}
        file={logoFile}
        error={logoError}
        disabled={isSubmitting}
        onFile={handleLogo}
        onRemove={() => setLogoId(null)}
      />
      <TextField
        label={t('agency.contact_line')}
        dir="auto"
        hint={t('agency.contact_line_hint')}
        maxLength={200}
        error={errors.contact_line?.message}
        {...register('contact_line')}
      />
      <div>
        <CheckboxField label={t('agency.mail_customers')} {...register('mail_customers')} />
        <p className="mt-1 ms-7 text-sm text-slate-600">{t('agency.mail_customers_hint')}</p>
      </div>
      <section aria-labelledby="agency-markups">
        <h3 id="agency-markups" className="text-lg font-semibold text-slate-900">
          {t('agency.markups_title')}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{t('agency.markups_lead')}</p>
        <MarkupFields control={control} register={register} errors={errors} currencies={currencies} />
      </section>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('agency.saving') : t('agency.save')}
      </Button>
    </form>
  );
}
