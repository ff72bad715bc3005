import type { Shape } from '../../../locales/types';
import type { noticesEn } from './en';

export const noticesDe: Shape<typeof noticesEn> = {
  title: 'Benachrichtigungen',
  lead: 'Was mit Ihren Buchungen, Aufladungen und Anträgen geschehen ist. Jede wurde Ihnen auch per E-Mail geschickt.',
  none: 'Noch nichts. Wenn eine Buchung bestätigt wird, eine Reservierung endet oder über eine Aufladung entschieden wird, finden Sie es hier.',
  by: 'Gebucht von {{name}}',
  open: 'Öffnen',
  unread: 'Neu',
};
