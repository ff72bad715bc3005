import { useMemo, useRef, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CarDriverSchema, CarPriceSchema, type CarDetail, type CarPrice } from '@portal/contracts/cars';
import { translate } from '@portal/contracts/messages';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { FieldsOnIntent } from '../../../components/ui/lazy-field';
import { ImageUploadField } from '../../../components/ui/image-upload-field';
import { TextField } from '../../../components/ui/text-field';
import { NO_PAYMENT_CHOICE, paymentBody, PaymentChoiceSchema } from '../../../kit/checkout/payment';
import { PaymentChoice } from '../../../kit/checkout/payment-choice';
import { usePriceAcceptance } from '../../../kit/checkout/price-acceptance';
import { PriceMovedNotice } from '../../../kit/checkout/price-moved-notice';
import { SubmitPanel } from '../../../kit/checkout/submit-panel';
import { useBookingSubmit } from '../../../kit/checkout/use-booking-submit';
import { contractResolver } from '../../../lib/forms';
import { pickText, useLang } from '../../../lib/i18n';
import { getStoredUser } from '../../../lib/session';
import { bookCar } from '../api/cars';
import { formatInstant, formatLocal } from '../utils/format';
import { CarPriceParts } from './car-price';

/** The booking step's form: the contract's driver schema, so the form and the API say the same. */
const CarBookingFormSchema = z.object({
  driver: CarDriverSchema,
  terms_accepted: z.literal(true, { error: 'terms_required' }),
  payment: PaymentChoiceSchema,
});
type FormInput = z.input<typeof CarBookingFormSchema>;
type FormOutput = z.output<typeof CarBookingFormSchema>;

const FIELDSET = 'space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

function fieldOf(field: string): Path<FormInput> | null {
  return /^driver\.[a-z_]+$/.test(field) || field === 'terms_accepted' ? (field as Path<FormInput>) : null;
}

/**
 * The booking step of `cars.details`: the driver (and, when the customer drives, the licence and its photo,
 * uploaded privately through the uploads module), payment from a wallet or a hold, and the rental's price with
 * its parts. Booked through the checkout kit: one Idempotency-Key per payload, a moved price to accept.
 */
