import type { Shape } from '../../../locales/types';
import type { passwordEn, registerEn } from './en';

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

/** Forgot password, the new-password page and the change of password, Arabic (merged under `password`). */
export const passwordAr: Shape<typeof passwordEn> = {
  forgot_title: 'نسيت كلمة المرور؟',
  forgot_lead: 'أدخل البريد الإلكتروني لحسابك، وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
  send_link: 'أرسل لي الرابط',
  sending: 'جارٍ الإرسال…',
  sent_title: 'تحقّق من بريدك',
  sent: 'إن كان هناك حساب يستخدم {{email}} فرابط اختيار كلمة مرور جديدة في الطريق إليه. يعمل مرة واحدة لمدة 30 دقيقة. لم تصلك رسالة؟ انظر في مجلد الرسائل غير المرغوب فيها، أو اطلب رابطًا مرة أخرى.',
  back_to_login: 'العودة إلى تسجيل الدخول',
  reset_title: 'اختر كلمة مرور جديدة',
  reset_lead: 'اختيار كلمة مرور جديدة يُخرجك من حسابك على كل الأجهزة.',
  new_password: 'كلمة المرور الجديدة',
  save: 'احفظ كلمة المرور الجديدة',
  saving: 'جارٍ الحفظ…',
  saved_title: 'تم تغيير كلمة المرور',
  saved: 'سجّل الدخول بكلمة المرور الجديدة.',
  link_incomplete: 'هذا الرابط ناقص. افتح الرابط من الرسالة مرة أخرى، أو اطلب رابطًا جديدًا.',
  ask_again: 'اطلب رابطًا جديدًا',
  change_title: 'تغيير كلمة المرور',
  change_lead: 'تُسجَّل أجهزتك الأخرى خارج الحساب، ويبقى هذا الجهاز مسجّلًا.',
  current_password: 'كلمة المرور الحالية',
  changed: 'تم تغيير كلمة المرور.',
  email_title: 'تغيير بريدك الإلكتروني',
  email_lead: 'نرسل رابطًا إلى العنوان الجديد، ويستخدمه حسابك حين تفتح ذلك الرابط.',
  new_email: 'البريد الإلكتروني الجديد',
  email_save: 'أرسل الرابط',
  email_sent_title: 'تفقّد بريدك الجديد',
  email_sent:
    'أرسلنا رابطًا إلى {{email}}. افتحه خلال 24 ساعة لاستخدام هذا العنوان، وحتى ذلك الحين تسجّل الدخول بعنوانك الحالي.',
  confirm_title: 'تأكيد بريدك الإلكتروني الجديد',
  confirming: 'جارٍ تأكيد عنوانك الجديد…',
  confirmed_title: 'تم تغيير بريدك الإلكتروني',
  confirmed: 'سجّل الدخول بعنوانك الجديد من الآن. وقد أبلغنا عنوانك القديم أيضًا.',
  email_link_incomplete: 'هذا الرابط غير مكتمل. افتح الرابط من الرسالة مرة أخرى أو اطلب رابطًا جديدًا.',
  email_ask_again: 'غيّر العنوان مرة أخرى',
};
