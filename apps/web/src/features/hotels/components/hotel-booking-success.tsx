import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { ServiceBookingSuccess } from '../../../kit/checkout/service-success';
import { formatInstant } from '../utils/format';
import { StaySummary } from './stay-summary';

/**
 * `booking.success` for a hotel booking: the voucher reference the hotel knows the stay by, the booking's
 * reference and status, the stay, the guests, and what was paid and is left in that wallet (or what is due).
 */
export function HotelBookingSuccess({ booking }: { booking: BookingOf<'hotel'> }) {
  const { t } = useTranslation();
  const stay = booking.details;
  return (
    <ServiceBookingSuccess
      booking={booking}
      texts="hotels.success"
      voucher={{ label: t('hotels.success.voucher'), value: stay.voucher }}
      payByDate={formatInstant}
      details={{ title: t('hotels.success.stay'), content: <StaySummary stay={stay} /> }}
      aside={[
        {
          title: t('hotels.success.guests'),
          content: (
            <ol className="space-y-2 text-sm">
              {stay.rooms.map((room, i) => (
                <li key={i}>
                  <p className="font-semibold text-slate-900">{t('hotels.rooms.room', { number: i + 1 })}</p>
                  <ul className="text-slate-800">
                    {room.guests.map((g, j) => (
                      <li key={j}>
                        <bdi>
                          {g.first_name} {g.last_name}
                        </bdi>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          ),
        },
      ]}
      newSearch={{ to: '/', label: t('hotels.detail.new_search') }}
    />
  );
}
