import type { Shape } from '../../../locales/types';
import type { waitlistEn } from './en';

export const waitlistDe: Shape<typeof waitlistEn> = {
  join: 'Auf die Warteliste',
  joining: 'Wird eingetragen…',
  login: 'Anmelden, um sich auf die Warteliste zu setzen',
  full_note:
    'Dieser Termin ist ausgebucht. Setzen Sie sich auf die Warteliste: Wird ein Platz frei, wird er den Ersten auf der Liste per E-Mail angeboten und 24 Stunden reserviert.',
  position: 'Sie sind Nummer {{position}} auf der Warteliste',
  offered: 'Plätze sind bis {{until}} für Sie reserviert: Jetzt buchen',
  leave: 'Warteliste verlassen',
  leaving: 'Wird verlassen…',
  title: 'Meine Wartelisten',
  travellers_one: '{{count}} Platz',
  travellers_other: '{{count}} Plätze',
  states: {
    waiting: 'Wartet',
    offered: 'Ihnen angeboten',
    booked: 'Gebucht',
    lapsed: 'Angebot abgelaufen',
    left: 'Verlassen',
  },
  load_failed: 'Ihre Wartelisten konnten nicht geladen werden.',
};
