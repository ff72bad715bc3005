import { useMemo, useState } from 'react';
import { useForm, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { InsuranceBookingBodySchema, InsurancePriceSchema, type InsuranceQuote } from '@portal/contracts/insurance';
import { parsePath } from '@portal/contracts/routes';
import { TextField } from '../../../components/ui/text-field';
import { BookingPageFrame, CheckoutForm, FIELDSET, LEGEND } from '../../../kit/checkout/checkout-form';
import { NO_PAYMENT_CHOICE, PaymentChoiceSchema, paymentBody } from '../../../kit/checkout/payment';
import { useCheckout } from '../../../kit/checkout/use-booking-submit';
import { getStoredCurrency } from '../../../lib/currency';
import { formatCalendarDate, isIsoDate } from '../../../lib/dates';
import { contractResolver } from '../../../lib/forms';
import { useLang } from '../../../lib/i18n';
import { getStoredUser } from '../../../lib/session';
import { bookInsurance, quoteQuery } from '../api/insurance';
import { agesOf, tripBody, tripFromQuery, validateTrip, type TripValues } from '../utils/trip';
import { PlanFacts } from './plan-facts';
import { PriceLines } from './price-lines';
import { NationalitySelect, SelectWithError } from './trip-fields';

const FormSchema = z.object({
  travellers: InsuranceBookingBodySchema.shape.travellers,
  contact: InsuranceBookingBodySchema.shape.contact,
  terms_accepted: z.literal(true, { error: 'terms_required' }),
  payment: PaymentChoiceSchema,
});
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;

/** The form's field for a server field; the rest are shown above the button. */
function fieldOf(field: string): Path<FormInput> | null {
  return /^(travellers\.\d+\.\w+|contact\.\w+|terms_accepted)$/.test(field) ? (field as Path<FormInput>) : null;
}

/**
 * `insurance.book`: the plan priced for the trip in the query, each insured traveller's details as in the
 * passport (a date of birth prices them: the quote follows what is typed, and a new total must be accepted), the
 * policy's contact, and payment from a wallet (a policy is issued at once: no hold).
 */
export function InsuranceBookingPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const title = t('service_screens.insurance.book');
  const id = parsePath('insurance.book', location.pathname)?.id ?? '';
  const search = location.href.includes('?') ? location.href.slice(location.href.indexOf('?')) : '';
  const trip = useMemo(() => tripFromQuery(search), [search]);
  const valid = trip.destination !== '' && Object.keys(validateTrip(trip)).length === 0;
  const quote = useQuery(
    quoteQuery({ plan_id: id, ...tripBody(trip), ages: agesOf(trip) }, getStoredCurrency().name, valid && id !== ''),
  );

  return (
    <BookingPageFrame
      title={title}
      query={quote}
      refusal={valid ? null : t('insurance.detail.not_found')}
      back={{ to: '/', label: t('insurance.detail.new_search') }}
    >
      {(data) => <BookingForm key={search} planId={id} trip={trip} initial={data} />}
    </BookingPageFrame>
  );
}

