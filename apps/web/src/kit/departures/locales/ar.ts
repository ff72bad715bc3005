import type { Shape } from '../../../locales/types';
import type { waitlistEn } from './en';

export const waitlistAr: Shape<typeof waitlistEn> = {
  join: 'انضم إلى قائمة الانتظار',
  joining: 'جارٍ الانضمام…',
  login: 'سجّل الدخول للانضمام إلى قائمة الانتظار',
  full_note:
    'اكتمل موعد الانطلاق هذا. انضم إلى قائمة الانتظار: عندما يتوفر مكان يُعرض على الأول في القائمة بالبريد ويُحجز له مدة 24 ساعة.',
  position: 'ترتيبك في قائمة الانتظار: {{position}}',
  offered: 'الأماكن محجوزة لك حتى {{until}}: احجزها الآن',
  leave: 'مغادرة قائمة الانتظار',
  leaving: 'جارٍ المغادرة…',
  title: 'قوائم انتظاري',
  travellers_zero: '{{count}} مكان',
  travellers_one: 'مكان واحد',
  travellers_two: 'مكانان',
  travellers_few: '{{count}} أماكن',
  travellers_many: '{{count}} مكانًا',
  travellers_other: '{{count}} مكان',
  states: {
    waiting: 'في الانتظار',
    offered: 'معروض عليك',
    booked: 'محجوز',
    lapsed: 'انتهى العرض',
    left: 'غادرت القائمة',
  },
  load_failed: 'تعذّر تحميل قوائم انتظارك.',
};
