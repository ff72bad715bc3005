import type { Shape } from '../../../locales/types';
import type { registerEn } from './en';

/** The registration form's account choice and agency part, Arabic (merged under `register`). */
export const registerAr: Shape<typeof registerEn> = {
  account_type: 'أسجّل بصفتي',
  types: {
    customer: 'مسافرًا',
    customer_hint: 'احجز رحلاتك لنفسك ولعائلتك.',
    agency: 'وكالة سفر',
    agency_hint: 'بِع لعملائك بهامش ربحك وشعارك، بعد أن نتحقق من وكالتك.',
  },
  agency_title: 'وكالتك',
  agency_lead:
    'نتحقق من هذه البيانات قبل أن تتمكن وكالتك من إضافة موظفيها وتحديد هامش ربحها وطباعة شعارها. حتى ذلك الحين يمكنك الحجز بصفتك مسافرًا.',
  agency_name: 'اسم الوكالة',
  phone: 'هاتف الوكالة',
  city: 'المدينة',
  licence_number: 'رقم الرخصة التجارية',
  licence_hint: 'كما هو مطبوع على رخصتك التجارية.',
  owner_title: 'حساب المالك',
  owner_lead: 'تسجّل الدخول بهذا البريد وكلمة المرور، وتدير موظفي الوكالة.',
  submitted_title: 'حسابك جاهز',
  submitted:
    'استلمنا طلب تسجيل {{agency}}. يراجعه فريقنا ويراسلك على {{email}} بالرد. حتى ذلك الحين يمكنك البحث والحجز بصفتك مسافرًا.',
  start: 'الذهاب إلى الصفحة الرئيسية',
};
