import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { ServiceBookingSuccess } from '../../../kit/checkout/service-success';
import { formatInstant } from '../utils/format';
import { CarRental } from '../views/car-rental';

/** `booking.success` for a car: the voucher and booking references, the rental, and what was paid or is due. */
export function CarBookingSuccess({ booking }: { booking: BookingOf<'car'> }) {
  const { t } = useTranslation();
  return (
    <ServiceBookingSuccess
      booking={booking}
      texts="cars.success"
      voucher={{ label: t('cars.success.voucher'), value: booking.details.voucher }}
      payByDate={formatInstant}
      details={{ title: t('cars.success.rental'), content: <CarRental rental={booking.details} /> }}
      newSearch={{ to: '/', label: t('cars.detail.new_search') }}
    />
  );
}
