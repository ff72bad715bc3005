import type { Lang } from '@portal/contracts/i18n';
import { interpolate } from '@portal/contracts/i18n';
import { ROUTES } from '@portal/contracts/routes';
import type { Mail } from '../../lib/mailer.js';

/** The answer to an agency application, in the applicant's language (decision 074). */
const TEXTS: Record<Lang, Record<'approved' | 'refused', { subject: string; text: string }>> = {
  en: {
    approved: {
      subject: 'Your agency {agency} is approved',
      text: [
        'Hello {name},',
        '',
        'We have checked your application and approved {agency} as a travel agency on Rafidain Travel.',
        'You can now add your staff as sub-users, set your markup and put your logo on the documents you print:',
        '{link}',
        '',
        'Rafidain Travel',
      ].join('\n'),
    },
    refused: {
      subject: 'Your agency application for {agency}',
      text: [
        'Hello {name},',
        '',
        'We could not approve {agency} as a travel agency. The reason:',
        '{reason}',
        '',
        'Your account stays open as a customer account: you can keep searching, booking and paying from your wallet.',
        'If you can send us what was missing, write to us through the contact page: {contact}',
        '',
        'Rafidain Travel',
      ].join('\n'),
    },
  },
  ar: {
    approved: {
      subject: 'تمت الموافقة على وكالتك {agency}',
      text: [
        'مرحبًا {name}،',
        '',
        'راجعنا طلبك ووافقنا على {agency} وكالةَ سفر في الرافدين للسفر.',
        'يمكنك الآن إضافة موظفيك مستخدمين فرعيين، وتحديد هامش ربحك، ووضع شعارك على المستندات التي تطبعها:',
        '{link}',
        '',
        'الرافدين للسفر',
      ].join('\n'),
    },
    refused: {
      subject: 'طلب تسجيل وكالتك {agency}',
      text: [
        'مرحبًا {name}،',
        '',
        'لم نتمكن من الموافقة على {agency} وكالةَ سفر. السبب:',
        '{reason}',
        '',
        'يبقى حسابك مفتوحًا حسابَ عميل: يمكنك مواصلة البحث والحجز والدفع من محفظتك.',
        'إن استطعت إرسال ما كان ناقصًا فراسلنا عبر صفحة الاتصال: {contact}',
        '',
        'الرافدين للسفر',
      ].join('\n'),
    },
  },
  de: {
    approved: {
      subject: 'Ihr Reisebüro {agency} ist freigegeben',
      text: [
        'Hallo {name},',
        '',
        'wir haben Ihren Antrag geprüft und {agency} als Reisebüro bei Rafidain Travel freigegeben.',
        'Sie können jetzt Ihre Mitarbeitenden als Unterbenutzer anlegen, Ihren Aufschlag festlegen und Ihr Logo auf die Dokumente setzen, die Sie drucken:',
        '{link}',
        '',
        'Rafidain Travel',
      ].join('\n'),
    },
    refused: {
      subject: 'Ihr Antrag für das Reisebüro {agency}',
      text: [
        'Hallo {name},',
        '',
        'wir konnten {agency} nicht als Reisebüro freigeben. Der Grund:',
        '{reason}',
        '',
        'Ihr Konto bleibt als Kundenkonto bestehen: Sie können weiter suchen, buchen und aus Ihrer Geldbörse bezahlen.',
        'Wenn Sie uns das Fehlende schicken können, schreiben Sie uns über die Kontaktseite: {contact}',
        '',
        'Rafidain Travel',
      ].join('\n'),
    },
  },
};

export function applicationDecisionMail(input: {
  to: string;
  lang: Lang;
  decision: 'approved' | 'refused';
  name: string;
  agency: string;
  reason: string | null;
  publicUrl: string;
}): Mail {
  const texts = TEXTS[input.lang][input.decision];
  const values = {
    name: input.name,
    agency: input.agency,
    reason: input.reason ?? '',
    link: `${input.publicUrl}${ROUTES['sub-user']}`,
    contact: `${input.publicUrl}${ROUTES.contact}`,
  };
  // The reader's language also lays out the HTML part (right to left in Arabic).
  return {
    to: input.to,
    subject: interpolate(texts.subject, values),
    text: interpolate(texts.text, values),
    lang: input.lang,
  };
}
