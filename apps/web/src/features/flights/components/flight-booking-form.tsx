import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import { FareSchema, type Fare, type FareFamily, type Price } from '@portal/contracts/flights';
import { translate } from '@portal/contracts/messages';
import { buildPath } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/forms';
import { useLang } from '../../../lib/i18n';
import { getStoredUser } from '../../../lib/session';
import { bookFlight } from '../api/book-flight';
import { bookingQuery } from '../api/get-booking';
import type { PricedOfferAnswer } from '../api/get-offer';
import { useWalletOptions } from '../hooks/use-wallet-options';
import {
  bookingFormSchema,
  emptyPassenger,
  passengerTypes,
  splitFieldErrors,
  toBookingBody,
  type BookingFormOutput,
  type BookingFormValues,
} from '../utils/booking-form';
import type { TravelDates } from '../utils/booking-rules';
import { formatInstant } from '../utils/format';
import { createAttemptKeys } from '../utils/idempotency';
import { BookingSummary } from './booking-summary';
import { ContactBillingFields } from './contact-billing-fields';
import { FlightItinerary } from './flight-itinerary';
import { FlightPrice } from './flight-price';
import { HrefLink } from './href-link';
import { PaymentFields, type PaymentChoice } from './payment-fields';
import { PriceChangeNotice } from './price-change-notice';
import { TravellerFields } from './traveller-fields';

export interface FlightBookingFormProps {
  answer: PricedOfferAnswer;
  sessionId: string;
  family: FareFamily;
  /** The fare as priced now. */
  fare: Fare;
  /** The search again, for an offer that expired or sold out meanwhile. */
  searchHref: string;
}

type Blocker = { kind: 'expired' | 'unavailable'; text: string } | null;

/** The travel dates the API checks ages and passports against. */
function travelDates(answer: PricedOfferAnswer): TravelDates {
  const slices = answer.offer.slices;
  return {
    firstDate: slices[0]?.departure_local.slice(0, 10) ?? '',
    lastDate: (answer.offer.open_return?.valid_until ?? slices[slices.length - 1]?.arrival_local ?? '').slice(0, 10),
  };
}

/**
 * Travellers, contact, billing and payment for one priced fare. The price the user accepts travels with the
 * booking: a different current price comes back as `price_changed`, is shown, and must be accepted before a
 * second attempt. Whatever was typed stays when the server refuses something.
 */
