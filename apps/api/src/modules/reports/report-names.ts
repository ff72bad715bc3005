import type { BookingStatus, Service } from '@portal/contracts/bookings';
import type { Lang } from '@portal/contracts/i18n';

/** Service names as an exported report's reader says them (the screens use the same words). */
const SERVICE_NAMES: Record<Lang, Record<Service, string>> = {
  en: {
    flight: 'Flights',
    hotel: 'Hotels',
    visa: 'Visas',
    package: 'Packages',
    car: 'Car rental',
    cruise: 'Cruises',
    insurance: 'Insurance',
    guide: 'Tour guides',
    uguide: 'University guides',
    conference: 'Medical conferences',
  },
  ar: {
    flight: 'الطيران',
    hotel: 'الفنادق',
    visa: 'التأشيرات',
    package: 'البرامج السياحية',
    car: 'تأجير السيارات',
    cruise: 'الرحلات البحرية',
    insurance: 'التأمين',
    guide: 'المرشدون السياحيون',
    uguide: 'المرشدون الجامعيون',
    conference: 'المؤتمرات الطبية',
  },
  de: {
    flight: 'Flüge',
    hotel: 'Hotels',
    visa: 'Visa',
    package: 'Pauschalreisen',
    car: 'Mietwagen',
    cruise: 'Kreuzfahrten',
    insurance: 'Versicherungen',
    guide: 'Reiseführer',
    uguide: 'Studienberater',
    conference: 'Medizinische Kongresse',
  },
};

/** Booking statuses; "issued" covers every service's document (ticket, voucher, visa). */
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

/** A service code in the reader's language; a code the table does not know yet stays as it is. */
export function serviceName(service: string, lang: Lang): string {
  return (SERVICE_NAMES[lang] as Record<string, string>)[service] ?? service;
}

export function statusName(status: string, lang: Lang): string {
  return (STATUS_NAMES[lang] as Record<string, string>)[status] ?? status;
}
