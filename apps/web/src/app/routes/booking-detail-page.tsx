import { useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { BookingDetail } from '../../features/bookings/components/booking-detail';
import { useSiteSettings } from '../../lib/site-settings';
import { useWallets, walletsQuery } from '../../lib/wallets';

/** One booking, inside My Bookings; the wallets and currencies come from the shell's queries. */
export function BookingDetailPage() {
  const { tab, bookingId } = useParams({ strict: false }) as { tab: string; bookingId: string };
  const queryClient = useQueryClient();
  const wallets = useWallets();
  const settings = useSiteSettings();
  return (
    <BookingDetail
      key={bookingId}
      bookingId={bookingId}
      tab={tab}
      wallets={wallets.data}
      currencies={settings.data?.currencies ?? []}
      onMoneyMoved={() => void queryClient.invalidateQueries(walletsQuery)}
    />
  );
}
