import type { Shape } from '../../../locales/types';
import type { applicationsEn } from './en';

export const applicationsDe: Shape<typeof applicationsEn> = {
  title: 'Antrag',
  status: 'Status',
  statuses: {
    submitted: 'Eingereicht',
    in_review: 'In Prüfung',
    documents_requested: 'Unterlagen angefordert',
    resubmitted: 'Unterlagen nachgereicht',
    approved: 'Genehmigt',
    issued: 'Ausgestellt',
    rejected: 'Abgelehnt',
  },
  due: 'Entscheidung erwartet bis {{date}}',
  timeline: 'Verlauf',
  by_staff: 'Visaschalter: {{name}}',
  by_applicant: '{{name}}',
  requested: 'Diese Unterlagen brauchen wir von Ihnen',
  send: 'Unterlagen senden',
  sent: 'Unterlagen gesendet.',
  note: 'Hinweis für den Visaschalter (optional)',
  files: 'Ihre Unterlagen',
  issued: 'Ausgestellte Dokumente',
  download: 'Herunterladen',
  traveller: 'Antragsteller {{number}}',
};
