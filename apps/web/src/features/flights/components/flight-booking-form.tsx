import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FareSchema, type Fare, type FareFamily } from '@portal/contracts/flights';
import { FieldsOnIntent } from '../../../components/ui/lazy-field';
import { NO_PAYMENT_CHOICE } from '../../../kit/checkout/payment';
import { PaymentChoice } from '../../../kit/checkout/payment-choice';
import { usePriceAcceptance } from '../../../kit/checkout/price-acceptance';
import { PriceMovedNotice } from '../../../kit/checkout/price-moved-notice';
import { SubmitPanel } from '../../../kit/checkout/submit-panel';
import { useBookingSubmit } from '../../../kit/checkout/use-booking-submit';
import { contractResolver } from '../../../lib/forms';
import { useLang } from '../../../lib/i18n';
import { getStoredUser } from '../../../lib/session';
import { bookFlight } from '../api/book-flight';
import type { PricedOfferAnswer } from '../api/get-offer';
import {
  bookingFormSchema,
  emptyPassenger,
  formFieldOf,
  passengerTypes,
  toBookingBody,
  type BookingFormOutput,
  type BookingFormValues,
} from '../utils/booking-form';
import type { TravelDates } from '../utils/booking-rules';
import { formatInstant } from '../utils/format';
import { BookingSummary } from './booking-summary';
import { ContactBillingFields } from './contact-billing-fields';
import { FlightItinerary } from './flight-itinerary';
import { HrefLink } from './href-link';
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
  const [fare, setFare] = useState<Fare>(pricedFare);
  // What the user has agreed to pay: the search's price until a changed one is accepted.
  const acceptance = usePriceAcceptance(answer.searched_totals[family] ?? pricedFare.total, fare.total);
  const [uploads, setUploads] = useState(0);

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
      payment: NO_PAYMENT_CHOICE as BookingFormValues['payment'],
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const booking = useBookingSubmit({
    form,
    formRef,
    book: bookFlight,
    acceptance,
    total: fare.total,
    fieldOf: formFieldOf,
    readNewPrice: (problem) => FareSchema.safeParse(problem.fare),
    setNewPrice: setFare,
    endsAttempt: ['offer_expired', 'offer_unavailable', 'seats_unavailable'],
  });

  function handleBook(values: BookingFormOutput) {
    const body = toBookingBody(values, {
      sessionId,
      offerId: answer.offer.id,
      family,
      acceptedTotalIqd: acceptance.accepted.iqd,
    });
    return booking.submit(body, values.payment);
  }

  return (
    <FormProvider {...form}>
      {/* The date pickers and the country selects of every traveller load on a sign of intent (issue 23). */}
      <FieldsOnIntent>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void handleSubmit(handleBook, booking.invalid)(event)}
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
            <PaymentChoice
              field={booking.payment}
              holdUntil={answer.offer.hold_until}
              hold={{
                label: t('flights.booking.pay_hold'),
                until: answer.offer.hold_until
                  ? t('flights.booking.hold_until', { date: formatInstant(answer.offer.hold_until, lang) })
                  : '',
                none: t('flights.booking.no_hold'),
              }}
            />
          </div>

          <aside className="space-y-4 lg:sticky lg:top-24">
            <PriceMovedNotice acceptance={acceptance} textKey="flights.booking.price_changed_text" />
            <BookingSummary fare={fare} />
            <p className="px-1 text-sm text-slate-700" data-testid="price-until">
              {t('flights.booking.price_until', { date: formatInstant(answer.offer.expires_at, lang) })}
            </p>
            <SubmitPanel
              termsLabel={t('flights.booking.terms')}
              terms={register('billing.terms_accepted')}
              termsError={errors.billing?.terms_accepted?.message}
              blocker={
                booking.blocker ? (
                  <>
                    <p>{booking.blocker.text}</p>
                    <HrefLink
                      href={searchHref}
                      className="mt-2 inline-block font-semibold underline underline-offset-4"
                    >
                      {t('flights.booking.search_again')}
                    </HrefLink>
                  </>
                ) : null
              }
              errors={booking.formErrors}
              total={fare.total}
              busy={booking.busy}
              disabled={uploads > 0}
            />
          </aside>
        </form>
      </FieldsOnIntent>
    </FormProvider>
  );
}
