import type { Shape } from '../../../locales/types';
import type { passwordEn, registerEn } from './en';

/** The registration form's account choice and agency part, German (merged under `register`). */
export const registerDe: Shape<typeof registerEn> = {
  account_type: 'Ich registriere mich als',
  types: {
    customer: 'Reisende(r)',
    customer_hint: 'Reisen für sich und Ihre Familie buchen.',
    agency: 'Reisebüro',
    agency_hint: 'An Ihre Kunden mit eigenem Aufschlag und Logo verkaufen, sobald wir Ihr Reisebüro geprüft haben.',
  },
  agency_title: 'Ihr Reisebüro',
  agency_lead:
    'Wir prüfen diese Angaben, bevor Ihr Reisebüro Mitarbeitende anlegen, seinen Aufschlag festlegen und sein Logo drucken kann. Bis dahin können Sie als Reisende(r) buchen.',
  agency_name: 'Name des Reisebüros',
  phone: 'Telefon des Reisebüros',
  city: 'Stadt',
  licence_number: 'Gewerbelizenznummer',
  licence_hint: 'Wie auf Ihrer Gewerbelizenz gedruckt.',
  owner_title: 'Konto der Inhaberin oder des Inhabers',
  owner_lead: 'Mit dieser E-Mail und diesem Passwort melden Sie sich an und verwalten die Mitarbeitenden.',
  submitted_title: 'Ihr Konto ist bereit',
  submitted:
    'Wir haben den Antrag von {{agency}} erhalten. Unser Team prüft ihn und schreibt Ihnen die Antwort an {{email}}. Bis dahin können Sie als Reisende(r) suchen und buchen.',
  start: 'Zur Startseite',
};

/** Forgot password, the new-password page and the change of password, German (merged under `password`). */
export const passwordDe: Shape<typeof passwordEn> = {
  forgot_title: 'Passwort vergessen?',
  forgot_lead:
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, um ein neues Passwort festzulegen.',
  send_link: 'Link senden',
  sending: 'Wird gesendet…',
  sent_title: 'Sehen Sie in Ihr Postfach',
  sent: 'Wenn ein Konto {{email}} verwendet, ist ein Link zum Festlegen eines neuen Passworts unterwegs. Er funktioniert einmal, 30 Minuten lang. Keine E-Mail? Sehen Sie im Spam-Ordner nach oder fordern Sie erneut an.',
  back_to_login: 'Zurück zur Anmeldung',
  reset_title: 'Neues Passwort festlegen',
  reset_lead: 'Ein neues Passwort meldet Sie auf allen Geräten ab.',
  new_password: 'Neues Passwort',
  save: 'Neues Passwort speichern',
  saving: 'Wird gespeichert…',
  saved_title: 'Ihr Passwort ist geändert',
  saved: 'Melden Sie sich mit Ihrem neuen Passwort an.',
  link_incomplete:
    'Dieser Link ist unvollständig. Öffnen Sie den Link aus der E-Mail erneut oder fordern Sie einen neuen an.',
  ask_again: 'Neuen Link anfordern',
  change_title: 'Passwort ändern',
  change_lead: 'Ihre anderen Geräte werden abgemeldet; dieses bleibt angemeldet.',
  current_password: 'Aktuelles Passwort',
  changed: 'Ihr Passwort ist geändert.',
  email_title: 'E-Mail-Adresse ändern',
  email_lead: 'Wir senden einen Link an die neue Adresse; Ihr Konto verwendet sie, sobald Sie ihn öffnen.',
  new_email: 'Neue E-Mail-Adresse',
  email_save: 'Link senden',
  email_sent_title: 'Sehen Sie in Ihr neues Postfach',
  email_sent:
    'Wir haben einen Link an {{email}} gesendet. Öffnen Sie ihn innerhalb von 24 Stunden, um diese Adresse zu verwenden; bis dahin melden Sie sich mit Ihrer bisherigen an.',
  confirm_title: 'Neue E-Mail-Adresse bestätigen',
  confirming: 'Ihre neue Adresse wird bestätigt…',
  confirmed_title: 'Ihre E-Mail-Adresse ist geändert',
  confirmed:
    'Melden Sie sich ab jetzt mit Ihrer neuen Adresse an. Ihre alte Adresse haben wir ebenfalls benachrichtigt.',
  email_link_incomplete:
    'Dieser Link ist unvollständig. Öffnen Sie den Link aus der E-Mail erneut oder fordern Sie einen neuen an.',
  email_ask_again: 'Adresse erneut ändern',
};
