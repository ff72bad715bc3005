import { useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { BookingDetail } from '../../features/bookings/components/booking-detail';
import { walletsQuery } from '../../lib/wallets';

/** One booking, inside My Bookings; a payment or a refund refreshes the wallets the menus show. */
export function BookingDetailPage() {
  const { tab, bookingId } = useParams({ strict: false }) as { tab: string; bookingId: string };
  const queryClient = useQueryClient();
  return (
    <BookingDetail
      key={bookingId}
      bookingId={bookingId}
      tab={tab}
      onMoneyMoved={() => void queryClient.invalidateQueries(walletsQuery)}
    />
  );
}
