import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@portal/contracts/bookings';
import { STATUS_TONES } from '../utils/services';

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_TONES[status]}`}
    >
      {t(`bookings.status.${status}`)}
    </span>
  );
}
