import type { BookingOf } from '@portal/contracts/bookings';
import { buildPath } from '@portal/contracts/routes';
import { ApplicationSuccess } from '../../../kit/applications/application-success';
import { VisaSummary } from '../views/visa-summary';

/** `booking.success` for a visa application: its reference and status, the visa and applicants, what was paid. */
export function VisaBookingSuccess({ booking }: { booking: BookingOf<'visa'> }) {
  return (
    <ApplicationSuccess
      booking={booking}
      texts="visas.success"
      summary={<VisaSummary booking={booking} />}
      searchHref={buildPath('visa.search', { from: 'IQ', to: 'all' })}
    />
  );
}
