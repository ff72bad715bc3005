import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { HotelSelection, PricedSelection } from '@portal/contracts/hotels';
import { translate } from '@portal/contracts/messages';
import { parsePath } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { Placeholder } from '../../../components/ui/placeholder';
import { TextAreaField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/forms';
import { IdempotencyKeys } from '../../../lib/idempotency';
import { useLang } from '../../../lib/i18n';
import { walletsQuery } from '../../../lib/wallets';
import { bookHotel, selectionQuery } from '../api/selections';
import {
  backToRooms,
  bookingDefaults,
  BookingFormSchema,
  isFormField,
  PAYMENT_PROBLEMS,
  type BookingFormInput,
  type BookingFormOutput,
} from '../utils/booking-form';
import { LeadGuestFieldset, RoomGuestsFieldset } from './guest-fieldsets';
import { PaymentChoice, type Payment } from './payment-choice';
import { PriceMovedNotice } from './price-moved-notice';
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState(initial.selection);
  // The total the guest has agreed to: the quoted one, unless the price moved since and was not yet accepted.
  const [accepted, setAccepted] = useState<string | null>(
    initial.quoted_total.iqd === initial.selection.total.iqd ? initial.selection.total.iqd : null,
  );
  const [previous, setPrevious] = useState(initial.quoted_total);
  const [payment, setPayment] = useState<Payment>({ method: '', currency: '' });
  const [paymentError, setPaymentError] = useState<string>();
  const [formError, setFormError] = useState<string[]>([]);
  const [gone, setGone] = useState<string | null>(initial.available ? null : translate('rooms_unavailable', lang));
  const keys = useRef(new IdempotencyKeys());
  const noticeRef = useRef<HTMLButtonElement>(null);
  const resolver = useMemo(() => contractResolver(BookingFormSchema, lang), [lang]);
  const form = useForm<BookingFormInput, unknown, BookingFormOutput>({
    resolver,
    defaultValues: bookingDefaults(selection),
  });
  const errors = form.formState.errors;

  const book = useMutation({
    mutationFn: ({ values, total }: { values: BookingFormOutput; total: string }) => {
      const body = {
        ref_id: refId,
        accepted_total_iqd: total,
        ...values,
        payment:
          payment.method === 'wallet'
            ? { method: 'wallet' as const, currency: payment.currency }
            : { method: 'hold' as const },
      };
      return bookHotel(body, keys.current.keyFor(body));
    },
    onSuccess: (booking) => {
      keys.current.reset();
      queryClient.setQueryData(['booking', booking.id], booking);
      void queryClient.invalidateQueries({ queryKey: walletsQuery.queryKey });
      void navigate({ href: `/booking/success/bookingId=${booking.id}` });
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || !error.problem) return setFormError([errorMessage(error, t)]);
      const problem = error.problem as typeof error.problem & { selection?: HotelSelection };
      if (problem.code === 'price_changed' && problem.selection) {
        setPrevious(selection.total);
        setSelection(problem.selection);
        setAccepted(null);
        setTimeout(() => noticeRef.current?.focus(), 0);
        return;
      }
      if (problem.code === 'rooms_unavailable' || problem.code === 'rate_selection_expired')
        return setGone(problem.detail);
      if (PAYMENT_PROBLEMS.includes(problem.code)) {
        void queryClient.invalidateQueries({ queryKey: walletsQuery.queryKey });
        return setPaymentError(problem.detail);
      }
      const rest: string[] = [];
      for (const e of problem.errors ?? []) {
        if (isFormField(e.field)) form.setError(e.field as never, { message: e.message });
        else rest.push(e.message);
      }
      setFormError(rest.length ? rest : problem.errors?.length ? [] : [problem.detail]);
    },
  });

  function submit(values: BookingFormOutput) {
    setFormError([]);
    if (!payment.method) {
      setPaymentError(t('hotels.booking.choose_payment'));
      return;
    }
    setPaymentError(undefined);
    if (accepted === null) {
      noticeRef.current?.focus();
      return;
    }
    book.mutate({ values, total: accepted });
  }

  const moved = accepted === null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        aria-label={t('hotels.booking.form')}
        className="space-y-5"
      >
        {gone ? (
          <Alert tone="error">
            <p>{gone}</p>
            <Link to={backToRooms(selection)} className={buttonClass('secondary', 'mt-3')}>
              {t('hotels.booking.choose_again')}
            </Link>
          </Alert>
        ) : null}
        {moved ? (
          <PriceMovedNotice
            now={selection.total}
            before={previous}
            acceptRef={noticeRef}
            onAccept={() => setAccepted(selection.total.iqd)}
          />
        ) : null}

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
          total={selection.total}
          holdUntil={selection.hold.allowed ? selection.hold.until : null}
          value={payment}
          onChange={(value) => {
            setPayment(value);
            setPaymentError(undefined);
          }}
          error={paymentError}
        />

        <div className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4.5 accent-brand-700"
              aria-invalid={errors.terms_accepted ? true : undefined}
              {...form.register('terms_accepted')}
            />
            <span>{t('hotels.booking.terms')}</span>
          </label>
          {errors.terms_accepted?.message ? (
            <p className="text-sm font-medium text-red-700">{errors.terms_accepted.message}</p>
          ) : null}
          {formError.length ? (
            <Alert tone="error">
              <ul>
                {formError.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <Button
            type="submit"
            variant="accent"
            className="min-h-12 w-full text-base"
            disabled={book.isPending || Boolean(gone)}
          >
            {book.isPending ? t('hotels.booking.booking') : t('hotels.booking.confirm')}{' '}
            <Money amount={selection.total.amount} currency={selection.total.currency} />
          </Button>
        </div>
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
