import { useMemo, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DepartureSelectionSchema, type PricedDepartureSelection } from '@portal/contracts/departures';
import { translate } from '@portal/contracts/messages';
import { buildPath, parsePath } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { Placeholder } from '../../../components/ui/placeholder';
import { TextField } from '../../../components/ui/text-field';
import { paymentBody } from '../../../kit/checkout/payment';
import { PaymentChoice } from '../../../kit/checkout/payment-choice';
import { usePriceAcceptance } from '../../../kit/checkout/price-acceptance';
import { PriceMovedNotice } from '../../../kit/checkout/price-moved-notice';
import { SubmitPanel } from '../../../kit/checkout/submit-panel';
import { useBookingSubmit } from '../../../kit/checkout/use-booking-submit';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/forms';
import { useLang } from '../../../lib/i18n';
import { getStoredUser } from '../../../lib/session';
import { bookTour, tourSelectionQuery } from '../api/tours';
import {
  TourBookingFormSchema,
  tourBookingDefaults,
  tourFormFieldOf,
  type TourBookingFormInput,
  type TourBookingFormOutput,
} from '../utils/booking-form';
import { TripSummary } from '../views/trip-summary';

/**
 * `tour.booking`: the departure, room and travellers behind `refId` priced again on opening, a form per traveller
 * with passport data, the contact, the summary and payment from a wallet or a hold. A price that moved must be
 * accepted before anything is charged; a departure that filled up ends the attempt.
 */
export function TourBookingPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const title = t('service_screens.tour.booking');
  useDocumentTitle(title);
  const refId = parsePath('tour.booking', location.pathname)?.refId ?? '';
  const priced = useQuery({ ...tourSelectionQuery(refId), enabled: refId !== '' });
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {priced.isPending ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-busy="true">
          <Placeholder height="28rem" width="100%" className="rounded-2xl" />
          <Placeholder height="20rem" width="100%" className="rounded-2xl" />
        </div>
      ) : priced.isError ? (
        <div className="rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-xl font-semibold text-slate-900">{errorMessage(priced.error, t)}</p>
          <Link to="/" className={buttonClass('secondary', 'mt-6')}>
            {t('packages.detail.new_search')}
          </Link>
        </div>
      ) : (
        <BookingForm key={refId} refId={refId} initial={priced.data} />
      )}
    </div>
  );
}

type Form = UseFormReturn<TourBookingFormInput, unknown, TourBookingFormOutput>;
const FIELDSET = 'space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';
const LEGEND = 'float-start mb-2 w-full text-lg font-semibold text-slate-900';

