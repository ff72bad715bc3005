import { useState } from 'react';
import { useParams } from '@tanstack/react-router';
import {
  COVER_LEVELS,
  INSURANCE_ZONES,
  INSURER_CODES,
  INSURERS,
  InsurancePlanBodySchema,
  InsurancePlanUpdateBodySchema,
  PLAN_KINDS,
  rateTableProblems,
  type AdminInsurancePlan,
  type InsurancePlanBody,
  type RateRow,
} from '@portal/contracts/insurance';
import { translate } from '@portal/contracts/messages';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { CheckboxField, TextField } from '../../../../components/ui/text-field';
import { errorMessage } from '../../../../lib/error-message';
import { pickText, useLang } from '../../../../lib/i18n';
import { insurancePlans, saveRates } from '../../api/insurance';
import { useAdminText } from '../../i18n';
import { Panel } from '../common/admin-heading';
import { emptyText, LocalizedFields } from '../common/localized-fields';
import { ResourceForm, useResourceForm, valuesFrom } from '../resource/resource-form';
import { ResourceScreen } from '../resource/resource-screen';
import { insurancePlanLink, insurancePlansLink } from './links';

/** The plan's form: its body, with the zones' factors and the discounts as percentages. */
type PlanValues = Omit<InsurancePlanBody, 'zone_factors' | 'family_discount_bp' | 'group_discount_bp'> & {
  zone_percent: Record<string, string>;
  family_percent: number;
  group_percent: number;
};

const BLANK: PlanValues = {
  code: '',
  insurer: 'dijla',
  name: emptyText(),
  summary: emptyText(),
  kind: 'schengen',
  cover_level: 'basic',
  medical_limit_eur: 30_000,
  deductible_eur: 0,
  schengen_compliant: true,
  zone_percent: { schengen: '100' },
  min_days: 1,
  max_days: 92,
  family_percent: 0,
  group_percent: 0,
  cancellation_fee_iqd: '5000',
  coverage: [{ item: 'medical', limit: 30_000 }],
  exclusions: [],
  rank: 0,
};

function valuesOf(plan: AdminInsurancePlan): PlanValues {
  return {
    ...valuesFrom(BLANK, plan),
    zone_percent: Object.fromEntries(Object.entries(plan.zone_factors).map(([z, bp]) => [z, String(bp / 100)])),
    family_percent: plan.family_discount_bp / 100,
    group_percent: plan.group_discount_bp / 100,
  };
}

function toBody({ zone_percent, family_percent, group_percent, ...rest }: PlanValues): InsurancePlanBody {
  const zone_factors = Object.fromEntries(
    Object.entries(zone_percent)
      .filter(([, v]) => v !== '' && v !== undefined)
      .map(([z, v]) => [z, Math.round(Number(v) * 100)]),
  );
  return {
    ...rest,
    zone_factors,
    family_discount_bp: Math.round(Number(family_percent) * 100),
    group_discount_bp: Math.round(Number(group_percent) * 100),
  };
}

