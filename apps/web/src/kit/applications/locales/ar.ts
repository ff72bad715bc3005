import type { Shape } from '../../../locales/types';
import type { applicationsEn } from './en';

export const applicationsAr: Shape<typeof applicationsEn> = {
  title: 'الطلب',
  status: 'الحالة',
  statuses: {
    submitted: 'مقدَّم',
    in_review: 'قيد المراجعة',
    documents_requested: 'مطلوب مستندات',
    resubmitted: 'أُعيد إرسال المستندات',
    approved: 'موافق عليه',
    issued: 'صدر',
    rejected: 'مرفوض',
  },
  due: 'القرار متوقع قبل {{date}}',
  timeline: 'السجل',
  by_staff: 'مكتب التأشيرات: {{name}}',
  by_applicant: '{{name}}',
  requested: 'نحتاج منك هذه المستندات',
  send: 'أرسل المستندات',
  sent: 'أُرسلت المستندات.',
  note: 'ملاحظة لمكتب التأشيرات (اختيارية)',
  files: 'مستنداتك',
  issued: 'المستندات الصادرة',
  download: 'تنزيل',
  traveller: 'المتقدم {{number}}',
};
