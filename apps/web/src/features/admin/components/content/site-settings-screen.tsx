import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { SiteSettingsBodySchema, type SiteSettingsBody } from '@portal/contracts/admin-content';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { contractResolver } from '../../../../lib/forms';
import { useLang } from '../../../../lib/i18n';
import { adminSettingsQuery, saveSettings, type GeneralSettings } from '../../api/content';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { applyServerErrors } from '../../utils/server-errors';
import { AdminHeading, Panel } from '../common/admin-heading';
import { ImageField } from '../common/image-field';
import { errorAt, LocalizedFields } from '../common/localized-fields';
import { QueryState } from '../common/query-state';

const SOCIAL = ['facebook', 'instagram', 'x', 'youtube', 'telegram', 'whatsapp'] as const;

function SettingsForm({ settings }: { settings: GeneralSettings }) {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<'saved' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<SiteSettingsBody>({
    resolver: contractResolver(SiteSettingsBodySchema, lang) as never,
    defaultValues: settings,
  });
  const { register, formState, setValue, control } = form;
  const logo = useWatch({ control, name: 'logo_url' });
  const errors = formState.errors;
  const err = (path: string) => errorAt(errors, path);

  async function handleSave(values: SiteSettingsBody) {
    setNotice(null);
    setProblem(null);
    try {
      const saved = await saveSettings(values);
      queryClient.setQueryData(adminSettingsQuery.queryKey, saved);
      form.reset(saved);
      setNotice('saved');
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, (f) => !f.includes('[') && f.length > 0);
      setProblem(rest[0] ?? errorText(error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(handleSave, () => setProblem(t('common.check_fields')))}
      className="space-y-6"
    >
      {notice ? <Alert tone="success">{t('settings.saved')}</Alert> : null}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <Panel title={t('settings.identity')}>
        <div className="space-y-4">
          <ImageField
            label={t('settings.logo')}
            folder="site"
            value={logo}
            error={err('logo_url')}
            onChange={(url) => setValue('logo_url', url, { shouldDirty: true, shouldValidate: true })}
          />
          <LocalizedFields name="site_name" label={t('settings.site_name')} register={register} errors={errors} />
        </div>
      </Panel>
      <Panel title={t('settings.contact')}>
        <div className="grid gap-4 md:grid-cols-3">
          <TextField label={t('settings.phone')} type="tel" dir="ltr" error={err('phone')} {...register('phone')} />
          <TextField
            label={t('settings.phone_24h')}
            type="tel"
            dir="ltr"
            error={err('phone_24h')}
            {...register('phone_24h')}
          />
          <TextField label={t('settings.email')} type="email" dir="ltr" error={err('email')} {...register('email')} />
        </div>
        <div className="mt-4">
          <LocalizedFields name="address" label={t('settings.address')} register={register} errors={errors} multiline />
        </div>
        <div className="mt-4 grid gap-4 md:grid-cols-4">
          <TextField
            label={t('settings.lat')}
            inputMode="decimal"
            dir="ltr"
            error={err('coordinates.lat')}
            {...register('coordinates.lat', { valueAsNumber: true })}
          />
          <TextField
            label={t('settings.lng')}
            inputMode="decimal"
            dir="ltr"
            error={err('coordinates.lng')}
            {...register('coordinates.lng', { valueAsNumber: true })}
          />
        </div>
      </Panel>
      <Panel title={t('settings.hours')}>
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            label={t('settings.days')}
            dir="ltr"
            error={err('opening_hours.days')}
            {...register('opening_hours.days')}
          />
          <TextField
            label={t('settings.opens')}
            dir="ltr"
            placeholder="10:00"
            error={err('opening_hours.opens')}
            {...register('opening_hours.opens')}
          />
          <TextField
            label={t('settings.closes')}
            dir="ltr"
            placeholder="17:30"
            error={err('opening_hours.closes')}
            {...register('opening_hours.closes')}
          />
        </div>
        <div className="mt-4">
          <LocalizedFields
            name="opening_hours.label"
            label={t('settings.hours_label')}
            register={register}
            errors={errors}
          />
        </div>
      </Panel>
      <Panel title={t('settings.payees')}>
        <p className="mb-3 text-sm text-slate-600">{t('settings.payees_hint')}</p>
        <LocalizedFields
          name="payees.bank.bank_name"
          label={t('settings.bank_name')}
          register={register}
          errors={errors}
        />
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <TextField
            label={t('settings.account_name')}
            dir="ltr"
            error={err('payees.bank.account_name')}
            {...register('payees.bank.account_name')}
          />
          <TextField
            label={t('settings.iban')}
            dir="ltr"
            error={err('payees.bank.iban')}
            {...register('payees.bank.iban')}
          />
        </div>
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          {(['zaincash', 'qi_card', 'fastpay'] as const).map((wallet) => (
            <TextField
              key={wallet}
              label={t(`settings.wallets.${wallet}`)}
              type="tel"
              dir="ltr"
              error={err(`payees.${wallet}`)}
              {...register(`payees.${wallet}`)}
            />
          ))}
        </div>
      </Panel>
      <Panel title={t('settings.links')}>
        <div className="grid gap-4 md:grid-cols-2">
          {SOCIAL.map((network) => (
            <TextField
              key={network}
              label={t(`settings.social.${network}`)}
              type="url"
              dir="ltr"
              error={err(`social.${network}`)}
              {...register(`social.${network}`)}
            />
          ))}
          <TextField
            label={t('settings.android')}
            type="url"
            dir="ltr"
            error={err('apps.android')}
            {...register('apps.android')}
          />
          <TextField label={t('settings.ios')} type="url" dir="ltr" error={err('apps.ios')} {...register('apps.ios')} />
        </div>
        <p className="mt-2 text-sm text-slate-600">{t('settings.links_hint')}</p>
      </Panel>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('common.saving') : t('settings.save')}
      </Button>
    </form>
  );
}

/** Logo, contact details, opening hours and links that every page shows. */
export function SiteSettingsScreen() {
  const { t } = useAdminText();
  const query = useQuery(adminSettingsQuery);
  return (
    <>
      <AdminHeading title={t('settings.title')} lead={t('settings.lead')} />
      <QueryState query={query}>{(settings) => <SettingsForm settings={settings} />}</QueryState>
    </>
  );
}
