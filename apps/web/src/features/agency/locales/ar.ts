import type { Shape } from '../../../locales/types';
import type { agencyEn } from './en';

/** Agency branding and markup, Arabic (merged under `agency`). */
export const agencyAr: Shape<typeof agencyEn> = {
  title: 'الهوية وهامش الربح',
  lead: 'شعارك وبيانات التواصل والأسعار على المستندات التي تطبعها لعملائك. تدفع محفظتك دائمًا السعر الصافي.',
  logo: 'الشعار',
  logo_hint:
    'PNG أو WebP (تبقى الخلفية الشفافة شفافة) أو JPEG حتى 5 ميغابايت؛ يظهر على خطوط السير والقسائم وعروض الأسعار لعملائك.',
  logo_preview: 'شعارك',
  no_logo: 'لا يوجد شعار بعد',
  remove_logo: 'إزالة الشعار',
  contact_line: 'سطر التواصل',
  contact_line_hint: 'مثل اسمك وهاتفك وعنوانك، يُطبع على نسخ العملاء (حتى 200 حرف).',
  markups_title: 'هامش الربح لكل خدمة',
  markups_lead: 'يُضاف إلى السعر الصافي في نسخ العملاء وعروض الأسعار. تعرض التقارير الصافي والهامش والإجمالي.',
  types: { none: 'بدون هامش', percent: 'نسبة مئوية', fixed: 'مبلغ ثابت' },
  percent: 'النسبة من السعر الصافي',
  fixed_amounts: 'المبلغ لكل حجز حسب عملة الدفع',
  fixed_hint: 'اترك العملة فارغة لعدم إضافة هامش بها.',
  save: 'حفظ الهوية وهامش الربح',
  saving: 'جارٍ الحفظ…',
  saved: 'تم الحفظ. تستخدم الحجوزات الجديدة والنسخ المطبوعة هذه الإعدادات.',
};