function TravellerFieldset({
  form,
  index,
  type,
  number,
}: {
  form: Form;
  index: number;
  type: 'adult' | 'child';
  number: number;
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors.travellers?.[index];
  const field = (
    name: 'first_name' | 'last_name' | 'date_of_birth' | 'nationality' | 'passport_number' | 'passport_expiry',
  ) => ({ error: errors?.[name]?.message, ...form.register(`travellers.${index}.${name}`) }) as const;
  return (
    <fieldset className={FIELDSET} data-testid="traveller">
      <legend className={LEGEND}>
        {t('packages.booking.traveller', { type: t(`packages.travellers.${type}`), number })}
      </legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">
        <TextField label={t('packages.booking.first_name')} dir="ltr" autoComplete="off" {...field('first_name')} />
        <TextField label={t('packages.booking.last_name')} dir="ltr" autoComplete="off" {...field('last_name')} />
        <NativeSelect
          label={t('packages.booking.gender')}
          options={[
            { value: 'male', label: t('packages.booking.male') },
            { value: 'female', label: t('packages.booking.female') },
          ]}
          {...form.register(`travellers.${index}.gender`)}
        />
        <TextField label={t('packages.booking.date_of_birth')} type="date" dir="ltr" {...field('date_of_birth')} />
        <TextField label={t('packages.booking.nationality')} dir="ltr" maxLength={2} {...field('nationality')} />
        <TextField label={t('packages.booking.passport_number')} dir="ltr" {...field('passport_number')} />
        <TextField label={t('packages.booking.passport_expiry')} type="date" dir="ltr" {...field('passport_expiry')} />
      </div>
    </fieldset>
  );
}

function BookingForm({ refId, initial }: { refId: string; initial: PricedDepartureSelection }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [selection, setSelection] = useState(initial.selection);
  const acceptance = usePriceAcceptance(initial.quoted_total, selection.total);
  const formRef = useRef<HTMLFormElement>(null);
  const resolver = useMemo(() => contractResolver(TourBookingFormSchema, lang), [lang]);
  const form = useForm<TourBookingFormInput, unknown, TourBookingFormOutput>({
    resolver,
    defaultValues: tourBookingDefaults(selection, getStoredUser()?.email ?? ''),
  });
  const errors = form.formState.errors;
  const booking = useBookingSubmit({
    form,
    formRef,
    book: bookTour,
    acceptance,
    total: selection.total,
    fieldOf: tourFormFieldOf,
    readNewPrice: (problem) => DepartureSelectionSchema.safeParse(problem.selection),
    setNewPrice: setSelection,
    endsAttempt: ['departure_full', 'departure_unavailable', 'departure_selection_expired', 'tour_not_found'],
    initialBlocker: initial.available ? null : { code: 'departure_full', text: translate('departure_full', lang) },
  });

  function submit(values: TourBookingFormOutput) {
    return booking.submit(
      {
        ref_id: refId,
        accepted_total_iqd: acceptance.accepted.iqd,
        travellers: values.travellers,
        contact: values.contact,
        terms_accepted: values.terms_accepted,
        payment: paymentBody(values.payment),
      },
      values.payment,
    );
  }

  let adult = 0;
  let child = 0;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit, booking.invalid)(event)}
        aria-label={t('packages.booking.form')}
        className="space-y-5"
      >
        {booking.blocker ? (
          <Alert tone="error">
            <p>{booking.blocker.text}</p>
            <Link
              to={buildPath('tour.details', { id: selection.product.slug })}
              className={buttonClass('secondary', 'mt-3')}
            >
              {t('packages.booking.choose_again')}
            </Link>
          </Alert>
        ) : null}
        <PriceMovedNotice acceptance={acceptance} textKey="packages.booking.price_moved_text" />
        {form.getValues('travellers').map((traveller, i) => (
          <TravellerFieldset
            key={i}
            form={form}
            index={i}
            type={traveller.type}
            number={traveller.type === 'adult' ? ++adult : ++child}
          />
        ))}
        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{t('packages.booking.contact')}</legend>
          <div className="clear-both grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('packages.booking.email')}
              type="email"
              dir="ltr"
              autoComplete="email"
              error={errors.contact?.email?.message}
              {...form.register('contact.email')}
            />
            <TextField
              label={t('packages.booking.phone')}
              type="tel"
              dir="ltr"
              autoComplete="tel"
              error={errors.contact?.phone?.message}
              {...form.register('contact.phone')}
            />
          </div>
        </fieldset>
        <PaymentChoice
          field={booking.payment}
          holdUntil={selection.hold.allowed ? selection.hold.until : null}
          hold={{
            label: t('packages.booking.hold'),
            until:
              selection.hold.allowed && selection.hold.until
                ? t('packages.booking.hold_until', { date: formatDateTime(selection.hold.until, lang) })
                : '',
            none: t('packages.booking.no_hold'),
          }}
        />
        <SubmitPanel
          termsLabel={t('packages.booking.terms')}
          terms={form.register('terms_accepted')}
          termsError={errors.terms_accepted?.message}
          errors={booking.formErrors}
          total={selection.total}
          busy={booking.busy}
          disabled={booking.blocker !== null}
        />
      </form>
      <aside
        aria-label={t('packages.booking.summary')}
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24"
      >
        <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('packages.booking.summary')}</h2>
        <TripSummary trip={selection} />
      </aside>
    </div>
  );
}
