import type { Shape } from '../../../locales/types';
import type { documentsEn } from './en';

/** The server's documents' Arabic texts (merged under `documents`). */
export const documentsAr: Shape<typeof documentsEn> = {
  confirmation: 'تأكيد الحجز',
  download_pdf: 'تنزيل PDF',
  preparing: 'جارٍ تجهيز ملف PDF…',
  print_instead: 'لا يزال بإمكانك طباعة المستند من هذه الصفحة.',
  share_whatsapp: 'إرسال عبر واتساب',
  share_email: 'إرسال بالبريد الإلكتروني',
  share_text: '{{title}} {{reference}}: {{url}}',
  share_body: 'إليك مستند الحجز {{reference}}. يفتح الرابط المستند لمدة 7 أيام:\n{{url}}',
  share_failed: 'تعذّر إنشاء الرابط. يرجى المحاولة مرة أخرى.',
  links_title: 'الروابط المشاركة',
  link_until: 'يفتح المستند حتى {{date}}',
  link_revoked: 'مسحوب',
  revoke: 'سحب الرابط',
  shared_note: 'نسخة مشاركة: أرقام جوازات السفر مخفية جزئيًا.',
  missing_title: 'لا يمكن فتح هذا المستند',
  missing_text: 'انتهت صلاحية الرابط أو سحبه من شاركه.',
  verify_caption: 'تحقّق من هذا المستند',
  verify_title: 'التحقق من المستند',
  verify_valid: 'هذا المستند صالح',
  verify_invalid: 'هذا المستند لم يعد صالحًا',
  verify_unknown: 'لا يوجد مستند يحمل هذا الرمز.',
  verify_reference: 'المرجع',
  verify_service: 'الخدمة',
  verify_status: 'الحالة',
  verify_issued: 'تاريخ الإصدار',
  verify_dates: 'التواريخ',
  verify_private: 'لا تُعرض هنا الأسماء ولا أي بيانات شخصية.',
};
