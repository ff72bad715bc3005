import { Placeholder } from '../../components/ui/placeholder';
import { ServiceBookingView } from '../../kit/bookings/booking-views';
import { BasicBookingSuccess, BookingSuccessPage } from '../../kit/checkout/booking-success';

/**
 * `booking.success` for every service: the checkout's frame reads the booking, and the booking's service shows
 * its own confirmation (its feature's `views.success`), loaded with its texts by the route.
 */
export function BookingSuccessRoute() {
  return (
    <BookingSuccessPage>
      {(booking) => (
        <ServiceBookingView
          booking={booking}
          kind="success"
          fallback={<Placeholder height="14rem" />}
          otherwise={<BasicBookingSuccess booking={booking} />}
        />
      )}
    </BookingSuccessPage>
  );
}