/** A plan's description, who and what it covers, its zones (a factor each) and discounts. */
function PlanForm({ plan, onDone }: { plan: AdminInsurancePlan | null; onDone: (p: AdminInsurancePlan) => void }) {
  const { t } = useAdminText();
  const lang = useLang();
  const state = useResourceForm<PlanValues, AdminInsurancePlan>({
    schema: plan ? InsurancePlanUpdateBodySchema : InsurancePlanBodySchema,
    toBody,
    fieldNames: { family_discount_bp: 'family_percent', group_discount_bp: 'group_percent' },
    defaultValues: plan ? valuesOf(plan) : BLANK,
    save: (values) => {
      const body = toBody(values);
      return plan ? insurancePlans.update(plan.id, body) : insurancePlans.create(body);
    },
    onSaved: onDone,
  });
  const { field } = state;
  return (
    <ResourceForm state={state} submitLabel={plan ? t('common.save') : t('insurance_plans.create')}>
      <div className="grid gap-4 md:grid-cols-4">
        <TextField label={t('resource.slug')} dir="ltr" hint={t('insurance_plans.code_hint')} {...field('code')} />
        <SelectField
          label={t('insurance_plans.insurer')}
          options={INSURER_CODES.map((c) => ({ value: c, label: pickText(INSURERS[c], lang) }))}
          {...field('insurer')}
        />
        <SelectField
          label={t('insurance_plans.kind')}
          options={PLAN_KINDS.map((k) => ({ value: k, label: t(`insurance_plans.kinds.${k}`) }))}
          {...field('kind')}
        />
        <SelectField
          label={t('insurance_plans.level')}
          options={COVER_LEVELS.map((k) => ({ value: k, label: t(`insurance_plans.levels.${k}`) }))}
          {...field('cover_level')}
        />
      </div>
      <LocalizedFields label={t('resource.name')} {...state.localized('name')} />
      <LocalizedFields label={t('resource.description')} {...state.localized('summary')} multiline />
      <div className="grid gap-4 md:grid-cols-4">
        <TextField
          label={t('insurance_plans.medical')}
          type="number"
          {...field('medical_limit_eur', { valueAsNumber: true })}
        />
        <TextField
          label={t('insurance_plans.deductible')}
          type="number"
          {...field('deductible_eur', { valueAsNumber: true })}
        />
        <TextField
          label={t('insurance_plans.min_days')}
          type="number"
          {...field('min_days', { valueAsNumber: true })}
        />
        <TextField
          label={t('insurance_plans.max_days')}
          type="number"
          {...field('max_days', { valueAsNumber: true })}
        />
        <TextField
          label={t('insurance_plans.family')}
          type="number"
          step="0.01"
          {...field('family_percent', { valueAsNumber: true })}
        />
        <TextField
          label={t('insurance_plans.group')}
          type="number"
          step="0.01"
          {...field('group_percent', { valueAsNumber: true })}
        />
        <TextField label={t('insurance_plans.fee')} dir="ltr" {...field('cancellation_fee_iqd')} />
        <CheckboxField
          label={t('insurance_plans.schengen')}
          className="md:mt-9"
          {...state.form.register('schengen_compliant')}
        />
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('insurance_plans.zones')}</legend>
        <p className="mb-2 text-sm text-slate-600">{t('insurance_plans.zones_hint')}</p>
        <div className="grid gap-4 md:grid-cols-5">
          {INSURANCE_ZONES.map((zone) => (
            <TextField
              key={zone}
              label={t(`insurance_plans.zone_names.${zone}`)}
              type="number"
              inputMode="decimal"
              {...state.form.register(`zone_percent.${zone}`)}
            />
          ))}
        </div>
        {state.error('zone_factors') ? (
          <p className="mt-1 text-sm font-medium text-red-700">{state.error('zone_factors')}</p>
        ) : null}
      </fieldset>
    </ResourceForm>
  );
}

type Row = { age_min: string; age_max: string; days_max: string; price_iqd: string };
const rowOf = (r: RateRow): Row => ({
  age_min: String(r.age_min),
  age_max: String(r.age_max),
  days_max: String(r.days_max),
  price_iqd: r.price_iqd,
});

/**
 * The plan's rate table: a traveller's price for each age band and duration band, before the zone's factor.
 * Saved whole; refused (with the row) when bands overlap, the grid has holes, or a price falls for more days or
 * an older band.
 */
