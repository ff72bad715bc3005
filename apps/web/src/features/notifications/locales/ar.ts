import type { Shape } from '../../../locales/types';
import type { noticesEn } from './en';

export const noticesAr: Shape<typeof noticesEn> = {
  title: 'الإشعارات',
  lead: 'ما جرى لحجوزاتك وشحن رصيدك وطلباتك. أُرسل كل منها إليك بالبريد الإلكتروني أيضًا.',
  none: 'لا شيء بعد. عندما يُؤكَّد حجز أو ينتهي حجز مؤقت أو يُبتّ في شحن رصيد، ستجده هنا.',
  by: 'حجزه {{name}}',
  open: 'فتح',
  unread: 'جديد',
};
