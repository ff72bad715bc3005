import type { FieldValues, Path } from 'react-hook-form';
import {
  DepartureBodySchema,
  DepartureCategoryUpdateBodySchema,
  DepartureProductUpdateBodySchema,
  type AdminDepartureCategory,
  type AdminDepartureProduct,
  type DeparturePrices,
} from '@portal/contracts/admin-departures';
import { TextField, CheckboxField } from '../../../../components/ui/text-field';
import { addDaysIso, todayInBaghdad } from '../../../../lib/dates';
import { addDeparture, departureProducts, updateCategory } from '../../api/departures';
import { useAdminText } from '../../i18n';
import { adminEn } from '../../locales/en';
import { LocalizedFields } from '../common/localized-fields';
import { ResourceForm, useResourceForm, type ResourceFormState } from '../resource/resource-form';
import { useDepartureCode } from './departure-codes';

type Saved = (product: AdminDepartureProduct) => void;

/** Codes in the dictionary's order (double, triple, quad; adult, child), those it does not know after them. */
const KNOWN = Object.keys(adminEn.departures.codes);
const inOrder = (codes: string[]) =>
  [...codes].sort((a, b) => (KNOWN.indexOf(a) + 1 || KNOWN.length + 1) - (KNOWN.indexOf(b) + 1 || KNOWN.length + 1));

/** A product's title in three languages and whether it is shown first. */
export function DepartureProductForm({ product, onSaved }: { product: AdminDepartureProduct; onSaved: Saved }) {
  const { t } = useAdminText();
  const state = useResourceForm<{ title: AdminDepartureProduct['title']; featured: boolean }, AdminDepartureProduct>({
    schema: DepartureProductUpdateBodySchema,
    defaultValues: { title: product.title, featured: product.featured },
    save: (values) => departureProducts.update(product.id, values),
    onSaved,
  });
  return (
    <ResourceForm state={state} submitLabel={t('common.save')} savedText={t('departures.saved')}>
      <LocalizedFields label={t('departures.title_field')} {...state.localized('title')} />
      <CheckboxField label={t('departures.featured')} {...state.form.register('featured')} />
    </ResourceForm>
  );
}

/**
 * A category's prices as a grid of boxes of whole dinars, one per option (a room occupancy, a fee period) and
 * traveller type (adult, child; specialist, student…), registered at `<prefix>.<option>.<type>`. The shorter of the
 * two lists makes the rows, so the grid stays low and wide.
 */