function RatesPanel({ plan, onChange }: { plan: AdminInsurancePlan; onChange: (p: AdminInsurancePlan) => void }) {
  const { t } = useAdminText();
  const lang = useLang();
  const [rows, setRows] = useState<Row[]>(() => plan.rates.map(rowOf));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [bad, setBad] = useState<Set<number>>(new Set());

  async function save() {
    setSaved(false);
    const rates: RateRow[] = rows.map((r) => ({
      age_min: Number(r.age_min),
      age_max: Number(r.age_max),
      days_max: Number(r.days_max),
      price_iqd: r.price_iqd.trim(),
    }));
    const invalid = rates.findIndex(
      (r) =>
        [r.age_min, r.age_max, r.days_max].some((n) => !Number.isInteger(n) || n < 0) ||
        !/^\d{1,15}$/.test(r.price_iqd),
    );
    const problems = invalid >= 0 ? [{ index: invalid, key: 'invalid_type' as const }] : rateTableProblems(rates);
    if (problems.length) {
      setBad(new Set(problems.map((p) => p.index)));
      setProblem(translate(problems[0]!.key, lang));
      return;
    }
    setBusy(true);
    try {
      const updated = await saveRates(plan.id, rates);
      setBad(new Set());
      setProblem(null);
      setSaved(true);
      onChange(updated);
    } catch (error) {
      setProblem(errorMessage(error, t as never));
    } finally {
      setBusy(false);
    }
  }

  const set = (i: number, key: keyof Row, value: string) =>
    setRows((current) => current.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{t('insurance_plans.rates_lead')}</p>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {saved ? <Alert tone="success">{t('insurance_plans.rates_saved')}</Alert> : null}
      <table className="w-full text-sm">
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="py-1 text-start font-medium">
              {t('insurance_plans.age_min')}
            </th>
            <th scope="col" className="py-1 text-start font-medium">
              {t('insurance_plans.age_max')}
            </th>
            <th scope="col" className="py-1 text-start font-medium">
              {t('insurance_plans.days_max')}
            </th>
            <th scope="col" className="py-1 text-start font-medium">
              {t('insurance_plans.price')}
            </th>
            <th scope="col" className="sr-only">
              {t('insurance_plans.remove_row')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i} className={bad.has(i) ? 'bg-red-50' : ''} aria-invalid={bad.has(i) || undefined}>
              {(['age_min', 'age_max', 'days_max', 'price_iqd'] as const).map((key) => (
                <td key={key} className="py-1 pe-2">
                  <input
                    aria-label={`${t(`insurance_plans.${key === 'price_iqd' ? 'price' : key}`)} ${i + 1}`}
                    inputMode="numeric"
                    dir="ltr"
                    className="w-full rounded-lg border border-slate-300 px-2 py-1.5"
                    value={r[key]}
                    onChange={(e) => set(i, key, e.target.value)}
                  />
                </td>
              ))}
              <td className="py-1">
                <Button
                  variant="ghost"
                  aria-label={t('insurance_plans.remove_row_n', { n: i + 1 })}
                  onClick={() => setRows((current) => current.filter((_, j) => j !== i))}
                >
                  ×
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => setRows((current) => [...current, { age_min: '', age_max: '', days_max: '', price_iqd: '' }])}
        >
          {t('insurance_plans.add_row')}
        </Button>
        <Button onClick={() => void save()} disabled={busy}>
          {busy ? t('common.saving') : t('insurance_plans.save_rates')}
        </Button>
      </div>
    </div>
  );
}

/** A new plan (`…/insurance/new`) or an existing one with its rate table. */
export function InsurancePlanScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  const { planId } = useParams({ strict: false }) as { planId: string };
  return (
    <ResourceScreen<AdminInsurancePlan>
      resource={insurancePlans}
      id={planId}
      texts="insurance_plans"
      newLead={t('insurance_plans.new_lead')}
      title={(plan) => pickText(plan.name, lang)}
      idOf={(plan) => plan.id}
      list={insurancePlansLink}
      editLink={insurancePlanLink}
      create={(onCreated) => <PlanForm plan={null} onDone={onCreated} />}
    >
      {(plan, onChange) => (
        <>
          <Panel title={t('insurance_plans.details')}>
            <PlanForm key={plan.id + String(plan.medical_limit_eur)} plan={plan} onDone={onChange} />
          </Panel>
          <Panel title={t('insurance_plans.rates_title')}>
            <RatesPanel key={JSON.stringify(plan.rates)} plan={plan} onChange={onChange} />
          </Panel>
        </>
      )}
    </ResourceScreen>
  );
}