export function FlightBookingForm({ answer, sessionId, family, fare: pricedFare, searchHref }: FlightBookingFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [fare, setFare] = useState<Fare>(pricedFare);
  // What the user has agreed to pay: the search's price until a changed one is accepted.
  const [accepted, setAccepted] = useState<Price>(answer.searched_totals[family] ?? pricedFare.total);
  const [formError, setFormError] = useState<string[]>([]);
  const [blocker, setBlocker] = useState<Blocker>(null);
  const [uploads, setUploads] = useState(0);
  const [attemptKey] = useState(createAttemptKeys);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const priceChanged = accepted.iqd !== fare.total.iqd;

  const types = useMemo(() => passengerTypes(answer.query), [answer.query]);
  const dates = useMemo(() => travelDates(answer), [answer]);
  const schema = useMemo(() => bookingFormSchema({ dates, lang }), [dates, lang]);
  const user = getStoredUser();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<BookingFormValues, unknown, BookingFormOutput>({
    resolver: contractResolver(schema, lang),
    // Focus goes to the first marked field on the page (below), whatever kind of widget it is.
    shouldFocusError: false,
    defaultValues: {
      passengers: types.map(emptyPassenger) as BookingFormValues['passengers'],
      contact: { email: user?.email ?? '', phone: '' },
      // Unchecked terms and no payment method are what the schema refuses until the user chooses.
      billing: { address1: '', address2: '', city: '', state: '', zip: '', comment: '', terms_accepted: false as true },
      payment: { method: '' as 'wallet', currency: '' },
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const payment = useWatch({ control, name: 'payment' }) as PaymentChoice;

  const wallets = useWalletOptions(fare.total);
  const options = wallets.options;

  // Until the user chooses, pay from the wallet of the prices' currency if it is enough, else any that is.
  useEffect(() => {
    if (!options || payment.method !== '') return;
    const best =
      options.find((o) => o.enough && o.wallet.currency_name === fare.total.currency) ?? options.find((o) => o.enough);
    if (best) setValue('payment', { method: 'wallet', currency: best.wallet.currency_name });
  }, [options, payment.method, fare.total.currency, setValue]);

  // A price that changed while booking: the user's next step is to accept it (or leave).
  useEffect(() => {
    if (fare !== pricedFare) acceptRef.current?.focus();
  }, [fare, pricedFare]);

  function handleAccept() {
    setAccepted(fare.total);
    setFormError([]);
  }

  function handleFailure(error: unknown) {
    const problem = error instanceof ApiError ? error.problem : null;
    const detail = errorMessage(error, t);
    switch (problem?.code) {
      case 'price_changed': {
        const parsed = FareSchema.safeParse((problem as { fare?: unknown }).fare);
        if (parsed.success) {
          setFare(parsed.data);
          setFormError([]);
          return;
        }
        break;
      }
      case 'offer_expired':
        setBlocker({ kind: 'expired', text: detail });
        return;
      case 'offer_unavailable':
      case 'seats_unavailable':
        setBlocker({ kind: 'unavailable', text: detail });
        return;
      case 'insufficient_funds':
      case 'spending_limit_exceeded':
      case 'permission_denied_wallet':
      case 'hold_unavailable':
        void wallets.refresh();
        setError('payment.method', { message: detail });
        setFormError([detail]);
        focusFirstError();
        return;
    }
    const { atFields, others } = splitFieldErrors(problem?.errors ?? []);
    for (const { field, message } of atFields) setError(field as Path<BookingFormValues>, { message });
    setFormError([detail, ...others]);
    if (atFields.length > 0) focusFirstError();
  }

  async function handleBook(values: BookingFormOutput) {
    if (priceChanged) {
      setFormError([t('flights.booking.must_accept')]);
      acceptRef.current?.focus();
      return;
    }
    if (values.payment.method === 'wallet') {
      const option = options?.find((o) => o.wallet.currency_name === values.payment.currency);
      if (option && !option.enough) {
        setError('payment.method', {
          message: translate('insufficient_funds', lang, { currency: values.payment.currency }),
        });
        return;
      }
    }
    setFormError([]);
    const body = toBookingBody(values, { sessionId, offerId: answer.offer.id, family, acceptedTotalIqd: accepted.iqd });
    let booking: Booking;
    try {
      booking = await bookFlight(body, attemptKey(body));
    } catch (error) {
      handleFailure(error);
      return;
    }
    queryClient.setQueryData(bookingQuery(booking.id).queryKey, booking);
    // The balance in the user menu has just changed.
    await wallets.refresh();
    await navigate({ href: buildPath('booking.success', { bookingId: booking.id }) });
  }

  function focusFirstError() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function handleInvalid() {
    setFormError([t('flights.booking.fix_errors')]);
    focusFirstError();
  }

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void handleSubmit(handleBook, handleInvalid)(event)}
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      >
        <div className="min-w-0 space-y-6">
          <FlightItinerary
            offer={answer.offer}
            fare={fare}
            trip={answer.query.trip}
            dictionaries={answer.dictionaries}
            title={t('flights.booking.your_flight')}
          />
          <section aria-labelledby="travellers-title" className="space-y-4">
            <h2 id="travellers-title" className="text-xl font-semibold text-slate-900">
              {t('flights.booking.travellers')}
            </h2>
            {types.map((type, index) => (
              <TravellerFields
                key={index}
                index={index}
                type={type}
                number={types.slice(0, index + 1).filter((t) => t === type).length}
                dates={dates}
                onBusyChange={(busy) => setUploads((n) => n + (busy ? 1 : -1))}
              />
            ))}
          </section>
          <ContactBillingFields />
          <PaymentFields
            value={payment}
            onChange={(next) =>
              setValue('payment', next as BookingFormValues['payment'], { shouldValidate: form.formState.isSubmitted })
            }
            options={options}
            walletsFailed={wallets.failed}
            holdUntil={answer.offer.hold_until}
            error={errors.payment?.method?.message ?? errors.payment?.currency?.message}
          />
        </div>

        <aside className="space-y-4 lg:sticky lg:top-24">
          <PriceChangeNotice
            ref={acceptRef}
            current={fare.total}
            accepted={accepted}
            searched={answer.searched_totals[family]}
            onAccept={handleAccept}
          />
          <BookingSummary fare={fare} />
          <p className="px-1 text-sm text-slate-700" data-testid="price-until">
            {t('flights.booking.price_until', { date: formatInstant(answer.offer.expires_at, lang) })}
          </p>
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <CheckboxField
              label={t('flights.booking.terms')}
              aria-invalid={errors.billing?.terms_accepted ? true : undefined}
              aria-describedby={errors.billing?.terms_accepted ? 'terms-error' : undefined}
              {...register('billing.terms_accepted')}
            />
            {errors.billing?.terms_accepted ? (
              <p id="terms-error" className="mt-1.5 text-sm font-medium text-red-700">
                {errors.billing.terms_accepted.message}
              </p>
            ) : null}
            {blocker ? (
              <Alert tone="error" className="mt-4">
                <p>{blocker.text}</p>
                <HrefLink href={searchHref} className="mt-2 inline-block font-semibold underline underline-offset-4">
                  {t('flights.booking.search_again')}
                </HrefLink>
              </Alert>
            ) : formError.length > 0 ? (
              <Alert tone="error" className="mt-4">
                {formError.map((message) => (
                  <p key={message}>{message}</p>
                ))}
              </Alert>
            ) : null}
            <Button
              type="submit"
              variant="accent"
              className="mt-4 w-full text-base"
              disabled={isSubmitting || uploads > 0 || blocker !== null}
            >
              {isSubmitting ? t('flights.booking.confirming') : t('flights.booking.confirm')}
              {!isSubmitting ? <FlightPrice price={fare.total} /> : null}
            </Button>
          </div>
        </aside>
      </form>
    </FormProvider>
  );
}
