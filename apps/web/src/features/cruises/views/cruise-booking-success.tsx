import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { buildPath } from '@portal/contracts/routes';
import { ServiceBookingSuccess } from '../../../kit/checkout/service-success';
import { PassengerList, VoyageSummary } from './cruise-summary';

/** `booking.success` for a cruise: the confirmation number, the voyage and cabins, passengers and payment. */
export function CruiseBookingSuccess({ booking }: { booking: BookingOf<'cruise'> }) {
  const { t } = useTranslation();
  return (
    <ServiceBookingSuccess
      booking={booking}
      texts="cruises.success"
      voucher={{ label: t('cruises.success.confirmation'), value: booking.details.confirmation }}
      details={{ title: t('cruises.summary.cruise'), content: <VoyageSummary voyage={booking.details} /> }}
      aside={[{ title: t('cruises.summary.passengers'), content: <PassengerList passengers={booking.travellers} /> }]}
      newSearch={{
        to: buildPath('cruise.search', {
          depart: 'all',
          destination: 'all',
          departDate: null,
          returnDate: null,
          duration: 'any',
        }),
        label: t('cruises.detail.new_search'),
      }}
    />
  );
}
