import { useFieldArray } from 'react-hook-form';
import { useParams } from '@tanstack/react-router';
import {
  AdminUguideCreateBodySchema,
  AdminUguideUpdateBodySchema,
  type AdminUguideCreateBody,
  type AdminUguideProgramme,
} from '@portal/contracts/admin-uguides';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { addDaysIso, todayInBaghdad } from '../../../../lib/dates';
import { pickText, useLang } from '../../../../lib/i18n';
import { uguideProgrammes } from '../../api/uguides';
import { useAdminText } from '../../i18n';
import { Panel } from '../common/admin-heading';
import { emptyText, LocalizedFields } from '../common/localized-fields';
import { ResourceForm, useResourceForm, valuesFrom } from '../resource/resource-form';
import { ResourceRows } from '../resource/resource-rows';
import { ResourceScreen } from '../resource/resource-screen';
import { uguideProgrammeLink, uguideProgrammesLink } from './links';
import { useUguideNames } from './uguide-programmes-screen';

type Values = AdminUguideCreateBody;

/** A new programme's form starts with one intake: teaching in about five months, applications until a month before. */
const blank = (): Values => {
  const start = addDaysIso(todayInBaghdad(), 150);
  return {
    country: '',
    university: '',
    title: emptyText(),
    description: emptyText(),
    degree: 'bachelor',
    field: 'medicine',
    language: 'en',
    duration_years: 4,
    tuition_iqd: '',
    application_fee_iqd: '0',
    service_fee_iqd: '250000',
    intakes: [{ start, deadline: addDaysIso(start, -30) }],
  };
};

const valuesOf = (p: AdminUguideProgramme): Values => ({
  ...valuesFrom(blank(), p),
  university: p.university.code,
  intakes: p.intakes.map((i) => ({ start: i.start, deadline: i.deadline })),
});

/**
 * A programme's texts in three languages, its degree, field, teaching language, years, fees and intakes; a new one
 * also its country and university (fixed afterwards). The contract's checks run before sending; the API's
 * refusals land on their boxes (an intake's deadline after its start, an unknown university).
 */
