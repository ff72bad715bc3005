import type { Shape } from '../../../locales/types';
import type { reportsEn } from './en';

/** The reports screen's German texts (merged under `reports`). */
export const reportsDe: Shape<typeof reportsEn> = {
  lead: 'Umsätze nach Leistung, Monat und Benutzer in jeder Währung, mit Stornierungen und Erstattungen.',
  from: 'Von',
  to: 'Bis',
  show: 'Anzeigen',
  period: '{{from}} bis {{to}}',
  export_csv: 'CSV exportieren',
  export_xlsx: 'Excel (XLSX) exportieren',
  totals: 'Summen',
  no_sales: 'Keine Umsätze in diesem Zeitraum.',
  no_sales_in: 'Keine Umsätze in {{currency}} in diesem Zeitraum.',
  currency: 'Währung',
  bookings: 'Buchungen',
  bookings_count_one: '{{count}} Buchung',
  bookings_count_other: '{{count}} Buchungen',
  net: 'Netto',
  markup: 'Aufschlag',
  gross: 'Brutto',
  cancelled: 'Storniert',
  refunded: 'Erstattet',
  total: 'Summe',
  month: 'Monat',
  service: 'Leistung',
  user: 'Gebucht von',
  by_month: 'Umsatz nach Monat ({{currency}})',
  by_service: 'Umsatz nach Leistung ({{currency}})',
  by_user: 'Umsatz nach Benutzer ({{currency}})',
  charts: {
    monthly_title: 'Monatsumsatz in {{currency}}',
    monthly_desc:
      'Ein Balken je Monat: Nettopreis, darauf der Aufschlag; zusammen brutto. Die Tabelle darunter nennt die Werte.',
    share_title: 'Umsatzanteil je Leistung in {{currency}}',
  },
};
