import { interpolate, type Lang } from '@portal/contracts/i18n';
import type { Mail } from '../../lib/mailer.js';

const CONFIRM: Record<Lang, { subject: string; body: string }> = {
  en: {
    subject: 'Confirm your new e-mail address for Rafidain Travel',
    body:
      'Hello {name},\n\nYou asked to use this address for your Rafidain Travel account. Open this link within ' +
      '{hours} hours to confirm it:\n{link}\n\nUntil then you log in with your current address. If you did not ask ' +
      'for this, ignore this mail: nothing changes.\n\nRafidain Travel',
  },
  ar: {
    subject: 'أكّد بريدك الإلكتروني الجديد في الرافدين للسفر',
    body:
      'مرحبًا {name}،\n\nطلبتَ استخدام هذا العنوان لحسابك في الرافدين للسفر. افتح هذا الرابط خلال {hours} ساعة ' +
      'لتأكيده:\n{link}\n\nحتى ذلك الحين تسجّل الدخول بعنوانك الحالي. إن لم تطلب ذلك فتجاهل هذه الرسالة: لن يتغير ' +
      'شيء.\n\nالرافدين للسفر',
  },
  de: {
    subject: 'Neue E-Mail-Adresse für Rafidain Travel bestätigen',
    body:
      'Hallo {name},\n\nSie möchten diese Adresse für Ihr Konto bei Rafidain Travel verwenden. Öffnen Sie diesen ' +
      'Link innerhalb von {hours} Stunden, um sie zu bestätigen:\n{link}\n\nBis dahin melden Sie sich mit Ihrer ' +
      'bisherigen Adresse an. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich ' +
      'nichts.\n\nRafidain Travel',
  },
};

const CHANGED: Record<Lang, { subject: string; body: string }> = {
  en: {
    subject: 'Your Rafidain Travel e-mail address was changed',
    body:
      'Hello {name},\n\nYour account now uses {email}: log in with it from now on. If you did not change it, ' +
      'contact us at once.\n\nRafidain Travel',
  },
  ar: {
    subject: 'تم تغيير بريدك الإلكتروني في الرافدين للسفر',
    body:
      'مرحبًا {name}،\n\nيستخدم حسابك الآن العنوان {email}: سجّل الدخول به من الآن. إن لم تغيّره أنت فاتصل بنا ' +
      'فورًا.\n\nالرافدين للسفر',
  },
  de: {
    subject: 'Ihre E-Mail-Adresse bei Rafidain Travel wurde geändert',
    body:
      'Hallo {name},\n\nIhr Konto verwendet jetzt {email}: Melden Sie sich ab sofort damit an. Wenn Sie das nicht ' +
      'waren, wenden Sie sich sofort an uns.\n\nRafidain Travel',
  },
};

/** The link to confirm a new address, mailed to that address (its token is secret: decision 130). */
export function emailConfirmMail(to: string, lang: Lang, values: { name: string; link: string; hours: number }): Mail {
  const text = CONFIRM[lang];
  return {
    to,
    subject: text.subject,
    text: interpolate(text.body, { ...values, hours: String(values.hours) }),
    secret: true,
    lang,
  };
}

/** The heads-up to the old address once the change is made. */
export function emailChangedMail(to: string, lang: Lang, values: { name: string; email: string }): Mail {
  const text = CHANGED[lang];
  return { to, subject: text.subject, text: interpolate(text.body, values), lang };
}