function ProgrammeForm({
  programme,
  onDone,
}: {
  programme: AdminUguideProgramme | null;
  onDone: (p: AdminUguideProgramme) => void;
}) {
  const { t } = useAdminText();
  const lang = useLang();
  const names = useUguideNames();
  const state = useResourceForm<Values, AdminUguideProgramme>({
    schema: programme ? AdminUguideUpdateBodySchema.strip() : AdminUguideCreateBodySchema,
    defaultValues: programme ? valuesOf(programme) : blank(),
    save: ({ country, university, ...changes }) =>
      programme
        ? uguideProgrammes.update(programme.id, changes)
        : uguideProgrammes.create({ country, university, ...changes }),
    onSaved: onDone,
    resetTo: programme ? valuesOf : undefined,
  });
  const intakes = useFieldArray({ control: state.form.control, name: 'intakes' });
  const country = state.form.watch('country');
  const options = (list: Array<{ code: string; name: { ar: string; en: string; de: string } }> | undefined) =>
    (list ?? []).map((x) => ({ value: x.code, label: pickText(x.name, lang) }));
  const universities = names.choices?.countries.find((c) => c.code === country)?.universities ?? [];
  return (
    <ResourceForm
      state={state}
      submitLabel={programme ? t('common.save') : t('uguide_programmes.create')}
      savedText={programme ? t('uguide_programmes.saved') : undefined}
      intro={<p className="text-sm text-slate-700">{t('uguide_programmes.form_lead')}</p>}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {programme ? (
          <>
            <TextField label={t('uguide_programmes.country')} value={names.country(programme.country)} disabled />
            <TextField
              label={t('uguide_programmes.university')}
              value={pickText(programme.university.name, lang)}
              disabled
            />
          </>
        ) : (
          <>
            <SelectField
              label={t('uguide_programmes.country')}
              options={[{ value: '', label: t('uguide_programmes.choose') }, ...options(names.choices?.countries)]}
              {...state.field('country', { onChange: () => state.form.setValue('university', '') })}
            />
            <SelectField
              label={t('uguide_programmes.university')}
              options={[
                { value: '', label: t('uguide_programmes.choose') },
                ...universities.map((u) => ({
                  value: u.code,
                  label: `${pickText(u.name, lang)} (${pickText(u.city, lang)})`,
                })),
              ]}
              {...state.field('university')}
            />
          </>
        )}
      </div>
      <LocalizedFields label={t('uguide_programmes.title_field')} {...state.localized('title')} />
      <LocalizedFields label={t('resource.description')} multiline {...state.localized('description')} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t('uguide_programmes.degree')}
          options={options(names.choices?.degrees)}
          {...state.field('degree')}
        />
        <SelectField
          label={t('uguide_programmes.field')}
          options={options(names.choices?.fields)}
          {...state.field('field')}
        />
        <SelectField
          label={t('uguide_programmes.language')}
          options={options(names.choices?.languages)}
          {...state.field('language')}
        />
        <TextField
          label={t('uguide_programmes.years')}
          type="number"
          min={1}
          max={8}
          dir="ltr"
          {...state.field('duration_years', { valueAsNumber: true })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('uguide_programmes.tuition_iqd')}
          dir="ltr"
          inputMode="numeric"
          {...state.field('tuition_iqd')}
        />
        <TextField
          label={t('uguide_programmes.application_fee_iqd')}
          dir="ltr"
          inputMode="numeric"
          {...state.field('application_fee_iqd')}
        />
        <TextField
          label={t('uguide_programmes.service_fee_iqd')}
          dir="ltr"
          inputMode="numeric"
          {...state.field('service_fee_iqd')}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('uguide_programmes.intakes')}</legend>
        <p className="text-sm text-slate-600">{t('uguide_programmes.intakes_lead')}</p>
        {state.error('intakes') ? <p className="text-sm font-medium text-red-700">{state.error('intakes')}</p> : null}
        <ResourceRows
          rows={intakes.fields}
          legend={(n) => t('uguide_programmes.intake_n', { n })}
          grid="sm:grid-cols-[1fr_1fr_auto]"
          removeAt="sm:mt-7"
          removeLabel={(n) => t('uguide_programmes.remove_intake', { n })}
          onRemove={(i) => intakes.remove(i)}
          keepOne
        >
          {(i) => (
            <>
              <TextField
                label={t('uguide_programmes.intake_start', { n: i + 1 })}
                type="date"
                dir="ltr"
                {...state.field(`intakes.${i}.start`)}
              />
              <TextField
                label={t('uguide_programmes.intake_deadline', { n: i + 1 })}
                type="date"
                dir="ltr"
                {...state.field(`intakes.${i}.deadline`)}
              />
            </>
          )}
        </ResourceRows>
        <Button
          variant="secondary"
          onClick={() => {
            const last = state.form.getValues('intakes').at(-1)?.start ?? todayInBaghdad();
            const start = addDaysIso(last, 182);
            intakes.append({ start, deadline: addDaysIso(start, -30) });
          }}
        >
          {t('uguide_programmes.add_intake')}
        </Button>
      </fieldset>
    </ResourceForm>
  );
}

/** A study programme's own screen (issue 17, decision 140): a new one, or one to change, archive or restore. */
export function UguideProgrammeScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  const { programmeId } = useParams({ strict: false }) as { programmeId: string };
  return (
    <ResourceScreen<AdminUguideProgramme>
      resource={uguideProgrammes}
      id={programmeId}
      texts="uguide_programmes"
      newLead={t('uguide_programmes.new_lead')}
      title={(p) => pickText(p.title, lang)}
      idOf={(p) => p.id}
      list={uguideProgrammesLink}
      editLink={uguideProgrammeLink}
      create={(onCreated) => <ProgrammeForm programme={null} onDone={onCreated} />}
    >
      {(programme, onChange) => (
        <>
          <p className="text-sm text-slate-700">
            <bdi dir="ltr">{programme.code}</bdi> · {pickText(programme.university.name, lang)},{' '}
            {pickText(programme.city, lang)} ·{' '}
            {programme.own ? t('uguide_programmes.own') : t('uguide_programmes.builtin')}
          </p>
          <Panel title={t('uguide_programmes.details')}>
            <ProgrammeForm key={programme.id} programme={programme} onDone={onChange} />
          </Panel>
        </>
      )}
    </ResourceScreen>
  );
}
