import type { Shape } from '../../../locales/types';
import type { documentsEn } from './en';

/** The server's documents' German texts (merged under `documents`). */
export const documentsDe: Shape<typeof documentsEn> = {
  confirmation: 'Buchungsbestätigung',
  download_pdf: 'PDF herunterladen',
  preparing: 'Das PDF wird vorbereitet…',
  print_instead: 'Sie können das Dokument weiterhin aus dieser Seite drucken.',
  share_whatsapp: 'Per WhatsApp senden',
  share_email: 'Per E-Mail senden',
  share_text: '{{title}} {{reference}}: {{url}}',
  share_body: 'Hier ist das Dokument der Buchung {{reference}}. Der Link öffnet es 7 Tage lang:\n{{url}}',
  share_failed: 'Der Link konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  links_title: 'Geteilte Links',
  link_until: 'Öffnet das Dokument bis {{date}}',
  link_revoked: 'Zurückgezogen',
  revoke: 'Zurückziehen',
  shared_note: 'Eine geteilte Kopie: Passnummern sind teilweise verborgen.',
  missing_title: 'Dieses Dokument kann nicht geöffnet werden',
  missing_text: 'Der Link ist abgelaufen oder wurde von der Person zurückgezogen, die ihn geteilt hat.',
  verify_caption: 'Dieses Dokument prüfen',
  verify_title: 'Dokumentprüfung',
  verify_valid: 'Dieses Dokument ist gültig',
  verify_invalid: 'Dieses Dokument ist nicht mehr gültig',
  verify_unknown: 'Kein Dokument trägt diesen Code.',
  verify_reference: 'Referenz',
  verify_service: 'Leistung',
  verify_status: 'Status',
  verify_issued: 'Ausgestellt',
  verify_dates: 'Daten',
  verify_private: 'Namen und persönliche Angaben werden hier nie gezeigt.',
};
