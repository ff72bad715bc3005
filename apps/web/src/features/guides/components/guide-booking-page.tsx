import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { GuideBookingBodySchema, GuidePriceSchema, type GuideDetail, type GuidePrice } from '@portal/contracts/guides';
import { translate } from '@portal/contracts/messages';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { Placeholder } from '../../../components/ui/placeholder';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { NO_PAYMENT_CHOICE, paymentBody, PaymentChoiceSchema } from '../../../kit/checkout/payment';
import { PaymentChoice } from '../../../kit/checkout/payment-choice';
import { usePriceAcceptance } from '../../../kit/checkout/price-acceptance';
import { PriceMovedNotice } from '../../../kit/checkout/price-moved-notice';
import { SubmitPanel } from '../../../kit/checkout/submit-panel';
import { useBookingSubmit } from '../../../kit/checkout/use-booking-submit';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/forms';
import { pickText, useLang } from '../../../lib/i18n';
import { getStoredUser } from '../../../lib/session';
import { bookGuide } from '../api/guides';
import { detailHref } from '../utils/trip';
import { tripErrors } from './guide-details-page';
import { GuidePriceParts } from './guide-price';
import { GuideAvatar } from './guide-profile';
import { TripFields, type TripChoice } from './trip-fields';
import { useTripQuery } from './use-trip-query';

/** The booking form: the contract's own fields, so the form and the API say the same. */
const GuideBookingFormSchema = z.object({
  language: GuideBookingBodySchema.shape.language,
  meeting_point: GuideBookingBodySchema.shape.meeting_point,
  notes: GuideBookingBodySchema.shape.notes,
  contact: GuideBookingBodySchema.shape.contact,
  terms_accepted: z.literal(true, { error: 'terms_required' }),
  payment: PaymentChoiceSchema,
});
type FormInput = z.input<typeof GuideBookingFormSchema>;
type FormOutput = z.output<typeof GuideBookingFormSchema>;

const FIELDSET = 'space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

function fieldOf(field: string): Path<FormInput> | null {
  return /^contact\.[a-z_]+$/.test(field) || ['language', 'meeting_point', 'notes', 'terms_accepted'].includes(field)
    ? (field as Path<FormInput>)
    : null;
}

/**
 * `guide.book`: the spec's trip-details form — first day (days off struck out), number of days, group size,
 * language, meeting point and notes — the lead traveller, and payment from a wallet or a hold; booked through
 * the checkout kit. Changing the trip prices it again; what was typed stays.
 */
export function GuideBookingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('service_screens.guide.book'));
  const { search, query, detail, trip, change } = useTripQuery('guide.book');
  // What was typed, kept across a change of the trip (which starts a new price to accept).
  const draft = useRef<Partial<FormInput>>({ language: search.get('language') ?? '' } as Partial<FormInput>);
  const errors = detail.isError ? tripErrors(detail.error) : {};
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {t('service_screens.guide.book')}
      </h1>
      {detail.isPending ? (
        <Placeholder height="24rem" width="100%" className="rounded-2xl" />
      ) : !detail.data || (detail.isError && Object.keys(errors).length === 0) ? (
        <Alert tone="error">{errorMessage(detail.error, t)}</Alert>
      ) : (
        <GuideBookingForm
          key={query}
          detail={detail.data}
          search={search}
          trip={trip}
          onTrip={change}
          tripErrors={errors}
          refused={detail.isError}
          draft={draft}
        />
      )}
    </div>
  );
}

