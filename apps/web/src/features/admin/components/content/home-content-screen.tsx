import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { BENEFIT_ICONS, HomeContentBodySchema, type HomeContentBody } from '@portal/contracts/admin-content';
import type { HomeContent } from '@portal/contracts/site-settings';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { DateField } from '../../../../components/ui/date-field';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { contractResolver } from '../../../../lib/forms';
import { useLang } from '../../../../lib/i18n';
import { addDaysIso, todayInBaghdad } from '../../../../lib/dates';
import { adminHomeQuery, saveHome } from '../../api/content';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { applyServerErrors } from '../../utils/server-errors';
import { AdminHeading, Panel } from '../common/admin-heading';
import { ImageField } from '../common/image-field';
import { errorAt, LocalizedFields } from '../common/localized-fields';
import { QueryState } from '../common/query-state';

type Form = UseFormReturn<HomeContentBody, unknown, HomeContentBody>;
const EMPTY_TEXT = { ar: '', en: '', de: '' };

/** One entry of a section with its remove button. */
function Entry({ title, onRemove, children }: { title: string; onRemove: () => void; children: ReactNode }) {
  const { t } = useAdminText();
  return (
    <fieldset className="min-w-0 rounded-xl p-4 ring-1 ring-slate-200">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      <div className="space-y-4">{children}</div>
      <Button variant="ghost" className="mt-3 text-red-800" onClick={onRemove}>
        {t('home.remove', { name: title })}
      </Button>
    </fieldset>
  );
}

