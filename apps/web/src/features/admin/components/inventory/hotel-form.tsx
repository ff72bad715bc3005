import { useQuery } from '@tanstack/react-query';
import {
  HotelBodySchema,
  HotelUpdateBodySchema,
  type AdminHotel,
  type HotelBody,
  type HotelUpdateBody,
} from '@portal/contracts/admin-hotels';
import { HOTEL_FACILITIES, HOTEL_LANGUAGES, HOTEL_RULES } from '@portal/contracts/hotel-constants';
import { SelectField } from '../../../../components/ui/select-field';
import { CheckboxField, TextField } from '../../../../components/ui/text-field';
import { localeOf, pickText, useLang } from '../../../../lib/i18n';
import { allDestinationsQuery, hotels } from '../../api/hotels';
import { useAdminText, type AdminKey } from '../../i18n';
import { CodesField } from '../common/codes-field';
import { emptyText, LocalizedFields } from '../common/localized-fields';
import { QueryState } from '../common/query-state';
import { CoordinateFields } from '../resource/place-fields';
import { ResourceForm, useResourceForm, valuesFrom } from '../resource/resource-form';

type Values = Omit<HotelBody, 'tax_bp'> & { tax_percent: number };

const BLANK: Values = {
  destination: '',
  slug: '',
  name: emptyText(),
  description: emptyText(),
  address: emptyText(),
  stars: 4,
  lat: 0,
  lng: 0,
  facilities: [],
  languages: ['ar', 'en'],
  rules: ['id_at_check_in'],
  check_in_time: '14:00',
  check_out_time: '12:00',
  featured: false,
  bestseller: false,
  tax_percent: 0,
  city_fee_iqd: '0',
};

/** A hotel's values as the form shows them: its destination by short name, taxes in percent. */
const valuesOf = (h: AdminHotel): Values => ({
  ...valuesFrom(BLANK, h),
  destination: h.destination.slug,
  tax_percent: h.tax_bp / 100,
});

/** The form's percent becomes the API's basis points; an edit leaves out what is fixed (destination, short name). */
function bodyOf({ tax_percent, ...rest }: Values, editing: boolean): HotelBody | HotelUpdateBody {
  const body = { ...rest, tax_bp: Math.round(tax_percent * 100) };
  if (!editing) return body;
  const { destination: _d, slug: _s, ...changes } = body;
  return changes;
}

/**
 * A hotel's texts (ar/en/de side by side), place, stars, facilities, languages, house rules, times, taxes and
 * fees, checked by the API's own schema; a new hotel also gets its destination and short name (fixed later:
 * links and pictures use them).
 */
export function HotelForm({ hotel, onSaved }: { hotel: AdminHotel | null; onSaved: (h: AdminHotel) => void }) {
  const destinations = useQuery(allDestinationsQuery);
  return (
    <QueryState query={destinations} height="30rem">
      {() => <HotelFields hotel={hotel} onSaved={onSaved} />}
    </QueryState>
  );
}

function HotelFields({ hotel, onSaved }: { hotel: AdminHotel | null; onSaved: (h: AdminHotel) => void }) {
  const { t } = useAdminText();
  const lang = useLang();
  const destinations = useQuery(allDestinationsQuery);
  const editing = hotel !== null;
  const state = useResourceForm<Values, AdminHotel>({
    schema: editing ? HotelUpdateBodySchema : HotelBodySchema,
    toBody: (values) => bodyOf(values, editing),
    fieldNames: { tax_bp: 'tax_percent' },
    defaultValues: hotel ? valuesOf(hotel) : BLANK,
    save: (values) =>
      editing ? hotels.update(hotel.id, bodyOf(values, true)) : hotels.create(bodyOf(values, false) as HotelBody),
    onSaved,
  });
  const { field } = state;
  const languageName = new Intl.DisplayNames([localeOf(lang)], { type: 'language', fallback: 'code' });

  return (
    <ResourceForm
      state={state}
      submitLabel={editing ? t('common.save') : t('hotels.create')}
      savedText={t('common.saved')}
      className="space-y-5"
    >
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField
          label={t('hotels.destination')}
          disabled={editing}
          options={[
            { value: '', label: t('hotels.choose_destination') },
            ...(destinations.data?.data ?? []).map((d) => ({ value: d.slug, label: pickText(d.name, lang) })),
          ]}
          {...field('destination')}
        />
        <TextField
          label={t('resource.slug')}
          hint={t('hotels.slug_hint')}
          dir="ltr"
          disabled={editing}
          {...field('slug')}
        />
        <SelectField
          label={t('hotels.stars')}
          options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: '★'.repeat(n) }))}
          {...field('stars', { valueAsNumber: true })}
        />
      </div>
      <LocalizedFields label={t('resource.name')} {...state.localized('name')} />
      <LocalizedFields label={t('resource.description')} {...state.localized('description')} multiline />
      <LocalizedFields label={t('resource.address')} {...state.localized('address')} />
      <div className="grid gap-4 md:grid-cols-4">
        <CoordinateFields state={state} />
        <TextField label={t('hotels.check_in')} type="time" dir="ltr" {...field('check_in_time')} />
        <TextField label={t('hotels.check_out')} type="time" dir="ltr" {...field('check_out_time')} />
        <TextField
          label={t('hotels.tax_percent')}
          inputMode="decimal"
          dir="ltr"
          {...field('tax_percent', { valueAsNumber: true })}
        />
        <TextField label={t('hotels.city_fee')} inputMode="numeric" dir="ltr" {...field('city_fee_iqd')} />
        <CheckboxField label={t('hotels.featured')} className="md:mt-9" {...state.form.register('featured')} />
        <CheckboxField label={t('hotels.bestseller')} className="md:mt-9" {...state.form.register('bestseller')} />
      </div>
      {(
        [
          ['facilities', HOTEL_FACILITIES, (c: string) => t(`codes.facilities.${c}` as AdminKey)],
          ['languages', HOTEL_LANGUAGES, (c: string) => languageName.of(c) ?? c],
          ['rules', HOTEL_RULES, (c: string) => t(`codes.rules.${c}` as AdminKey)],
        ] as const
      ).map(([name, codes, label]) => (
        <CodesField
          key={name}
          control={state.form.control}
          name={name}
          legend={t(`hotels.${name}`)}
          codes={codes}
          label={label}
          error={state.error(name)}
        />
      ))}
    </ResourceForm>
  );
}