function BookingForm({ planId, trip, initial }: { planId: string; trip: TripValues; initial: InsuranceQuote }) {
  const { t } = useTranslation();
  const lang = useLang();
  const resolver = useMemo(() => contractResolver(FormSchema, lang), [lang]);
  const count = Math.max(initial.price.travellers.length, 1);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: {
      travellers: Array.from({ length: count }, (_, i) => ({
        first_name: '',
        last_name: '',
        gender: '' as 'male',
        date_of_birth: trip.births[i] ?? '',
        nationality: trip.nationality,
        passport_number: '',
        passport_expiry: '',
      })),
      contact: { email: getStoredUser()?.email ?? '', phone: '' },
      terms_accepted: false as unknown as true,
      payment: NO_PAYMENT_CHOICE as FormInput['payment'],
    },
  });
  // The travellers' dates of birth price the policy: once all are dates, the quote follows them.
  const births = useWatch({ control: form.control, name: 'travellers' }).map((tr) => tr.date_of_birth);
  const byBirth = births.every((b) => isIsoDate(b));
  const live = useQuery(
    quoteQuery({ plan_id: planId, ...tripBody(trip), birth_dates: births }, getStoredCurrency().name, byBirth),
  );
  const [answered, setAnswered] = useState<InsuranceQuote['price'] | null>(null);
  const price = answered ?? (byBirth && live.data ? live.data.price : initial.price);
  const checkout = useCheckout(form, {
    book: bookInsurance,
    quoted: initial.price.total,
    total: price.total,
    fieldOf,
    readNewPrice: (problem) => InsurancePriceSchema.safeParse(problem.price),
    setNewPrice: setAnswered,
    endsAttempt: ['insurance_plan_not_found', 'insurance_not_applicable'],
  });

  function submit(values: FormOutput) {
    setAnswered(null);
    return checkout.booking.submit(
      {
        plan_id: planId,
        ...tripBody(trip),
        accepted_total_iqd: checkout.acceptance.accepted.iqd,
        travellers: values.travellers,
        contact: values.contact,
        terms_accepted: true as const,
        payment: paymentBody(values.payment),
      },
      values.payment,
    );
  }

  return (
    <CheckoutForm
      texts="insurance.booking"
      checkout={checkout}
      onValid={submit}
      hold={null}
      blockerAt="panel"
      summary={
        <div className="space-y-4">
          <PlanFacts plan={initial.plan} heading="h3" />
          <p className="text-sm text-slate-700">
            {t('insurance.results.summary', {
              count: Number(trip.duration),
              start: formatCalendarDate(initial.start_date, lang),
              end: formatCalendarDate(initial.end_date, lang),
            })}
          </p>
          {byBirth && live.isFetching ? (
            <p className="text-xs text-slate-600">{t('insurance.booking.pricing')}</p>
          ) : null}
          <PriceLines price={price} />
        </div>
      }
    >
      {Array.from({ length: count }, (_, i) => (
        <TravellerFieldset key={i} form={form} index={i} />
      ))}
    </CheckoutForm>
  );
}

function TravellerFieldset({ form, index: i }: { form: UseFormReturn<FormInput, unknown, FormOutput>; index: number }) {
  const { t } = useTranslation();
  const errors = form.formState.errors.travellers?.[i];
  const nationality = useWatch({ control: form.control, name: `travellers.${i}.nationality` });
  const gender = useWatch({ control: form.control, name: `travellers.${i}.gender` });
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{t('insurance.booking.traveller', { n: i + 1 })}</legend>
      <p className="clear-both text-sm text-slate-600">{t('insurance.booking.names_hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('insurance.booking.first_name')}
          dir="ltr"
          autoComplete="given-name"
          error={errors?.first_name?.message}
          {...form.register(`travellers.${i}.first_name`)}
        />
        <TextField
          label={t('insurance.booking.last_name')}
          dir="ltr"
          autoComplete="family-name"
          error={errors?.last_name?.message}
          {...form.register(`travellers.${i}.last_name`)}
        />
        <SelectWithError
          label={t('insurance.booking.gender')}
          name={`travellers.${i}.gender`}
          value={gender}
          options={[
            { value: '', label: '—' },
            { value: 'female', label: t('insurance.booking.female') },
            { value: 'male', label: t('insurance.booking.male') },
          ]}
          onChange={(v) =>
            form.setValue(`travellers.${i}.gender`, v as 'male', { shouldValidate: form.formState.isSubmitted })
          }
          error={errors?.gender?.message}
        />
        <TextField
          label={t('insurance.booking.date_of_birth')}
          type="date"
          error={errors?.date_of_birth?.message}
          {...form.register(`travellers.${i}.date_of_birth`)}
        />
        <NationalitySelect
          label={t('insurance.booking.nationality')}
          name={`travellers.${i}.nationality`}
          value={nationality}
          onChange={(v) => form.setValue(`travellers.${i}.nationality`, v)}
          error={errors?.nationality?.message}
        />
        <TextField
          label={t('insurance.booking.passport_number')}
          dir="ltr"
          autoCapitalize="characters"
          error={errors?.passport_number?.message}
          {...form.register(`travellers.${i}.passport_number`)}
        />
        <TextField
          label={t('insurance.booking.passport_expiry')}
          type="date"
          error={errors?.passport_expiry?.message}
          {...form.register(`travellers.${i}.passport_expiry`)}
        />
      </div>
    </fieldset>
  );
}
