import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { buildPath } from '@portal/contracts/routes';
import { ServiceBookingSuccess } from '../../../kit/checkout/service-success';
import { VisaSummary } from '../views/visa-summary';

/** `booking.success` for a visa application: its reference and status, the visa and applicants, what was paid. */
export function VisaBookingSuccess({ booking }: { booking: BookingOf<'visa'> }) {
  const { t } = useTranslation();
  return (
    <ServiceBookingSuccess
      booking={booking}
      texts="visas.success"
      details={{ content: <VisaSummary booking={booking} /> }}
      newSearch={{ to: buildPath('visa.search', { from: 'IQ', to: 'all' }), label: t('visas.success.new_search') }}
    />
  );
}
