import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { parsePath } from '@portal/contracts/routes';
import { bookingQuery } from '../../features/flights/api/get-booking';
import { BookingSuccessPage } from '../../features/flights/components/booking-success-page';
import { HotelBookingSuccess } from '../../features/hotels/components/hotel-booking-success';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `booking.success` for every service: the booking is read once (the flight page shares the same query),
 * and a hotel booking gets the hotel confirmation with its voucher; everything else, and the loading and
 * not-found states, is the flight page's (features do not import each other, so the app chooses).
 */
export function BookingSuccessRoute() {
  const location = useLocation();
  const id = useMemo(() => parsePath('booking.success', location.pathname)?.bookingId ?? '', [location.pathname]);
  const booking = useQuery({ ...bookingQuery(id), enabled: UUID.test(id) });
  const data = booking.data;
  if (data?.service === 'hotel') return <HotelBookingSuccess booking={data} />;
  return <BookingSuccessPage />;
}
