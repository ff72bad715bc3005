import type { Shape } from '../../../locales/types';
import type { checkoutEn } from './en';

/** The checkout's German texts (merged under `checkout`). */
export const checkoutDe: Shape<typeof checkoutEn> = {
  payment: 'Zahlung',
  pay_wallet: 'Jetzt aus meinem Guthaben bezahlen',
  wallet_option: '{{currency}}-Guthaben',
  wallet_balance: 'Guthaben <amount>{{amount}}</amount>',
  wallet_charge: 'Diese Buchung kostet <amount>{{amount}}</amount>',
  wallet_short:
    'Guthaben reicht nicht: Es fehlen <amount>{{amount}}</amount>. Laden Sie dieses Guthaben auf oder wählen Sie ein anderes.',
  no_wallets: 'Sie haben noch kein Guthaben, aus dem Sie bezahlen können.',
  none_enough: 'Keines Ihrer Guthaben reicht für diese Buchung.',
  empty_wallets: 'Ihre Guthaben in {{currencies}} sind leer.',
  wallets_failed: 'Ihre Guthaben konnten nicht geladen werden.',
  price_changed_title: 'Der Preis hat sich geändert',
  accept_price: 'Neuen Preis akzeptieren',
  price_accepted: 'Neuer Preis akzeptiert: <amount>{{price}}</amount>.',
  must_accept: 'Bitte akzeptieren Sie den neuen Preis, bevor Sie buchen.',
  confirm: 'Buchung bestätigen',
  confirming: 'Wird gebucht…',
  fix_errors: 'Einige Felder müssen korrigiert werden.',
  success: {
    reference: 'Buchungsnummer',
    status: 'Status',
    statuses: {
      pending: 'In Bearbeitung',
      held: 'Reserviert, Zahlung ausstehend',
      confirmed: 'Bestätigt',
      fulfilled: 'Ausgestellt',
      cancelled: 'Storniert',
      refunded: 'Erstattet',
      expired: 'Abgelaufen',
      failed: 'Fehlgeschlagen',
    },
    booked_by: 'Gebucht von {{name}} am {{date}}',
    payment: 'Zahlung',
    total: 'Gesamt',
    paid: 'Bezahlter Betrag',
    due: 'Fälliger Betrag',
    remaining: 'Verbleibendes {{currency}}-Guthaben',
    my_bookings: 'Zu meinen Buchungen',
    print: 'Drucken',
  },
};
