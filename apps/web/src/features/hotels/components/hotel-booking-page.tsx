import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { HotelBookingBodySchema, type HotelSelection, type PricedSelection } from '@portal/contracts/hotels';
import { translate } from '@portal/contracts/messages';
import { parsePath } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { Placeholder } from '../../../components/ui/placeholder';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/forms';
import { IdempotencyKeys } from '../../../lib/idempotency';
import { useLang } from '../../../lib/i18n';
import { walletsQuery } from '../../wallets/api/get-wallets';
import { bookHotel, selectionQuery } from '../api/selections';
import { nationalityOptions } from '../utils/format';
import { stayQuery } from '../utils/search-form';
import { PaymentChoice, type Payment } from './payment-choice';
import { StaySummary } from './stay-summary';

const FormSchema = z.object({
  lead_guest: HotelBookingBodySchema.shape.lead_guest,
  rooms: HotelBookingBodySchema.shape.rooms,
  special_requests: z.string().trim().max(500),
  terms_accepted: z.literal(true, { error: 'terms_required' }),
});
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;

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

function backToRooms(selection: HotelSelection): string {
  return `/hotel-room-details/${selection.hotel.id}${stayQuery({
    checkIn: selection.check_in,
    checkOut: selection.check_out,
    nationality: selection.nationality,
    roomType: 'any',
    rooms: selection.rooms.map((r) => ({ adults: r.adults, childrenAges: r.children_ages, infants: r.infants })),
  })}`;
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
  const resolver = useMemo(() => contractResolver(FormSchema, lang), [lang]);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: {
      lead_guest: { first_name: '', last_name: '', email: '', phone: '', nationality: selection.nationality },
      rooms: selection.rooms.map((room) => ({
        guests: [
          ...Array.from({ length: room.adults }, () => ({ type: 'adult' as const, first_name: '', last_name: '' })),
          ...room.children_ages.map(() => ({ type: 'child' as const, first_name: '', last_name: '' })),
        ],
      })),
      special_requests: '',
      terms_accepted: false as unknown as true,
    },
  });
  const errors = form.formState.errors;

  const book = useMutation({
    mutationFn: ({ values, total }: { values: FormOutput; total: string }) => {
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
      if (
        [
          'insufficient_funds',
          'spending_limit_exceeded',
          'hold_unavailable',
          'permission_denied_wallet',
          'unknown_currency',
        ].includes(problem.code)
      ) {
        void queryClient.invalidateQueries({ queryKey: walletsQuery.queryKey });
        return setPaymentError(problem.detail);
      }
      const rest: string[] = [];
      for (const e of problem.errors ?? []) {
        if (
          /^(lead_guest|rooms|special_requests|terms_accepted)/.test(e.field) &&
          !/^rooms(\.\d+\.guests)?$/.test(e.field)
        )
          form.setError(e.field as never, { message: e.message });
        else rest.push(e.message);
      }
      setFormError(rest.length ? rest : problem.errors?.length ? [] : [problem.detail]);
    },
  });

  function submit(values: FormOutput) {
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
          <div role="alert" className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300">
            <p className="font-semibold text-amber-950">
              {t('hotels.booking.price_moved')}{' '}
              <Money amount={selection.total.amount} currency={selection.total.currency} />{' '}
              {t('hotels.booking.instead_of')} <Money amount={previous.amount} currency={previous.currency} />
            </p>
            <button
              ref={noticeRef}
              type="button"
              className={buttonClass('primary', 'mt-3')}
              onClick={() => setAccepted(selection.total.iqd)}
            >
              {t('hotels.booking.accept_price')}
            </button>
          </div>
        ) : null}

        <fieldset className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <legend className="float-start mb-2 w-full text-lg font-semibold text-slate-900">
            {t('hotels.booking.lead_guest')}
          </legend>
          <div className="clear-both grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('hotels.booking.first_name')}
              autoComplete="given-name"
              error={errors.lead_guest?.first_name?.message}
              {...form.register('lead_guest.first_name')}
            />
            <TextField
              label={t('hotels.booking.last_name')}
              autoComplete="family-name"
              error={errors.lead_guest?.last_name?.message}
              {...form.register('lead_guest.last_name')}
            />
            <TextField
              label={t('hotels.booking.email')}
              type="email"
              dir="ltr"
              autoComplete="email"
              error={errors.lead_guest?.email?.message}
              {...form.register('lead_guest.email')}
            />
            <TextField
              label={t('hotels.booking.phone')}
              type="tel"
              dir="ltr"
              autoComplete="tel"
              error={errors.lead_guest?.phone?.message}
              {...form.register('lead_guest.phone')}
            />
            <NativeSelect
              label={t('hotels.search.nationality')}
              options={nationalityOptions(lang)}
              className="[&_select]:min-h-12 [&_select]:rounded-xl [&_select]:text-base"
              {...form.register('lead_guest.nationality')}
            />
          </div>
        </fieldset>

        {selection.rooms.map((room, r) => (
          <fieldset
            key={r}
            className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
            data-testid="room-guests"
          >
            <legend className="float-start mb-2 w-full text-lg font-semibold text-slate-900">
              {t('hotels.booking.room_guests', { number: r + 1 })}
            </legend>
            {errors.rooms?.[r]?.guests?.message ? (
              <p className="clear-both text-sm font-medium text-red-700">{errors.rooms[r]?.guests?.message}</p>
            ) : null}
            <ol className="clear-both space-y-3">
              {form.getValues(`rooms.${r}.guests`).map((guest, g) => (
                <li key={g} className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    label={t(guest.type === 'adult' ? 'hotels.booking.adult_first' : 'hotels.booking.child_first', {
                      number: g + 1,
                    })}
                    error={errors.rooms?.[r]?.guests?.[g]?.first_name?.message}
                    {...form.register(`rooms.${r}.guests.${g}.first_name`)}
                  />
                  <TextField
                    label={t(guest.type === 'adult' ? 'hotels.booking.adult_last' : 'hotels.booking.child_last', {
                      number: g + 1,
                    })}
                    error={errors.rooms?.[r]?.guests?.[g]?.last_name?.message}
                    {...form.register(`rooms.${r}.guests.${g}.last_name`)}
                  />
                </li>
              ))}
            </ol>
          </fieldset>
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