export function PriceGrid<Values extends FieldValues>({
  shape,
  prefix,
  state,
  caption,
}: {
  shape: DeparturePrices;
  prefix: string;
  state: ResourceFormState<Values>;
  caption: string;
}) {
  const { t } = useAdminText();
  const codeName = useDepartureCode();
  const options = inOrder(Object.keys(shape));
  const travellers = inOrder([...new Set(options.flatMap((o) => Object.keys(shape[o]!)))]);
  const byTraveller = travellers.length < options.length;
  const rows = byTraveller ? travellers : options;
  const columns = byTraveller ? options : travellers;
  const cell = (row: string, column: string) => (byTraveller ? [column, row] : [row, column]) as [string, string];
  return (
    <div className="overflow-x-auto">
      <table className="text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-slate-600">
            <td />
            {columns.map((column) => (
              <th key={column} scope="col" className="py-1 pe-3 text-start font-medium">
                {codeName(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row} className="align-top">
              <th scope="row" className="py-3 pe-3 text-start font-medium whitespace-nowrap text-slate-800">
                {codeName(row)}
              </th>
              {columns.map((column) => {
                const [option, type] = cell(row, column);
                return shape[option]?.[type] === undefined ? (
                  <td key={column} />
                ) : (
                  <td key={column} className="py-1 pe-3">
                    <TextField
                      label={t('departures.price_label', { option: codeName(option), traveller: codeName(type) })}
                      className="w-32 [&_label]:sr-only"
                      inputMode="numeric"
                      dir="ltr"
                      {...state.field(`${prefix}.${option}.${type}` as Path<Values>)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One category's prices, every cell of its options and travellers, saved together. */
export function CategoryPricesForm({
  product,
  departureId,
  category,
  name,
  onSaved,
}: {
  product: AdminDepartureProduct;
  departureId: string;
  category: AdminDepartureCategory;
  name: string;
  onSaved: Saved;
}) {
  const { t } = useAdminText();
  const state = useResourceForm<{ prices: DeparturePrices }, AdminDepartureProduct>({
    schema: DepartureCategoryUpdateBodySchema,
    defaultValues: { prices: category.prices },
    save: (values) => updateCategory(product.id, departureId, category.id, values),
    onSaved,
    resetTo: (saved) => ({
      prices: saved.departures.find((d) => d.id === departureId)?.categories.find((c) => c.id === category.id)?.prices,
    }),
  });
  return (
    <ResourceForm
      state={state}
      submitLabel={t('departures.save_prices')}
      submitVariant="secondary"
      savedText={t('departures.prices_saved')}
      className="space-y-3"
    >
      <PriceGrid shape={category.prices} prefix="prices" state={state} caption={name} />
    </ResourceForm>
  );
}

interface NewDeparture {
  starts_on: string;
  ends_on: string;
  group_size: number;
  categories: Array<{ code: string; capacity: number; prices: DeparturePrices }>;
}

/**
 * A new departure, filled from the latest one: a week after it (tomorrow at the earliest), as long, with its
 * group size and its categories' capacity and prices; staff change what differs.
 */
export function AddDepartureForm({ product, onSaved }: { product: AdminDepartureProduct; onSaved: Saved }) {
  const { t } = useAdminText();
  const codeName = useDepartureCode();
  const latest = product.departures.at(-1);
  const tomorrow = addDaysIso(todayInBaghdad(), 1);
  const after = latest ? addDaysIso(latest.starts_on, 7) : tomorrow;
  const startsOn = after > tomorrow ? after : tomorrow;
  const length = latest
    ? Math.round((Date.parse(latest.ends_on) - Date.parse(latest.starts_on)) / 86_400_000)
    : product.days - 1;
  const defaults: NewDeparture = {
    starts_on: startsOn,
    ends_on: addDaysIso(startsOn, length),
    group_size: latest?.group_size ?? 20,
    categories: (latest?.categories ?? []).map((c) => ({ code: c.code, capacity: c.capacity, prices: c.prices })),
  };
  const state = useResourceForm<NewDeparture, AdminDepartureProduct>({
    schema: DepartureBodySchema,
    defaultValues: defaults,
    save: (values) => addDeparture(product.id, values),
    onSaved,
  });
  const number = { valueAsNumber: true } as const;
  if (!latest) return <p className="text-slate-600">{t('departures.no_model')}</p>;
  return (
    <ResourceForm
      state={state}
      submitLabel={t('departures.add')}
      intro={<p className="text-sm text-slate-700">{t('departures.add_lead')}</p>}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={t('departures.starts_on')} type="date" dir="ltr" {...state.field('starts_on')} />
        <TextField label={t('departures.ends_on')} type="date" dir="ltr" {...state.field('ends_on')} />
        <TextField label={t('departures.group')} type="number" dir="ltr" {...state.field('group_size', number)} />
      </div>
      {defaults.categories.map((category, i) => (
        <fieldset key={category.code} className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">{codeName(category.code)}</legend>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
            <TextField
              label={t('departures.capacity')}
              type="number"
              dir="ltr"
              className="w-40"
              {...state.field(`categories.${i}.capacity` as Path<NewDeparture>, number)}
            />
            <div className="min-w-0">
              <p className="mb-2 text-sm font-semibold text-slate-800">{t('departures.prices')}</p>
              <PriceGrid
                shape={category.prices}
                prefix={`categories.${i}.prices`}
                state={state}
                caption={t('departures.prices_of', { category: codeName(category.code) })}
              />
            </div>
          </div>
        </fieldset>
      ))}
    </ResourceForm>
  );
}
