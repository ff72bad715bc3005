import { useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CruiseSelectionSchema, type PricedCruiseSelection } from '@portal/contracts/cruises';
import { translate } from '@portal/contracts/messages';
import { buildPath, parsePath } from '@portal/contracts/routes';
import { TextField } from '../../../components/ui/text-field';
import { BookingPageFrame, CheckoutForm, FIELDSET, LEGEND } from '../../../kit/checkout/checkout-form';
import { paymentBody } from '../../../kit/checkout/payment';
import { useCheckout } from '../../../kit/checkout/use-booking-submit';
import { contractResolver } from '../../../lib/forms';
import { useLang } from '../../../lib/i18n';
import { getStoredUser } from '../../../lib/session';
import { bookCruise, cruiseSelectionQuery } from '../api/cruises';
import {
  CruiseBookingFormSchema,
  cruiseBookingDefaults,
  cruiseFormFieldOf,
  type CruiseBookingFormInput,
  type CruiseBookingFormOutput,
} from '../utils/booking-form';
import { VoyageSummary } from '../views/cruise-summary';

/**
 * `cruise.book`: the sailing's cabins behind the `ref_id` priced again on opening, a form per passenger (passport
 * data) by cabin, the contact, the summary with fares and port charges, and payment from a wallet or a hold.
 */
export function CruiseBookPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const title = t('service_screens.cruise.book');
  const refId = parsePath('cruise.book', location.pathname)?.id ?? '';
  const priced = useQuery({ ...cruiseSelectionQuery(refId), enabled: refId !== '' });
  return (
    <BookingPageFrame
      title={title}
      query={priced}
      back={{
        to: buildPath('cruise.search', {
          depart: 'all',
          destination: 'all',
          departDate: null,
          returnDate: null,
          duration: 'any',
        }),
        label: t('cruises.detail.new_search'),
      }}
    >
      {(data) => <PassengerForm key={refId} refId={refId} initial={data} />}
    </BookingPageFrame>
  );
}

type Form = UseFormReturn<CruiseBookingFormInput, unknown, CruiseBookingFormOutput>;

function PassengerFieldset({ form, index, number }: { form: Form; index: number; number: number }) {
  const { t } = useTranslation();
  const { cabin, type } = form.getValues(`passengers.${index}`);
  const errors = form.formState.errors.passengers?.[index];
  const field = (name: 'first_name' | 'last_name' | 'date_of_birth' | 'nationality' | 'passport_number') =>
    ({ error: errors?.[name]?.message, ...form.register(`passengers.${index}.${name}`) }) as const;
  return (
    <fieldset className={FIELDSET} data-testid="passenger">
      <legend className={LEGEND}>
        {t('cruises.booking.passenger', { cabin: cabin + 1, type: t(`cruises.booking.${type}`), number })}
      </legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">
        <TextField label={t('cruises.booking.first_name')} dir="ltr" autoComplete="off" {...field('first_name')} />
        <TextField label={t('cruises.booking.last_name')} dir="ltr" autoComplete="off" {...field('last_name')} />
        <TextField label={t('cruises.booking.date_of_birth')} type="date" dir="ltr" {...field('date_of_birth')} />
        <TextField label={t('cruises.booking.nationality')} dir="ltr" maxLength={2} {...field('nationality')} />
        <TextField label={t('cruises.booking.passport_number')} dir="ltr" {...field('passport_number')} />
      </div>
    </fieldset>
  );
}

function PassengerForm({ refId, initial }: { refId: string; initial: PricedCruiseSelection }) {
  const lang = useLang();
  const [selection, setSelection] = useState(initial.selection);
  const resolver = useMemo(() => contractResolver(CruiseBookingFormSchema, lang), [lang]);
  const form = useForm<CruiseBookingFormInput, unknown, CruiseBookingFormOutput>({
    resolver,
    defaultValues: cruiseBookingDefaults(selection, getStoredUser()?.email ?? ''),
  });
  const checkout = useCheckout(form, {
    book: bookCruise,
    quoted: initial.quoted_total,
    total: selection.total,
    fieldOf: cruiseFormFieldOf,
    readNewPrice: (problem) => CruiseSelectionSchema.safeParse(problem.selection),
    setNewPrice: setSelection,
    endsAttempt: ['departure_full', 'departure_unavailable', 'departure_selection_expired', 'cruise_not_found'],
    initialBlocker: initial.available ? null : { code: 'departure_full', text: translate('departure_full', lang) },
  });

  function submit(values: CruiseBookingFormOutput) {
    return checkout.booking.submit(
      {
        ref_id: refId,
        accepted_total_iqd: checkout.acceptance.accepted.iqd,
        passengers: values.passengers,
        contact: values.contact,
        terms_accepted: values.terms_accepted,
        payment: paymentBody(values.payment),
      },
      values.payment,
    );
  }

  // Each passenger numbered within their cabin and type ("Cabin 1 · Adult 2").
  const passengers = form.getValues('passengers');
  const numbers = passengers.map(
    (p, i) => passengers.slice(0, i + 1).filter((q) => q.cabin === p.cabin && q.type === p.type).length,
  );
  return (
    <CheckoutForm
      texts="cruises.booking"
      checkout={checkout}
      onValid={submit}
      hold={selection.hold}
      againTo={buildPath('cruise.details', { id: selection.cruise.slug })}
      summary={<VoyageSummary voyage={selection} />}
    >
      {passengers.map((_, i) => (
        <PassengerFieldset key={i} form={form} index={i} number={numbers[i]!} />
      ))}
    </CheckoutForm>
  );
}
