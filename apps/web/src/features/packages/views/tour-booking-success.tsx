import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { ServiceBookingSuccess } from '../../../kit/checkout/service-success';
import { TravellerList } from './traveller-list';
import { TripSummary } from './trip-summary';

/** `booking.success` for a package: the voucher and reference, the trip, the travellers and what was paid or is due. */
export function TourBookingSuccess({ booking }: { booking: BookingOf<'package'> }) {
  const { t } = useTranslation();
  return (
    <ServiceBookingSuccess
      booking={booking}
      texts="packages.success"
      voucher={{ label: t('packages.success.voucher'), value: booking.details.voucher }}
      details={{ title: t('packages.success.trip'), content: <TripSummary trip={booking.details} /> }}
      aside={[{ title: t('packages.success.travellers'), content: <TravellerList travellers={booking.travellers} /> }]}
      newSearch={{ to: '/', label: t('packages.detail.new_search') }}
    />
  );
}
