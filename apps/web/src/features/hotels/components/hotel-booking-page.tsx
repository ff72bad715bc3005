import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HotelSelectionSchema, type PricedSelection } from '@portal/contracts/hotels';
import { translate } from '@portal/contracts/messages';
import { parsePath } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { Placeholder } from '../../../components/ui/placeholder';
import { TextAreaField } from '../../../components/ui/text-field';
import { paymentBody } from '../../../kit/checkout/payment';
import { PaymentChoice } from '../../../kit/checkout/payment-choice';
import { usePriceAcceptance } from '../../../kit/checkout/price-acceptance';
import { PriceMovedNotice } from '../../../kit/checkout/price-moved-notice';
import { SubmitPanel } from '../../../kit/checkout/submit-panel';
import { useBookingSubmit } from '../../../kit/checkout/use-booking-submit';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/forms';
import { useLang } from '../../../lib/i18n';
import { getStoredUser } from '../../../lib/session';
import { bookHotel, selectionQuery } from '../api/selections';
import {
  backToRooms,
  bookingDefaults,
  BookingFormSchema,
  formFieldOf,
  type BookingFormInput,
  type BookingFormOutput,
} from '../utils/booking-form';
import { formatInstant } from '../utils/format';
import { LeadGuestFieldset, RoomGuestsFieldset } from './guest-fieldsets';
import { StaySummary } from './stay-summary';

/**
 * `hotel.booking`: the priced selection behind `refId`, re-checked on opening, the lead guest and every
 * room's guests, special requests, the summary with taxes, fees and the cancellation deadline, and payment
 * from a wallet or a hold. A price that moved must be accepted before anything is charged.
 */
export function HotelBookingPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const title = t('service_screens.hotel.booking');
  useDocumentTitle(title);
  const refId = parsePath('hotel.booking', location.pathname)?.refId ?? '';
  // Leaving for the confirmation renders this page once more with the new path: no request for an empty id.
  const priced = useQuery({ ...selectionQuery(refId), enabled: refId !== '' });

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
            {t('hotels.detail.new_search')}
          </Link>
        </div>
      ) : (
        <BookingForm key={refId} refId={refId} initial={priced.data} />
      )}
    </div>
  );
}

function BookingForm({ refId, initial }: { refId: string; initial: PricedSelection }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [selection, setSelection] = useState(initial.selection);
  // The total the guest has agreed to: the one first quoted, until a price that moved since is accepted.
  const acceptance = usePriceAcceptance(initial.quoted_total, selection.total);
  const formRef = useRef<HTMLFormElement>(null);
  const resolver = useMemo(() => contractResolver(BookingFormSchema, lang), [lang]);
  const form = useForm<BookingFormInput, unknown, BookingFormOutput>({
    resolver,
    defaultValues: bookingDefaults(selection, getStoredUser()?.email ?? ''),
  });
  const errors = form.formState.errors;
  const booking = useBookingSubmit({
    form,
    formRef,
    book: bookHotel,
    acceptance,
    total: selection.total,
    fieldOf: formFieldOf,
    readNewPrice: (problem) => HotelSelectionSchema.safeParse(problem.selection),
    setNewPrice: setSelection,
    endsAttempt: ['rooms_unavailable', 'rate_selection_expired'],
    initialBlocker: initial.available
      ? null
      : { code: 'rooms_unavailable', text: translate('rooms_unavailable', lang) },
  });

  function submit(values: BookingFormOutput) {
    const body = {
      ref_id: refId,
      accepted_total_iqd: acceptance.accepted.iqd,
      ...values,
      payment: paymentBody(values.payment),
    };
    return booking.submit(body, values.payment);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit, booking.invalid)(event)}
        aria-label={t('hotels.booking.form')}
        className="space-y-5"
      >
        {booking.blocker ? (
          <Alert tone="error">
            <p>{booking.blocker.text}</p>
            <Link to={backToRooms(selection)} className={buttonClass('secondary', 'mt-3')}>
              {t('hotels.booking.choose_again')}
            </Link>
          </Alert>
        ) : null}
        <PriceMovedNotice acceptance={acceptance} textKey="hotels.booking.price_moved_text" />

        <LeadGuestFieldset form={form} />
        {selection.rooms.map((_, r) => (
          <RoomGuestsFieldset key={r} form={form} room={r} />
        ))}

        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <TextAreaField
            label={t('hotels.booking.special_requests')}
            hint={t('hotels.booking.special_requests_hint')}
            rows={3}
            error={errors.special_requests?.message}
            {...form.register('special_requests')}
          />
        </div>

        <PaymentChoice
          field={booking.payment}
          holdUntil={selection.hold.allowed ? selection.hold.until : null}
          hold={{
            label: t('hotels.booking.hold'),
            until:
              selection.hold.allowed && selection.hold.until
                ? t('hotels.booking.hold_until', { date: formatInstant(selection.hold.until, lang) })
                : '',
            none: t('hotels.booking.no_hold'),
          }}
        />

        <SubmitPanel
          termsLabel={t('hotels.booking.terms')}
          terms={form.register('terms_accepted')}
          termsError={errors.terms_accepted?.message}
          errors={booking.formErrors}
          total={selection.total}
          busy={booking.busy}
          disabled={booking.blocker !== null}
        />
      </form>
      <aside
        aria-label={t('hotels.booking.summary')}
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24"
      >
        <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('hotels.booking.summary')}</h2>
        <StaySummary stay={selection} />
      </aside>
    </div>
  );
}
