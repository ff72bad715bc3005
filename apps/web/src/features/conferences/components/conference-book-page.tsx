import { useMemo, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ConferenceSelectionSchema, type PricedConferenceSelection } from '@portal/contracts/conferences';
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
  useDocumentTitle(title);
  const refId = parsePath('conference.book', location.pathname)?.id ?? '';
  const priced = useQuery({ ...conferenceSelectionQuery(refId), enabled: refId !== '' });
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
          <Link
            to={buildPath('conference.search', { specialty: null, country: null })}
            className={buttonClass('secondary', 'mt-6')}
          >
            {t('conferences.detail.new_search')}
          </Link>
        </div>
      ) : (
        <RegistrationForm key={refId} refId={refId} initial={priced.data} />
      )}
    </div>
  );
}

type Form = UseFormReturn<ConferenceBookingFormInput, unknown, ConferenceBookingFormOutput>;
const FIELDSET = 'space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';
const LEGEND = 'float-start mb-2 w-full text-lg font-semibold text-slate-900';

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
  const { t } = useTranslation();
  const lang = useLang();
  const [selection, setSelection] = useState(initial.selection);
  const acceptance = usePriceAcceptance(initial.quoted_total, selection.total);
  const formRef = useRef<HTMLFormElement>(null);
  const resolver = useMemo(() => contractResolver(ConferenceBookingFormSchema, lang), [lang]);
  const form = useForm<ConferenceBookingFormInput, unknown, ConferenceBookingFormOutput>({
    resolver,
    defaultValues: conferenceBookingDefaults(selection, getStoredUser()?.email ?? ''),
  });
  const errors = form.formState.errors;
  const booking = useBookingSubmit({
    form,
    formRef,
    book: bookConference,
    acceptance,
    total: selection.total,
    fieldOf: conferenceFormFieldOf,
    readNewPrice: (problem) => ConferenceSelectionSchema.safeParse(problem.selection),
    setNewPrice: setSelection,
    endsAttempt: ['departure_full', 'departure_unavailable', 'departure_selection_expired', 'conference_not_found'],
    initialBlocker: initial.available ? null : { code: 'departure_full', text: translate('departure_full', lang) },
  });

  function submit(values: ConferenceBookingFormOutput) {
    return booking.submit(
      {
        ref_id: refId,
        accepted_total_iqd: acceptance.accepted.iqd,
        attendees: values.attendees,
        contact: values.contact,
        terms_accepted: values.terms_accepted,
        payment: paymentBody(values.payment),
      },
      values.payment,
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit, booking.invalid)(event)}
        aria-label={t('conferences.booking.form')}
        className="space-y-5"
      >
        {booking.blocker ? (
          <Alert tone="error">
            <p>{booking.blocker.text}</p>
            <Link
              to={buildPath('conference.details', { id: selection.conference.slug })}
              className={buttonClass('secondary', 'mt-3')}
            >
              {t('conferences.booking.choose_again')}
            </Link>
          </Alert>
        ) : null}
        <PriceMovedNotice acceptance={acceptance} textKey="conferences.booking.price_moved_text" />
        {form.getValues('attendees').map((_, i) => (
          <AttendeeFieldset key={i} form={form} index={i} />
        ))}
        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{t('conferences.booking.contact')}</legend>
          <div className="clear-both grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('conferences.booking.email')}
              type="email"
              dir="ltr"
              autoComplete="email"
              error={errors.contact?.email?.message}
              {...form.register('contact.email')}
            />
            <TextField
              label={t('conferences.booking.phone')}
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
            label: t('conferences.booking.hold'),
            until:
              selection.hold.allowed && selection.hold.until
                ? t('conferences.booking.hold_until', { date: formatDateTime(selection.hold.until, lang) })
                : '',
            none: t('conferences.booking.no_hold'),
          }}
        />
        <SubmitPanel
          termsLabel={t('conferences.booking.terms')}
          terms={form.register('terms_accepted')}
          termsError={errors.terms_accepted?.message}
          errors={booking.formErrors}
          total={selection.total}
          busy={booking.busy}
          disabled={booking.blocker !== null}
        />
      </form>
      <aside
        aria-label={t('conferences.booking.summary')}
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24"
      >
        <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('conferences.booking.summary')}</h2>
        <RegistrationSummary registration={selection} />
      </aside>
    </div>
  );
}
