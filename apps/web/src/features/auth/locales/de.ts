import type { Shape } from '../../../locales/types';
import type { registerEn } from './en';

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
