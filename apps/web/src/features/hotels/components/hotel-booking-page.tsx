import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HotelSelectionSchema, type PricedSelection } from '@portal/contracts/hotels';
import { translate } from '@portal/contracts/messages';
import { parsePath } from '@portal/contracts/routes';
import { TextAreaField } from '../../../components/ui/text-field';
import { BookingPageFrame, CheckoutForm } from '../../../kit/checkout/checkout-form';
import { paymentBody } from '../../../kit/checkout/payment';
import { useCheckout } from '../../../kit/checkout/use-booking-submit';
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
  const refId = parsePath('hotel.booking', location.pathname)?.refId ?? '';
  // Leaving for the confirmation renders this page once more with the new path: no request for an empty id.
  const priced = useQuery({ ...selectionQuery(refId), enabled: refId !== '' });

  return (
    <BookingPageFrame title={title} query={priced} back={{ to: '/', label: t('hotels.detail.new_search') }}>
      {(data) => <BookingForm key={refId} refId={refId} initial={data} />}
    </BookingPageFrame>
  );
}

function BookingForm({ refId, initial }: { refId: string; initial: PricedSelection }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [selection, setSelection] = useState(initial.selection);
  // The total the guest has agreed to: the one first quoted, until a price that moved since is accepted.
  const resolver = useMemo(() => contractResolver(BookingFormSchema, lang), [lang]);
  const form = useForm<BookingFormInput, unknown, BookingFormOutput>({
    resolver,
    defaultValues: bookingDefaults(selection, getStoredUser()?.email ?? ''),
  });
  const errors = form.formState.errors;
  const checkout = useCheckout(form, {
    book: bookHotel,
    quoted: initial.quoted_total,
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
      accepted_total_iqd: checkout.acceptance.accepted.iqd,
      ...values,
      payment: paymentBody(values.payment),
    };
    return checkout.booking.submit(body, values.payment);
  }

  return (
    <CheckoutForm
      texts="hotels.booking"
      checkout={checkout}
      onValid={submit}
      contact={false}
      againTo={backToRooms(selection)}
      hold={{ ...selection.hold, format: formatInstant }}
      summary={<StaySummary stay={selection} />}
    >
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
    </CheckoutForm>
  );
}
