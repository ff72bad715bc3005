import { useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DepartureSelectionSchema, type PricedDepartureSelection } from '@portal/contracts/departures';
import { translate } from '@portal/contracts/messages';
import { buildPath, parsePath } from '@portal/contracts/routes';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { BookingPageFrame, CheckoutForm, FIELDSET, LEGEND } from '../../../kit/checkout/checkout-form';
import { paymentBody } from '../../../kit/checkout/payment';
import { useCheckout } from '../../../kit/checkout/use-booking-submit';
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
  const refId = parsePath('tour.booking', location.pathname)?.refId ?? '';
  const priced = useQuery({ ...tourSelectionQuery(refId), enabled: refId !== '' });
  return (
    <BookingPageFrame title={title} query={priced} back={{ to: '/', label: t('packages.detail.new_search') }}>
      {(data) => <BookingForm key={refId} refId={refId} initial={data} />}
    </BookingPageFrame>
  );
}

type Form = UseFormReturn<TourBookingFormInput, unknown, TourBookingFormOutput>;

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
  const lang = useLang();
  const [selection, setSelection] = useState(initial.selection);
  const resolver = useMemo(() => contractResolver(TourBookingFormSchema, lang), [lang]);
  const form = useForm<TourBookingFormInput, unknown, TourBookingFormOutput>({
    resolver,
    defaultValues: tourBookingDefaults(selection, getStoredUser()?.email ?? ''),
  });
  const checkout = useCheckout(form, {
    book: bookTour,
    quoted: initial.quoted_total,
    total: selection.total,
    fieldOf: tourFormFieldOf,
    readNewPrice: (problem) => DepartureSelectionSchema.safeParse(problem.selection),
    setNewPrice: setSelection,
    endsAttempt: ['departure_full', 'departure_unavailable', 'departure_selection_expired', 'tour_not_found'],
    initialBlocker: initial.available ? null : { code: 'departure_full', text: translate('departure_full', lang) },
  });

  function submit(values: TourBookingFormOutput) {
    return checkout.booking.submit(
      {
        ref_id: refId,
        accepted_total_iqd: checkout.acceptance.accepted.iqd,
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
    <CheckoutForm
      texts="packages.booking"
      checkout={checkout}
      onValid={submit}
      hold={selection.hold}
      againTo={buildPath('tour.details', { id: selection.product.slug })}
      summary={<TripSummary trip={selection} />}
    >
      {form.getValues('travellers').map((traveller, i) => (
        <TravellerFieldset
          key={i}
          form={form}
          index={i}
          type={traveller.type}
          number={traveller.type === 'adult' ? ++adult : ++child}
        />
      ))}
    </CheckoutForm>
  );
}
