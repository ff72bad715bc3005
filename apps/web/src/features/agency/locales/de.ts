import type { Shape } from '../../../locales/types';
import type { agencyEn } from './en';

/** Agency branding and markup, German (merged under `agency`). */
export const agencyDe: Shape<typeof agencyEn> = {
  title: 'Branding und Aufschlag',
  lead: 'Ihr Logo, Ihre Kontaktzeile und Ihre Preise auf den Dokumenten für Ihre Kunden. Ihr Guthaben zahlt immer den Nettopreis.',
  logo: 'Logo',
  logo_hint:
    'PNG oder WebP (ein transparenter Hintergrund bleibt transparent) oder JPEG bis 5 MB; erscheint auf Reisebestätigungen, Voucher und Angeboten für Ihre Kunden.',
  logo_preview: 'Ihr Logo',
  no_logo: 'Noch kein Logo',
  remove_logo: 'Logo entfernen',
  contact_line: 'Kontaktzeile',
  contact_line_hint: 'Zum Beispiel Name, Telefon und Adresse, gedruckt auf Kundenexemplaren (bis 200 Zeichen).',
  mail_customers: 'Meinen Kunden Bestätigung und Stornierung im Namen meiner Agentur mailen',
  mail_customers_hint:
    'An die Kontaktadresse der Buchung, mit Ihrem Logo, Namen und Ihrer Kontaktzeile und dem Kundenexemplar des Dokuments; Antworten gehen an Sie.',
  markups_title: 'Aufschlag je Leistung',
  markups_lead:
    'Wird auf Kundenexemplaren und Angeboten zum Nettopreis addiert. Berichte zeigen netto, Aufschlag und brutto.',
  types: { none: 'Kein Aufschlag', percent: 'Prozentsatz', fixed: 'Fester Betrag' },
  percent: 'Prozent vom Nettopreis',
  fixed_amounts: 'Betrag je Buchung nach Zahlungswährung',
  fixed_hint: 'Leer lassen für keinen Aufschlag in dieser Währung.',
  save: 'Branding und Aufschlag speichern',
  saving: 'Wird gespeichert…',
  saved: 'Gespeichert. Neue Buchungen und gedruckte Exemplare verwenden diese Einstellungen.',
};
