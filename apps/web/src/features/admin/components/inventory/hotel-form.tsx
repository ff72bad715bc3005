import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  HotelBodySchema,
  HotelUpdateBodySchema,
  type AdminHotel,
  type HotelBody,
} from '@portal/contracts/admin-hotels';
import { HOTEL_FACILITIES, HOTEL_LANGUAGES, HOTEL_RULES } from '@portal/contracts/hotel-constants';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { CheckboxField, TextField } from '../../../../components/ui/text-field';
import { contractResolver } from '../../../../lib/forms';
import { localeOf, pickText, useLang } from '../../../../lib/i18n';
import { createHotel, hotelDestinationsQuery, updateHotel } from '../../api/hotels';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText, type AdminKey } from '../../i18n';
import { applyServerErrors } from '../../utils/server-errors';
import { CodesField } from '../common/codes-field';
import { errorAt, LocalizedFields } from '../common/localized-fields';
import { QueryState } from '../common/query-state';

type Values = Omit<HotelBody, 'tax_bp'> & { tax_percent: number };

const EMPTY = { ar: '', en: '', de: '' };
const BLANK: Values = {
  destination: '',
  slug: '',
  name: { ...EMPTY },
  description: { ...EMPTY },
  address: { ...EMPTY },
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

function valuesOf(h: AdminHotel): Values {
  return {
    destination: h.destination.slug,
    slug: h.slug,
    name: h.name,
    description: h.description,
    address: h.address,
    stars: h.stars,
    lat: h.lat,
    lng: h.lng,
    facilities: h.facilities as Values['facilities'],
    languages: h.languages as Values['languages'],
    rules: h.rules as Values['rules'],
    check_in_time: h.check_in_time,
    check_out_time: h.check_out_time,
    featured: h.featured,
    bestseller: h.bestseller,
    tax_percent: h.tax_bp / 100,
    city_fee_iqd: h.city_fee_iqd,
  };
}

/** The form's percent becomes the API's basis points; the rest is the API's own shape and rules. */
const toBody = ({ tax_percent, ...rest }: Values): HotelBody => ({ ...rest, tax_bp: Math.round(tax_percent * 100) });

/**
 * A hotel's texts (ar/en/de side by side), place, stars, facilities, languages, house rules, times, taxes and
 * fees, checked by the API's own schema; a new hotel also gets its destination and short name (fixed later:
 * links and pictures use them).
 */
export function HotelForm({ hotel, onSaved }: { hotel: AdminHotel | null; onSaved: (h: AdminHotel) => void }) {
  const destinations = useQuery(hotelDestinationsQuery);
  return (
    <QueryState query={destinations} height="30rem">
      {() => <HotelFields hotel={hotel} onSaved={onSaved} />}
    </QueryState>
  );
}

function HotelFields({ hotel, onSaved }: { hotel: AdminHotel | null; onSaved: (h: AdminHotel) => void }) {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const destinations = useQuery(hotelDestinationsQuery);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const editing = hotel !== null;
  const schema = editing ? HotelUpdateBodySchema : HotelBodySchema;
  const form = useForm<Values>({
    // The schema checks the body the form becomes (tax percent as basis points).
    resolver: async (values, context, options) => {
      const { destination, slug, ...changes } = toBody(values);
      const input = editing ? changes : { destination, slug, ...changes };
      const result = await contractResolver(schema, lang)(input as never, context, options as never);
      const errors = { ...result.errors } as Record<string, unknown>;
      if (errors.tax_bp) errors.tax_percent = errors.tax_bp;
      return (Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} }) as never;
    },
    defaultValues: hotel ? valuesOf(hotel) : BLANK,
  });
  const { register, formState, control } = form;
  const err = (p: string) => errorAt(formState.errors, p);
  const languageName = new Intl.DisplayNames([localeOf(lang)], { type: 'language', fallback: 'code' });

  async function handleSave(values: Values) {
    setProblem(null);
    setSaved(false);
    try {
      const { destination: _d, slug: _s, ...changes } = toBody(values);
      const result = editing ? await updateHotel(hotel.id, changes) : await createHotel(toBody(values));
      setSaved(true);
      onSaved(result);
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, () => true);
      setProblem(rest[0] ?? errorText(error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(handleSave, () => setProblem(t('common.check_fields')))(event)}
      className="space-y-5"
    >
      {saved ? <Alert tone="success">{t('common.saved')}</Alert> : null}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField
          label={t('hotels.destination')}
          disabled={editing}
          error={err('destination')}
          options={[
            { value: '', label: t('hotels.choose_destination') },
            ...(destinations.data ?? []).map((d) => ({ value: d.slug, label: pickText(d.name, lang) })),
          ]}
          {...register('destination')}
        />
        <TextField
          label={t('hotels.slug')}
          hint={t('hotels.slug_hint')}
          dir="ltr"
          disabled={editing}
          error={err('slug')}
          {...register('slug')}
        />
        <SelectField
          label={t('hotels.stars')}
          options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: '★'.repeat(n) }))}
          error={err('stars')}
          {...register('stars', { valueAsNumber: true })}
        />
      </div>
      <LocalizedFields name="name" label={t('hotels.name')} register={register} errors={formState.errors} />
      <LocalizedFields
        name="description"
        label={t('hotels.description')}
        register={register}
        errors={formState.errors}
        multiline
      />
      <LocalizedFields name="address" label={t('hotels.address')} register={register} errors={formState.errors} />
      <div className="grid gap-4 md:grid-cols-4">
        <TextField
          label={t('settings.lat')}
          inputMode="decimal"
          dir="ltr"
          error={err('lat')}
          {...register('lat', { valueAsNumber: true })}
        />
        <TextField
          label={t('settings.lng')}
          inputMode="decimal"
          dir="ltr"
          error={err('lng')}
          {...register('lng', { valueAsNumber: true })}
        />
        <TextField
          label={t('hotels.check_in')}
          type="time"
          dir="ltr"
          error={err('check_in_time')}
          {...register('check_in_time')}
        />
        <TextField
          label={t('hotels.check_out')}
          type="time"
          dir="ltr"
          error={err('check_out_time')}
          {...register('check_out_time')}
        />
        <TextField
          label={t('hotels.tax_percent')}
          inputMode="decimal"
          dir="ltr"
          error={err('tax_percent')}
          {...register('tax_percent', { valueAsNumber: true })}
        />
        <TextField
          label={t('hotels.city_fee')}
          inputMode="numeric"
          dir="ltr"
          error={err('city_fee_iqd')}
          {...register('city_fee_iqd')}
        />
        <CheckboxField label={t('hotels.featured')} className="md:mt-9" {...register('featured')} />
        <CheckboxField label={t('hotels.bestseller')} className="md:mt-9" {...register('bestseller')} />
      </div>
      <CodesField
        control={control}
        name="facilities"
        legend={t('hotels.facilities')}
        codes={HOTEL_FACILITIES}
        label={(c) => t(`codes.facilities.${c}` as AdminKey)}
        error={err('facilities')}
      />
      <CodesField
        control={control}
        name="languages"
        legend={t('hotels.languages')}
        codes={HOTEL_LANGUAGES}
        label={(c) => languageName.of(c) ?? c}
        error={err('languages')}
      />
      <CodesField
        control={control}
        name="rules"
        legend={t('hotels.rules')}
        codes={HOTEL_RULES}
        label={(c) => t(`codes.rules.${c}` as AdminKey)}
        error={err('rules')}
      />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('common.saving') : editing ? t('common.save') : t('hotels.create')}
      </Button>
    </form>
  );
}
