import { useDeferredValue, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FARE_FAMILIES, type FareFamily } from '@portal/contracts/flights';
import { parseFlightSelection, parsePath, type RouteParams } from '@portal/contracts/routes';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/ui/page-heading';
import { Placeholder } from '../../../components/ui/placeholder';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { offerQuery, type PricedOfferAnswer } from '../api/get-offer';
import { defaultSearchValues, searchPath, type SearchFormValues } from '../utils/search-form';
import { isTripType } from '../utils/search-rules';
import { CarrierLogo } from './carrier-logo';
import { FlightBookingForm } from './flight-booking-form';
import { FlightSearchForm } from './flight-search-form';
import { HrefLink } from './href-link';

function isFareFamily(value: string): value is FareFamily {
  return (FARE_FAMILIES as readonly string[]).includes(value);
}

/** A new search like the one of an expired booking link: its airports and travellers, dates to choose. */
function searchFromBooking(params: RouteParams<'flight.booking'>): SearchFormValues {
  const count = (raw: string, fallback: number) => (/^\d$/.test(raw) ? Number(raw) : fallback);
  const trip = isTripType(params.journey_type) && params.journey_type !== 'multi' ? params.journey_type : 'round';
  return {
    ...defaultSearchValues(),
    trip,
    legs: [{ origin: params.from_airport, destination: params.to_airport, date: '' }],
    adults: count(params.adult, 1),
    children: count(params.child, 0),
    infants: count(params.infant, 0),
  };
}

/** The search the offer came from, to list fresh offers when this one cannot be booked. */
function searchOf(answer: PricedOfferAnswer): string {
  const { query } = answer;
  const [first, second] = query.slices;
  return searchPath({
    trip: query.trip,
    legs: query.trip === 'multi' ? query.slices : first ? [first] : [],
    returnDate: query.trip === 'round' ? (second?.date ?? '') : '',
    adults: query.adults,
    children: query.children,
    infants: query.infants,
    cabin: query.cabin,
  });
}

/**
 * `flight.booking`: prices the chosen offer again, tells the user when it expired, sold out or changed
 * price, and otherwise shows the booking form. Only logged-in users get here (the route sends visitors to
 * log in and back).
 */
export function FlightBookingPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const title = t('service_screens.flight.booking');
  useDocumentTitle(title);
  const params = useMemo(() => parsePath('flight.booking', location.pathname), [location.pathname]);
  const selection = parseFlightSelection(params?.flights);
  const offer = useQuery({
    ...offerQuery(params?.sessionId ?? '', selection?.offerId ?? ''),
    enabled: Boolean(params && selection),
  });
  // The form is drawn from the answer a step behind its arrival, in slices rather than one long task (as every
  // other booking form, kit/checkout/checkout-form.tsx).
  const answer = useDeferredValue(offer.data);

  const heading = (
    <div className="mb-6 flex items-center gap-4">
      {params ? (
        <CarrierLogo
          carrier={{ code: params.airlineId, name: { ar: '', en: '', de: '' }, logo_url: params.logo }}
          code={params.airlineId}
        />
      ) : null}
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {params ? (
          <p className="text-slate-700">
            {params.airline_name} · <span dir="ltr">{params.from_airport}</span> –{' '}
            <span dir="ltr">{params.to_airport}</span>
          </p>
        ) : null}
      </div>
    </div>
  );

  let body;
  if (!params || !selection || !isFareFamily(selection.family)) {
    body = <Restart params={params} title={t('flights.booking.no_selection')} />;
  } else if (offer.isError) {
    const code = offer.error instanceof ApiError ? offer.error.problem?.code : undefined;
    if (code === 'offer_expired') {
      body = (
        <Restart params={params} title={t('flights.booking.expired_title')} text={t('flights.booking.expired_text')} />
      );
    } else if (code === 'offer_unavailable' || code === 'not_found' || code === 'validation_failed') {
      body = (
        <Restart
          params={params}
          title={t('flights.booking.unavailable_title')}
          text={t('flights.booking.unavailable_text')}
        />
      );
    } else {
      body = (
        <Alert tone="error">
          <p>{errorMessage(offer.error, t)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void offer.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      );
    }
  } else if (answer === undefined) {
    // Priced again, or drawn a step behind the answer.
    body = (
      <div className="space-y-4" aria-busy="true">
        <p role="status" className="text-slate-700">
          {t('flights.booking.repricing')}
        </p>
        <Placeholder height="10rem" />
        <Placeholder height="18rem" />
      </div>
    );
  } else {
    const fare = answer.offer.fares.find((f) => f.family === selection.family);
    body = fare ? (
      <FlightBookingForm
        answer={answer}
        sessionId={params.sessionId}
        family={selection.family}
        fare={fare}
        searchHref={searchOf(answer)}
      />
    ) : (
      <Unavailable href={searchOf(answer)} />
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      {heading}
      {/* From the first screen (the drawn frame, decision 151) while the fare is priced again, so nothing larger
          arrives later than the page's first paint. */}
      {params && selection && !offer.isError ? (
        <p className="mb-6 max-w-3xl text-slate-700">{t('flights.booking.lead')}</p>
      ) : null}
      {body}
    </div>
  );
}

function Unavailable({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-10">
      <h2 className="text-xl font-semibold text-slate-900">{t('flights.booking.unavailable_title')}</h2>
      <p className="mt-2 text-slate-700">{t('flights.booking.unavailable_text')}</p>
      <HrefLink href={href} className={buttonClass('primary', 'mt-5')}>
        {t('flights.booking.search_again')}
      </HrefLink>
    </div>
  );
}

/** Explains why this booking cannot go on and offers the search again, prefilled from the link. */
function Restart({
  params,
  title,
  text,
}: {
  params: RouteParams<'flight.booking'> | null;
  title: string;
  text?: string;
}) {
  return (
    <div className="space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
        {text ? <p className="mt-2 text-slate-700">{text}</p> : null}
      </div>
      <FlightSearchForm initialValues={params ? searchFromBooking(params) : undefined} />
    </div>
  );
}
