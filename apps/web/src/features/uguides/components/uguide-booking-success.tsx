import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { buildPath } from '@portal/contracts/routes';
import { ServiceBookingSuccess } from '../../../kit/checkout/service-success';
import { UguideSummary } from '../views/uguide-summary';

/** `booking.success` for an application to a programme: its reference and status, the programme, what was paid. */
export function UguideBookingSuccess({ booking }: { booking: BookingOf<'uguide'> }) {
  const { t } = useTranslation();
  return (
    <ServiceBookingSuccess
      booking={booking}
      texts="uguides.success"
      details={{ content: <UguideSummary booking={booking} /> }}
      newSearch={{ to: buildPath('uguide.search', {}), label: t('uguides.success.new_search') }}
    />
  );
}
