import { useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ConferenceSelectionSchema, type PricedConferenceSelection } from '@portal/contracts/conferences';
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
import { bookConference, conferenceSelectionQuery } from '../api/conferences';
import {
  ConferenceBookingFormSchema,
  conferenceBookingDefaults,
  conferenceFormFieldOf,
  type ConferenceBookingFormInput,
  type ConferenceBookingFormOutput,
} from '../utils/booking-form';
import { RegistrationSummary } from '../views/conference-summary';

/**
 * `conference.book`: the attendees per category behind the `ref_id` priced again on opening, a form per attendee
 * (badge name, workplace, syndicate number), the contact, the summary and payment from a wallet or a hold.
 */
export function ConferenceBookPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const title = t('service_screens.conference.book');
  const refId = parsePath('conference.book', location.pathname)?.id ?? '';
  const priced = useQuery({ ...conferenceSelectionQuery(refId), enabled: refId !== '' });
  return (
    <BookingPageFrame
      title={title}
      query={priced}
      back={{
        to: buildPath('conference.search', { specialty: null, country: null }),
        label: t('conferences.detail.new_search'),
      }}
    >
      {(data) => <RegistrationForm key={refId} refId={refId} initial={data} />}
    </BookingPageFrame>
  );
}

type Form = UseFormReturn<ConferenceBookingFormInput, unknown, ConferenceBookingFormOutput>;

function AttendeeFieldset({ form, index }: { form: Form; index: number }) {
  const { t } = useTranslation();
  const category = form.getValues(`attendees.${index}.category`);
  const errors = form.formState.errors.attendees?.[index];
  const field = (name: 'first_name' | 'last_name' | 'institution' | 'licence_number') =>
    ({ error: errors?.[name]?.message, ...form.register(`attendees.${index}.${name}`) }) as const;
  return (
    <fieldset className={FIELDSET} data-testid="attendee">
      <legend className={LEGEND}>
        {t('conferences.booking.attendee', { number: index + 1, category: t(`conferences.categories.${category}`) })}
      </legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">
        <NativeSelect
          label={t('conferences.booking.title')}
          options={(['dr', 'prof', 'mr', 'ms'] as const).map((v) => ({
            value: v,
            label: t(`conferences.titles.${v}`),
          }))}
          {...form.register(`attendees.${index}.title`)}
        />
        <span className="hidden sm:block" />
        <TextField label={t('conferences.booking.first_name')} dir="ltr" autoComplete="off" {...field('first_name')} />
        <TextField label={t('conferences.booking.last_name')} dir="ltr" autoComplete="off" {...field('last_name')} />
        {category !== 'accompanying' ? (
          <TextField
            label={t('conferences.booking.institution')}
            autoComplete="organization"
            {...field('institution')}
          />
        ) : null}
        {category === 'specialist' || category === 'resident' ? (
          <TextField label={t('conferences.booking.licence_number')} dir="ltr" {...field('licence_number')} />
        ) : null}
      </div>
    </fieldset>
  );
}

function RegistrationForm({ refId, initial }: { refId: string; initial: PricedConferenceSelection }) {
  const lang = useLang();
  const [selection, setSelection] = useState(initial.selection);
  const resolver = useMemo(() => contractResolver(ConferenceBookingFormSchema, lang), [lang]);
  const form = useForm<ConferenceBookingFormInput, unknown, ConferenceBookingFormOutput>({
    resolver,
    defaultValues: conferenceBookingDefaults(selection, getStoredUser()?.email ?? ''),
  });
  const checkout = useCheckout(form, {
    book: bookConference,
    quoted: initial.quoted_total,
    total: selection.total,
    fieldOf: conferenceFormFieldOf,
    readNewPrice: (problem) => ConferenceSelectionSchema.safeParse(problem.selection),
    setNewPrice: setSelection,
    endsAttempt: ['departure_full', 'departure_unavailable', 'departure_selection_expired', 'conference_not_found'],
    initialBlocker: initial.available ? null : { code: 'departure_full', text: translate('departure_full', lang) },
  });

  function submit(values: ConferenceBookingFormOutput) {
    return checkout.booking.submit(
      {
        ref_id: refId,
        accepted_total_iqd: checkout.acceptance.accepted.iqd,
        attendees: values.attendees,
        contact: values.contact,
        terms_accepted: values.terms_accepted,
        payment: paymentBody(values.payment),
      },
      values.payment,
    );
  }

  return (
    <CheckoutForm
      texts="conferences.booking"
      checkout={checkout}
      onValid={submit}
      hold={selection.hold}
      againTo={buildPath('conference.details', { id: selection.conference.slug })}
      summary={<RegistrationSummary registration={selection} />}
    >
      {form.getValues('attendees').map((_, i) => (
        <AttendeeFieldset key={i} form={form} index={i} />
      ))}
    </CheckoutForm>
  );
}
