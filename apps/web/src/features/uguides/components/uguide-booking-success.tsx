import type { BookingOf } from '@portal/contracts/bookings';
import { buildPath } from '@portal/contracts/routes';
import { ApplicationSuccess } from '../../../kit/applications/application-success';
import { UguideSummary } from '../views/uguide-summary';

/** `booking.success` for an application to a programme: its reference and status, the programme, what was paid. */
export function UguideBookingSuccess({ booking }: { booking: BookingOf<'uguide'> }) {
  return (
    <ApplicationSuccess
      booking={booking}
      texts="uguides.success"
      summary={<UguideSummary booking={booking} />}
      searchHref={buildPath('uguide.search', {})}
    />
  );
}
