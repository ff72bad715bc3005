import {
  VisaProductBodySchema,
  VisaProductUpdateBodySchema,
  type AdminVisaProduct,
  type VisaProductBody,
} from '@portal/contracts/admin-visas';
import { VISA_ENTRIES, VISA_PAPERS, VISA_TYPES } from '@portal/contracts/visas';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { pickText, useLang } from '../../../../lib/i18n';
import { visaProducts } from '../../api/applications';
import { useAdminText } from '../../i18n';
import { emptyText, LocalizedFields } from '../common/localized-fields';
import { Ltr, TwoLines } from '../resource/cells';
import { ResourceForm, useResourceForm, valuesFrom } from '../resource/resource-form';
import { ResourceListScreen } from '../resource/resource-list-screen';

const BLANK: VisaProductBody = {
  code: '',
  nationality: 'IQ',
  country: '',
  type: 'tourist',
  title: emptyText(),
  description: emptyText(),
  papers: ['passport', 'photo'],
  rules: [],
  requirements: [],
  government_fee_iqd: undefined as unknown as number,
  service_fee_iqd: undefined as unknown as number,
  processing_days: 7,
  validity_days: 90,
  stay_days: 30,
  entries: 'single',
};

/** A visa product: who applies where, its type and papers, texts in three languages, fees per person and days. */
function VisaProductForm({ visa, onDone }: { visa: AdminVisaProduct | null; onDone: (v: AdminVisaProduct) => void }) {
  const { t } = useAdminText();
  const state = useResourceForm<VisaProductBody, AdminVisaProduct>({
    schema: visa ? VisaProductUpdateBodySchema.strip() : VisaProductBodySchema,
    defaultValues: visa ? valuesFrom(BLANK, visa) : BLANK,
    save: ({ code, ...changes }) =>
      visa ? visaProducts.update(visa.id, changes) : visaProducts.create({ ...changes, code }),
    onSaved: onDone,
  });
  const number = { valueAsNumber: true } as const;
  return (
    <ResourceForm state={state} submitLabel={visa ? t('common.save') : t('visa_products.create')}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField label={t('visa_products.code')} dir="ltr" disabled={visa !== null} {...state.field('code')} />
        <TextField label={t('visa_products.nationality')} dir="ltr" {...state.field('nationality')} />
        <TextField label={t('visa_products.country')} dir="ltr" {...state.field('country')} />
        <SelectField
          label={t('visa_products.type')}
          options={VISA_TYPES.map((v) => ({ value: v, label: t(`visa_products.types.${v}`) }))}
          {...state.field('type')}
        />
      </div>
      <LocalizedFields label={t('visa_products.title_field')} {...state.localized('title')} />
      <LocalizedFields label={t('resource.description')} {...state.localized('description')} />
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('visa_products.papers')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {VISA_PAPERS.map((p) => (
            <label key={p} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={p} {...state.form.register('papers')} />
              {t(`visa_products.paper_names.${p}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
        <TextField
          label={t('visa_products.government_fee')}
          type="number"
          dir="ltr"
          {...state.field('government_fee_iqd', number)}
        />
        <TextField
          label={t('visa_products.service_fee')}
          type="number"
          dir="ltr"
          {...state.field('service_fee_iqd', number)}
        />
        <TextField
          label={t('visa_products.processing')}
          type="number"
          dir="ltr"
          {...state.field('processing_days', number)}
        />
        <TextField
          label={t('visa_products.validity')}
          type="number"
          dir="ltr"
          {...state.field('validity_days', number)}
        />
        <TextField label={t('visa_products.stay')} type="number" dir="ltr" {...state.field('stay_days', number)} />
        <SelectField
          label={t('visa_products.entries')}
          options={VISA_ENTRIES.map((v) => ({ value: v, label: t(`visa_products.entry_names.${v}`) }))}
          {...state.field('entries')}
        />
      </div>
    </ResourceForm>
  );
}

/** Visa products, on the inventory pattern (decision 071). */
export function VisaProductsScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  return (
    <ResourceListScreen<AdminVisaProduct>
      resource={visaProducts}
      texts="visa_products"
      rowKey={(v) => v.id}
      rowName={(v) => pickText(v.title, lang)}
      editor={{ form: (visa, onSaved) => <VisaProductForm visa={visa} onDone={onSaved} /> }}
      columns={[
        { header: t('visa_products.code'), cell: (v) => <Ltr code>{v.code}</Ltr> },
        {
          header: t('visa_products.title_field'),
          cell: (v) => <TwoLines main={pickText(v.title, lang)} sub={t(`visa_products.types.${v.type}`)} />,
        },
        { header: t('visa_products.processing'), end: true, cell: (v) => v.processing_days },
        {
          header: t('visa_products.price'),
          end: true,
          cell: (v) => <Ltr>{(v.government_fee_iqd + v.service_fee_iqd).toLocaleString('en')} IQD</Ltr>,
        },
        { header: t('visa_products.applications'), end: true, cell: (v) => v.applications },
      ]}
    />
  );
}