function GuideBookingForm({
  detail,
  search,
  trip,
  onTrip,
  tripErrors: tripProblems,
  refused,
  draft,
}: {
  detail: GuideDetail;
  search: URLSearchParams;
  trip: TripChoice;
  onTrip: (patch: Partial<TripChoice>) => void;
  tripErrors: Record<string, string>;
  refused: boolean;
  draft: React.RefObject<Partial<FormInput>>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [price, setPrice] = useState<GuidePrice>(detail.price);
  const acceptance = usePriceAcceptance(detail.price.total, price.total);
  const formRef = useRef<HTMLFormElement>(null);
  const resolver = useMemo(() => contractResolver(GuideBookingFormSchema, lang), [lang]);
  const { guide } = detail;
  const kept = draft.current;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: {
      language: (kept.language && guide.languages.includes(kept.language as never)
        ? kept.language
        : guide.languages[0]) as FormInput['language'],
      meeting_point: kept.meeting_point ?? '',
      notes: kept.notes ?? '',
      contact: kept.contact ?? { first_name: '', last_name: '', email: getStoredUser()?.email ?? '', phone: '' },
      terms_accepted: false as unknown as true,
      payment: NO_PAYMENT_CHOICE as FormInput['payment'],
    },
  });
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          draft.current = values;
        },
      }),
    [form, draft],
  );
  const unavailable = refused ? null : detail.available === false || detail.available === null;
  const booking = useBookingSubmit({
    form,
    formRef,
    book: bookGuide,
    acceptance,
    total: price.total,
    fieldOf,
    readNewPrice: (problem) => GuidePriceSchema.safeParse(problem.price),
    setNewPrice: setPrice,
    endsAttempt: ['guide_unavailable', 'guide_not_found'],
    initialBlocker: unavailable ? { code: 'guide_unavailable', text: translate('guide_unavailable', lang) } : null,
  });
  const errors = form.formState.errors;
  const holdUntil = detail.hold_until;

  function submit(values: FormOutput) {
    return booking.submit(
      {
        guide_id: guide.id,
        start: trip.date,
        days: Number(trip.days),
        group_size: Number(trip.group),
        language: values.language,
        meeting_point: values.meeting_point,
        notes: values.notes,
        contact: values.contact,
        accepted_total_iqd: acceptance.accepted.iqd,
        payment: paymentBody(values.payment),
      },
      values.payment,
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit, booking.invalid)(event)}
        aria-label={t('guides.booking.form')}
        className="space-y-5"
      >
        <fieldset className={FIELDSET}>
          <legend className="float-start mb-2 w-full text-lg font-semibold text-slate-900">
            {t('guides.booking.trip')}
          </legend>
          <div className="clear-both space-y-4">
            <TripFields detail={detail} value={trip} onChange={onTrip} errors={tripProblems} />
            {booking.blocker && !refused ? <Alert tone="error">{t('guides.detail.unavailable')}</Alert> : null}
            <NativeSelect
              label={t('guides.search.language')}
              options={guide.languages.map((l) => ({ value: l, label: t(`guides.language.${l}`) }))}
              className="[&_select]:min-h-12 [&_select]:rounded-xl"
              {...form.register('language')}
            />
            <TextField
              label={t('guides.booking.meeting_point')}
              hint={t('guides.booking.meeting_point_hint')}
              error={errors.meeting_point?.message}
              {...form.register('meeting_point')}
            />
            <TextAreaField
              label={t('guides.booking.notes')}
              rows={3}
              error={errors.notes?.message}
              {...form.register('notes')}
            />
          </div>
        </fieldset>
        <fieldset className={FIELDSET}>
          <legend className="float-start mb-2 w-full text-lg font-semibold text-slate-900">
            {t('guides.booking.contact')}
          </legend>
          <div className="clear-both grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('guides.booking.first_name')}
              autoComplete="given-name"
              error={errors.contact?.first_name?.message}
              {...form.register('contact.first_name')}
            />
            <TextField
              label={t('guides.booking.last_name')}
              autoComplete="family-name"
              error={errors.contact?.last_name?.message}
              {...form.register('contact.last_name')}
            />
            <TextField
              label={t('guides.booking.email')}
              type="email"
              dir="ltr"
              autoComplete="email"
              error={errors.contact?.email?.message}
              {...form.register('contact.email')}
            />
            <TextField
              label={t('guides.booking.phone')}
              type="tel"
              dir="ltr"
              autoComplete="tel"
              error={errors.contact?.phone?.message}
              {...form.register('contact.phone')}
            />
          </div>
        </fieldset>
        <PriceMovedNotice acceptance={acceptance} textKey="guides.booking.price_moved_text" />
        <PaymentChoice
          field={booking.payment}
          holdUntil={holdUntil}
          hold={{
            label: t('guides.booking.hold'),
            until: holdUntil ? t('guides.booking.hold_until', { date: formatDateTime(holdUntil, lang) }) : '',
            none: t('guides.booking.no_hold'),
          }}
        />
        <SubmitPanel
          termsLabel={t('guides.booking.terms')}
          terms={form.register('terms_accepted')}
          termsError={errors.terms_accepted?.message}
          errors={booking.formErrors}
          total={price.total}
          busy={booking.busy}
          disabled={booking.blocker !== null || refused}
        />
      </form>
      <aside
        aria-label={t('guides.booking.summary')}
        className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24"
      >
        <h2 className="text-lg font-semibold text-slate-900">{t('guides.booking.summary')}</h2>
        <div className="flex items-center gap-3">
          <GuideAvatar guide={guide} />
          <p className="font-semibold text-slate-900">
            <bdi>{pickText(guide.name, lang)}</bdi>
            <br />
            <span className="text-sm font-normal text-slate-700">
              <bdi>{pickText(guide.city.name, lang)}</bdi>
            </span>
          </p>
        </div>
        <GuidePriceParts price={price} />
        {detail.free_cancellation_until ? (
          <p className="text-sm text-slate-700">
            {t('guides.detail.free_cancellation', {
              date: formatDateTime(detail.free_cancellation_until, lang),
              percent: detail.late_penalty_percent,
            })}
          </p>
        ) : null}
        <Link to={detailHref(guide.id, search)} className={buttonClass('secondary', 'w-full')}>
          {t('guides.booking.change_trip')}
        </Link>
      </aside>
    </div>
  );
}