function Partners({ form }: { form: Form }) {
  const { t } = useAdminText();
  const list = useFieldArray({ control: form.control, name: 'partners' });
  const err = (p: string) => errorAt(form.formState.errors, p);
  return (
    <Panel
      title={t('home.partners')}
      actions={
        <Button variant="secondary" onClick={() => list.append({ name: '', logo_url: '', url: '' })}>
          {t('home.add_partner')}
        </Button>
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        {list.fields.map((field, i) => (
          <Entry
            key={field.id}
            title={form.watch(`partners.${i}.name`) || t('home.partner_n', { n: i + 1 })}
            onRemove={() => list.remove(i)}
          >
            <TextField
              label={t('home.name')}
              error={err(`partners.${i}.name`)}
              {...form.register(`partners.${i}.name`)}
            />
            <TextField
              label={t('home.link')}
              type="url"
              dir="ltr"
              error={err(`partners.${i}.url`)}
              {...form.register(`partners.${i}.url`)}
            />
            <ImageField
              label={t('home.logo')}
              folder="site"
              value={form.watch(`partners.${i}.logo_url`)}
              error={err(`partners.${i}.logo_url`)}
              onChange={(url) =>
                form.setValue(`partners.${i}.logo_url`, url, { shouldDirty: true, shouldValidate: true })
              }
            />
          </Entry>
        ))}
      </div>
    </Panel>
  );
}

function Benefits({ form }: { form: Form }) {
  const { t } = useAdminText();
  const list = useFieldArray({ control: form.control, name: 'benefits' });
  return (
    <Panel
      title={t('home.benefits')}
      actions={
        <Button
          variant="secondary"
          onClick={() => list.append({ icon: 'shield', title: { ...EMPTY_TEXT }, text: { ...EMPTY_TEXT } })}
        >
          {t('home.add_benefit')}
        </Button>
      }
    >
      <div className="space-y-4">
        {list.fields.map((field, i) => (
          <Entry key={field.id} title={t('home.benefit_n', { n: i + 1 })} onRemove={() => list.remove(i)}>
            <SelectField
              label={t('home.icon')}
              className="max-w-xs"
              options={BENEFIT_ICONS.map((icon) => ({ value: icon, label: t(`home.icons.${icon}`) }))}
              {...form.register(`benefits.${i}.icon`)}
            />
            <LocalizedFields
              name={`benefits.${i}.title`}
              label={t('home.benefit_title')}
              register={form.register}
              errors={form.formState.errors}
            />
            <LocalizedFields
              name={`benefits.${i}.text`}
              label={t('home.benefit_text')}
              register={form.register}
              errors={form.formState.errors}
              multiline
            />
          </Entry>
        ))}
      </div>
    </Panel>
  );
}

function Destinations({ form }: { form: Form }) {
  const { t } = useAdminText();
  const list = useFieldArray({ control: form.control, name: 'destinations' });
  const err = (p: string) => errorAt(form.formState.errors, p);
  return (
    <Panel
      title={t('home.destinations')}
      actions={
        <Button
          variant="secondary"
          onClick={() =>
            list.append({
              slug: '',
              name: { ...EMPTY_TEXT },
              country: { ...EMPTY_TEXT },
              image_url: '',
              from_price_iqd: '',
            })
          }
        >
          {t('home.add_destination')}
        </Button>
      }
    >
      <div className="space-y-4">
        {list.fields.map((field, i) => (
          <Entry
            key={field.id}
            title={form.watch(`destinations.${i}.name.en`) || t('home.destination_n', { n: i + 1 })}
            onRemove={() => list.remove(i)}
          >
            <div className="grid gap-4 md:grid-cols-3">
              <TextField
                label={t('home.slug')}
                dir="ltr"
                error={err(`destinations.${i}.slug`)}
                {...form.register(`destinations.${i}.slug`)}
              />
              <TextField
                label={t('home.from_price')}
                inputMode="numeric"
                dir="ltr"
                error={err(`destinations.${i}.from_price_iqd`)}
                {...form.register(`destinations.${i}.from_price_iqd`)}
              />
              <ImageField
                label={t('home.image')}
                folder="site"
                value={form.watch(`destinations.${i}.image_url`)}
                error={err(`destinations.${i}.image_url`)}
                onChange={(url) =>
                  form.setValue(`destinations.${i}.image_url`, url, { shouldDirty: true, shouldValidate: true })
                }
              />
            </div>
            <LocalizedFields
              name={`destinations.${i}.name`}
              label={t('home.city')}
              register={form.register}
              errors={form.formState.errors}
            />
            <LocalizedFields
              name={`destinations.${i}.country`}
              label={t('home.country')}
              register={form.register}
              errors={form.formState.errors}
            />
          </Entry>
        ))}
      </div>
    </Panel>
  );
}

function Tours({ form }: { form: Form }) {
  const { t } = useAdminText();
  const list = useFieldArray({ control: form.control, name: 'tours' });
  const err = (p: string) => errorAt(form.formState.errors, p);
  return (
    <Panel
      title={t('home.tours')}
      actions={
        <Button
          variant="secondary"
          onClick={() =>
            list.append({
              slug: '',
              title: { ...EMPTY_TEXT },
              image_url: '',
              days: 5,
              nights: 4,
              price_iqd: '',
              seats_left: 10,
              departs: addDaysIso(todayInBaghdad(), 14),
            })
          }
        >
          {t('home.add_tour')}
        </Button>
      }
    >
      <div className="space-y-4">
        {list.fields.map((field, i) => (
          <Entry
            key={field.id}
            title={form.watch(`tours.${i}.title.en`) || t('home.tour_n', { n: i + 1 })}
            onRemove={() => list.remove(i)}
          >
            <LocalizedFields
              name={`tours.${i}.title`}
              label={t('home.tour_title')}
              register={form.register}
              errors={form.formState.errors}
            />
            <div className="grid gap-4 md:grid-cols-3 xl:grid-cols-6">
              <TextField
                label={t('home.slug')}
                dir="ltr"
                error={err(`tours.${i}.slug`)}
                {...form.register(`tours.${i}.slug`)}
              />
              <TextField
                label={t('home.days')}
                type="number"
                error={err(`tours.${i}.days`)}
                {...form.register(`tours.${i}.days`, { valueAsNumber: true })}
              />
              <TextField
                label={t('home.nights')}
                type="number"
                error={err(`tours.${i}.nights`)}
                {...form.register(`tours.${i}.nights`, { valueAsNumber: true })}
              />
              <TextField
                label={t('home.price')}
                inputMode="numeric"
                dir="ltr"
                error={err(`tours.${i}.price_iqd`)}
                {...form.register(`tours.${i}.price_iqd`)}
              />
              <TextField
                label={t('home.seats')}
                type="number"
                error={err(`tours.${i}.seats_left`)}
                {...form.register(`tours.${i}.seats_left`, { valueAsNumber: true })}
              />
              <Controller
                control={form.control}
                name={`tours.${i}.departs`}
                render={({ field }) => (
                  <DateField
                    label={t('home.departs')}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    error={err(`tours.${i}.departs`)}
                  />
                )}
              />
            </div>
            <ImageField
              label={t('home.image')}
              folder="trips"
              value={form.watch(`tours.${i}.image_url`)}
              error={err(`tours.${i}.image_url`)}
              onChange={(url) =>
                form.setValue(`tours.${i}.image_url`, url, { shouldDirty: true, shouldValidate: true })
              }
            />
          </Entry>
        ))}
      </div>
    </Panel>
  );
}

function HomeForm({ home }: { home: HomeContent }) {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<HomeContentBody, unknown, HomeContentBody>({
    resolver: contractResolver(HomeContentBodySchema, lang) as never,
    defaultValues: home as HomeContentBody,
  });

  async function handleSave(values: HomeContentBody) {
    setSaved(false);
    setProblem(null);
    try {
      const next = await saveHome(values);
      queryClient.setQueryData(adminHomeQuery.queryKey, next);
      form.reset(next as HomeContentBody);
      setSaved(true);
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, () => true);
      setProblem(rest[0] ?? errorText(error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(handleSave, () => setProblem(t('common.check_fields')))}
      className="space-y-6"
    >
      {saved ? <Alert tone="success">{t('home.saved')}</Alert> : null}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <Partners form={form} />
      <Benefits form={form} />
      <Destinations form={form} />
      <Tours form={form} />
      <div className="sticky bottom-0 -mx-4 bg-slate-100/95 px-4 py-3 desk:-mx-8 desk:px-8">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('common.saving') : t('home.save')}
        </Button>
      </div>
    </form>
  );
}

/** The home page's sections: partners, benefits, popular destinations and featured tours. */
export function HomeContentScreen() {
  const { t } = useAdminText();
  const query = useQuery(adminHomeQuery);
  return (
    <>
      <AdminHeading title={t('home.title')} lead={t('home.lead')} />
      <QueryState query={query}>{(home) => <HomeForm home={home} />}</QueryState>
    </>
  );
}
