import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { GuideBookingBodySchema, GuidePriceSchema, type GuideDetail, type GuidePrice } from '@portal/contracts/guides';
import { translate } from '@portal/contracts/messages';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { FieldsOnIntent } from '../../../components/ui/lazy-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { BookingPageFrame, CheckoutForm, FIELDSET, LEGEND } from '../../../kit/checkout/checkout-form';
import { NO_PAYMENT_CHOICE, paymentBody, PaymentChoiceSchema } from '../../../kit/checkout/payment';
import { useCheckout } from '../../../kit/checkout/use-booking-submit';
import { formatDateTime } from '../../../lib/dates';
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
  const { search, query, detail, trip, change } = useTripQuery('guide.book');
  // What was typed, kept across a change of the trip (which starts a new price to accept).
  const draft = useRef<Partial<FormInput>>({ language: search.get('language') ?? '' } as Partial<FormInput>);
  const errors = detail.isError ? tripErrors(detail.error) : {};
  // A trip the server refuses with its fields' reasons keeps the form (the last price) to change it in place.
  const refusedTrip = detail.isError && Object.keys(errors).length > 0;
  return (
    <BookingPageFrame
      title={t('service_screens.guide.book')}
      query={{ ...detail, isError: !detail.data || (detail.isError && !refusedTrip) }}
    >
      {(data) => (
        <GuideBookingForm
          key={query}
          detail={data}
          search={search}
          trip={trip}
          onTrip={change}
          tripErrors={errors}
          refused={detail.isError}
          draft={draft}
        />
      )}
    </BookingPageFrame>
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
  const checkout = useCheckout(form, {
    book: bookGuide,
    quoted: detail.price.total,
    total: price.total,
    fieldOf,
    readNewPrice: (problem) => GuidePriceSchema.safeParse(problem.price),
    setNewPrice: setPrice,
    endsAttempt: ['guide_unavailable', 'guide_not_found'],
    initialBlocker: unavailable ? { code: 'guide_unavailable', text: translate('guide_unavailable', lang) } : null,
  });
  const errors = form.formState.errors;

  function submit(values: FormOutput) {
    return checkout.booking.submit(
      {
        guide_id: guide.id,
        start: trip.date,
        days: Number(trip.days),
        group_size: Number(trip.group),
        language: values.language,
        meeting_point: values.meeting_point,
        notes: values.notes,
        contact: values.contact,
        accepted_total_iqd: checkout.acceptance.accepted.iqd,
        payment: paymentBody(values.payment),
      },
      values.payment,
    );
  }

  return (
    <CheckoutForm
      texts="guides.booking"
      checkout={checkout}
      onValid={submit}
      contact="names"
      hold={{ allowed: true, until: detail.hold_until }}
      blockerAt="fields"
      disabled={refused}
      summary={
        <div className="space-y-3">
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
        </div>
      }
    >
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('guides.booking.trip')}</legend>
        <div className="clear-both space-y-4">
          {/* The first day's picker loads on a sign of intent (issue 23). */}
          <FieldsOnIntent>
            <TripFields detail={detail} value={trip} onChange={onTrip} errors={tripProblems} />
          </FieldsOnIntent>
          {checkout.booking.blocker && !refused ? <Alert tone="error">{t('guides.detail.unavailable')}</Alert> : null}
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
    </CheckoutForm>
  );
}
