import { useMemo, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CruiseSelectionSchema, type PricedCruiseSelection } from '@portal/contracts/cruises';
import { translate } from '@portal/contracts/messages';
import { buildPath, parsePath } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
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
  useDocumentTitle(title);
  const refId = parsePath('cruise.book', location.pathname)?.id ?? '';
  const priced = useQuery({ ...cruiseSelectionQuery(refId), enabled: refId !== '' });
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
            to={buildPath('cruise.search', {
              depart: 'all',
              destination: 'all',
              departDate: null,
              returnDate: null,
              duration: 'any',
            })}
            className={buttonClass('secondary', 'mt-6')}
          >
            {t('cruises.detail.new_search')}
          </Link>
        </div>
      ) : (
        <PassengerForm key={refId} refId={refId} initial={priced.data} />
      )}
    </div>
  );
}

type Form = UseFormReturn<CruiseBookingFormInput, unknown, CruiseBookingFormOutput>;
const FIELDSET = 'space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';
const LEGEND = 'float-start mb-2 w-full text-lg font-semibold text-slate-900';

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
  const { t } = useTranslation();
  const lang = useLang();
  const [selection, setSelection] = useState(initial.selection);
  const acceptance = usePriceAcceptance(initial.quoted_total, selection.total);
  const formRef = useRef<HTMLFormElement>(null);
  const resolver = useMemo(() => contractResolver(CruiseBookingFormSchema, lang), [lang]);
  const form = useForm<CruiseBookingFormInput, unknown, CruiseBookingFormOutput>({
    resolver,
    defaultValues: cruiseBookingDefaults(selection, getStoredUser()?.email ?? ''),
  });
  const errors = form.formState.errors;
  const booking = useBookingSubmit({
    form,
    formRef,
    book: bookCruise,
    acceptance,
    total: selection.total,
    fieldOf: cruiseFormFieldOf,
    readNewPrice: (problem) => CruiseSelectionSchema.safeParse(problem.selection),
    setNewPrice: setSelection,
    endsAttempt: ['departure_full', 'departure_unavailable', 'departure_selection_expired', 'cruise_not_found'],
    initialBlocker: initial.available ? null : { code: 'departure_full', text: translate('departure_full', lang) },
  });

  function submit(values: CruiseBookingFormOutput) {
    return booking.submit(
      {
        ref_id: refId,
        accepted_total_iqd: acceptance.accepted.iqd,
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
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit, booking.invalid)(event)}
        aria-label={t('cruises.booking.form')}
        className="space-y-5"
      >
        {booking.blocker ? (
          <Alert tone="error">
            <p>{booking.blocker.text}</p>
            <Link
              to={buildPath('cruise.details', { id: selection.cruise.slug })}
              className={buttonClass('secondary', 'mt-3')}
            >
              {t('cruises.booking.choose_again')}
            </Link>
          </Alert>
        ) : null}
        <PriceMovedNotice acceptance={acceptance} textKey="cruises.booking.price_moved_text" />
        {passengers.map((_, i) => (
          <PassengerFieldset key={i} form={form} index={i} number={numbers[i]!} />
        ))}
        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{t('cruises.booking.contact')}</legend>
          <div className="clear-both grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('cruises.booking.email')}
              type="email"
              dir="ltr"
              autoComplete="email"
              error={errors.contact?.email?.message}
              {...form.register('contact.email')}
            />
            <TextField
              label={t('cruises.booking.phone')}
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
            label: t('cruises.booking.hold'),
            until:
              selection.hold.allowed && selection.hold.until
                ? t('cruises.booking.hold_until', { date: formatDateTime(selection.hold.until, lang) })
                : '',
            none: t('cruises.booking.no_hold'),
          }}
        />
        <SubmitPanel
          termsLabel={t('cruises.booking.terms')}
          terms={form.register('terms_accepted')}
          termsError={errors.terms_accepted?.message}
          errors={booking.formErrors}
          total={selection.total}
          busy={booking.busy}
          disabled={booking.blocker !== null}
        />
      </form>
      <aside
        aria-label={t('cruises.booking.summary')}
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24"
      >
        <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('cruises.booking.summary')}</h2>
        <VoyageSummary voyage={selection} />
      </aside>
    </div>
  );
}
