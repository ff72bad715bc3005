import { interpolate, type Lang } from '@portal/contracts/i18n';
import type { Mail } from '../../lib/mailer.js';

const TEXTS: Record<Lang, { subject: string; body: string }> = {
  en: {
    subject: 'Choose a new password for Rafidain Travel',
    body:
      'Hello {name},\n\nSomeone (we hope you) asked to choose a new password for your account. Open this link within ' +
      '{minutes} minutes to choose it:\n{link}\n\nThe link works once. Choosing a new password logs you out on every ' +
      'device. If you did not ask for this, ignore this mail: your password stays as it is.\n\nRafidain Travel',
  },
  ar: {
    subject: 'اختر كلمة مرور جديدة لحسابك في الرافدين للسفر',
    body:
      'مرحبًا {name}،\n\nطلب أحدٌ (نأمل أنك أنت) اختيار كلمة مرور جديدة لحسابك. افتح هذا الرابط خلال {minutes} دقيقة ' +
      'لاختيارها:\n{link}\n\nيعمل الرابط مرة واحدة. اختيار كلمة مرور جديدة يُخرجك من حسابك على كل الأجهزة. إن لم تطلب ' +
      'ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.\n\nالرافدين للسفر',
  },
  de: {
    subject: 'Neues Passwort für Rafidain Travel festlegen',
    body:
      'Hallo {name},\n\njemand (hoffentlich Sie) hat ein neues Passwort für Ihr Konto angefordert. Öffnen Sie diesen ' +
      'Link innerhalb von {minutes} Minuten, um es festzulegen:\n{link}\n\nDer Link funktioniert einmal. Ein neues ' +
      'Passwort meldet Sie auf allen Geräten ab. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: ' +
      'Ihr Passwort bleibt unverändert.\n\nRafidain Travel',
  },
};

/** The forgot-password mail, in the language the user asked in. */
export function passwordResetMail(
  to: string,
  lang: Lang,
  values: { name: string; link: string; minutes: number },
): Mail {
  const text = TEXTS[lang];
  // The reader's language also lays out the HTML part (right to left in Arabic).
  return {
    to,
    subject: text.subject,
    text: interpolate(text.body, { ...values, minutes: String(values.minutes) }),
    lang,
  };
}
