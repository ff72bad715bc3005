import type { BookingStatus } from '@portal/contracts/bookings';
import type { Lang } from '@portal/contracts/i18n';

/**
 * Booking statuses as an exported report's reader says them (service names are the registry's,
 * `@portal/contracts/services`); "issued" covers every service's document (ticket, voucher, visa).
 */
const STATUS_NAMES: Record<Lang, Record<BookingStatus, string>> = {
  en: {
    pending: 'Pending',
    held: 'On hold',
    confirmed: 'Confirmed',
    fulfilled: 'Issued',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
    expired: 'Expired',
    failed: 'Failed',
  },
  ar: {
    pending: 'قيد المعالجة',
    held: 'محجوز مؤقتًا',
    confirmed: 'مؤكد',
    fulfilled: 'تم الإصدار',
    cancelled: 'ملغى',
    refunded: 'مسترد',
    expired: 'منتهي',
    failed: 'فشل',
  },
  de: {
    pending: 'In Bearbeitung',
    held: 'Reserviert',
    confirmed: 'Bestätigt',
    fulfilled: 'Ausgestellt',
    cancelled: 'Storniert',
    refunded: 'Erstattet',
    expired: 'Abgelaufen',
    failed: 'Fehlgeschlagen',
  },
};

export function statusName(status: string, lang: Lang): string {
  return (STATUS_NAMES[lang] as Record<string, string>)[status] ?? status;
}