export function CarBookingStep({ detail, search }: { detail: CarDetail; search: URLSearchParams }) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const [price, setPrice] = useState<CarPrice>(detail.price);
  const acceptance = usePriceAcceptance(detail.price.total, price.total);
  const formRef = useRef<HTMLFormElement>(null);
  const [uploading, setUploading] = useState(false);
  const resolver = useMemo(() => contractResolver(CarBookingFormSchema, lang), [lang]);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: {
      driver: {
        first_name: '',
        last_name: '',
        date_of_birth: '',
        email: getStoredUser()?.email ?? '',
        phone: '',
        licence_number: '',
        licence_country: '',
        licence_image_id: null,
      },
      terms_accepted: false as unknown as true,
      payment: NO_PAYMENT_CHOICE as FormInput['payment'],
    },
  });
  const errors = form.formState.errors.driver;
  const booking = useBookingSubmit({
    form,
    formRef,
    book: bookCar,
    acceptance,
    total: price.total,
    fieldOf,
    readNewPrice: (problem) => CarPriceSchema.safeParse(problem.price),
    setNewPrice: setPrice,
    endsAttempt: ['cars_unavailable', 'car_not_found'],
    initialBlocker: detail.available ? null : { code: 'cars_unavailable', text: translate('cars_unavailable', lang) },
  });
  const { car } = detail;
  const pickup = search.get('pickup') ?? '';
  const dropoff = search.get('dropoff') ?? '';
  const dropoffOffice = search.get('dropoff_office') || car.office.id;
  const back = (() => {
    const q = new URLSearchParams(search);
    q.delete('step');
    return `${location.pathname}?${q}`;
  })();

  function submit(values: FormOutput) {
    return booking.submit(
      {
        offer_id: car.id,
        pickup,
        dropoff,
        dropoff_office: dropoffOffice,
        child_seats: Number(search.get('child_seats') ?? 0) || 0,
        extra_driver: search.get('extra_driver') === 'yes',
        full_cover: search.get('full_cover') === 'yes',
        driver: values.driver,
        accepted_total_iqd: acceptance.accepted.iqd,
        payment: paymentBody(values.payment),
      },
      values.payment,
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      {/* The date of birth's picker loads on a sign of intent (issue 23). */}
      <FieldsOnIntent>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void form.handleSubmit(submit, booking.invalid)(event)}
          aria-label={t('cars.booking.form')}
          className="space-y-5"
        >
          {booking.blocker ? (
            <Alert tone="error">
              <p>{booking.blocker.text}</p>
              <Link to={back} className={buttonClass('secondary', 'mt-3')}>
                {t('cars.booking.change_rental')}
              </Link>
            </Alert>
          ) : null}
          <PriceMovedNotice acceptance={acceptance} textKey="cars.booking.price_moved_text" />
          <fieldset className={FIELDSET}>
            <legend className="float-start mb-2 w-full text-lg font-semibold text-slate-900">
              {car.with_driver ? t('cars.booking.renter') : t('cars.booking.driver')}
            </legend>
            <div className="clear-both grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('cars.booking.first_name')}
                autoComplete="given-name"
                error={errors?.first_name?.message}
                {...form.register('driver.first_name')}
              />
              <TextField
                label={t('cars.booking.last_name')}
                autoComplete="family-name"
                error={errors?.last_name?.message}
                {...form.register('driver.last_name')}
              />
              <Controller
                control={form.control}
                name="driver.date_of_birth"
                render={({ field }) => (
                  <DateField
                    label={t('cars.booking.date_of_birth')}
                    value={field.value}
                    onChange={field.onChange}
                    name={field.name}
                    placeholderDate="1990-01-01"
                    error={errors?.date_of_birth?.message}
                  />
                )}
              />
              <TextField
                label={t('cars.booking.email')}
                type="email"
                dir="ltr"
                autoComplete="email"
                error={errors?.email?.message}
                {...form.register('driver.email')}
              />
              <TextField
                label={t('cars.booking.phone')}
                type="tel"
                dir="ltr"
                autoComplete="tel"
                error={errors?.phone?.message}
                {...form.register('driver.phone')}
              />
            </div>
            {car.with_driver ? (
              <p className="text-sm text-slate-700">{t('cars.booking.driver_included')}</p>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t('cars.booking.licence_number')}
                  dir="ltr"
                  error={errors?.licence_number?.message}
                  {...form.register('driver.licence_number')}
                />
                <TextField
                  label={t('cars.booking.licence_country')}
                  dir="ltr"
                  maxLength={2}
                  error={errors?.licence_country?.message}
                  {...form.register('driver.licence_country')}
                />
                <Controller
                  control={form.control}
                  name="driver.licence_image_id"
                  render={({ field }) => (
                    <ImageUploadField
                      label={t('cars.booking.licence_image')}
                      purpose="driving_licence"
                      value={field.value ?? null}
                      onChange={field.onChange}
                      onBusyChange={setUploading}
                      error={errors?.licence_image_id?.message}
                      texts="cars.booking"
                    />
                  )}
                />
              </div>
            )}
          </fieldset>
          <PaymentChoice
            field={booking.payment}
            holdUntil={detail.hold_until}
            hold={{
              label: t('cars.booking.hold'),
              until: detail.hold_until
                ? t('cars.booking.hold_until', { date: formatInstant(detail.hold_until, lang) })
                : '',
              none: t('cars.booking.no_hold'),
            }}
          />
          <SubmitPanel
            termsLabel={t('cars.booking.terms')}
            terms={form.register('terms_accepted')}
            termsError={form.formState.errors.terms_accepted?.message}
            errors={booking.formErrors}
            total={price.total}
            busy={booking.busy || uploading}
            disabled={booking.blocker !== null}
          />
        </form>
      </FieldsOnIntent>
      <aside
        aria-label={t('cars.booking.summary')}
        className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24"
      >
        <h2 className="text-lg font-semibold text-slate-900">{t('cars.booking.summary')}</h2>
        <p className="font-semibold text-slate-900">
          <bdi>{car.model}</bdi> · <bdi>{pickText(car.company.name, lang)}</bdi>
        </p>
        <p className="text-sm text-slate-700">
          {t('cars.detail.pickup')}: <bdi>{pickText(car.office.name, lang)}</bdi>, {formatLocal(pickup, lang)}
        </p>
        <p className="text-sm text-slate-700">
          {t('cars.detail.dropoff')}:{' '}
          <bdi>{pickText(detail.offices.find((o) => o.id === dropoffOffice)?.name ?? car.office.name, lang)}</bdi>,{' '}
          {formatLocal(dropoff, lang)}
        </p>
        <CarPriceParts price={price} />
        <Link to={back} className={buttonClass('secondary', 'w-full')}>
          {t('cars.booking.change_rental')}
        </Link>
      </aside>
    </div>
  );
}
