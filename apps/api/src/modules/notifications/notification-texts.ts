import { interpolate, type Lang } from '@portal/contracts/i18n';
import type { NotificationKind } from '@portal/contracts/notifications';

/**
 * What each notice says (decision 131): its `title` is the mail's subject and the line under the bell; `body` the
 * mail's paragraph. Values in braces come from the event, already in the reader's language.
 */
export const NOTIFICATION_TEXTS: Record<NotificationKind, Record<Lang, { title: string; body: string }>> = {
  welcome: {
    en: {
      title: 'Welcome to Rafidain Travel',
      body: 'Your account is ready. Search and book flights, hotels, visas, Umrah and Hajj packages and more, and pay from your wallet in the currency you choose.',
    },
    ar: {
      title: 'أهلًا بك في الرافدين للسفر',
      body: 'حسابك جاهز. ابحث واحجز الرحلات الجوية والفنادق والتأشيرات وبرامج العمرة والحج وغيرها، وادفع من محفظتك بالعملة التي تختارها.',
    },
    de: {
      title: 'Willkommen bei Rafidain Travel',
      body: 'Ihr Konto ist bereit. Suchen und buchen Sie Flüge, Hotels, Visa, Umrah- und Hadsch-Reisen und mehr, und zahlen Sie aus Ihrer Wallet in der Währung Ihrer Wahl.',
    },
  },
  'booking.held': {
    en: {
      title: 'Booking {reference} is held until {deadline}',
      body: '{title} is held for you. Pay it from My Bookings before {deadline} (Baghdad time), or the hold ends and the places go back on sale.',
    },
    ar: {
      title: 'الحجز {reference} محجوز حتى {deadline}',
      body: '{title} محجوز لك. ادفعه من «حجوزاتي» قبل {deadline} (بتوقيت بغداد)، وإلا انتهى الحجز وعادت الأماكن إلى البيع.',
    },
    de: {
      title: 'Buchung {reference} ist bis {deadline} reserviert',
      body: '{title} ist für Sie reserviert. Bezahlen Sie unter „Meine Buchungen“ vor {deadline} (Bagdader Zeit), sonst endet die Reservierung und die Plätze gehen wieder in den Verkauf.',
    },
  },
  'booking.hold_reminder': {
    en: {
      title: 'Booking {reference}: pay by {deadline}',
      body: '{title} is still held for you until {deadline} (Baghdad time). Pay it from My Bookings before then, or the hold ends and the places go back on sale.',
    },
    ar: {
      title: 'الحجز {reference}: ادفع قبل {deadline}',
      body: 'ما زال {title} محجوزًا لك حتى {deadline} (بتوقيت بغداد). ادفعه من «حجوزاتي» قبل ذلك، وإلا انتهى الحجز وعادت الأماكن إلى البيع.',
    },
    de: {
      title: 'Buchung {reference}: bezahlen bis {deadline}',
      body: '{title} ist noch bis {deadline} (Bagdader Zeit) für Sie reserviert. Bezahlen Sie vorher unter „Meine Buchungen“, sonst endet die Reservierung und die Plätze gehen wieder in den Verkauf.',
    },
  },
  'booking.confirmed': {
    en: {
      title: 'Booking {reference} is confirmed',
      body: '{title} is confirmed and paid ({amount}). Its details and documents are in My Bookings.',
    },
    ar: {
      title: 'تم تأكيد الحجز {reference}',
      body: 'تم تأكيد {title} ودفعه ({amount}). تفاصيله ووثائقه في «حجوزاتي».',
    },
    de: {
      title: 'Buchung {reference} ist bestätigt',
      body: '{title} ist bestätigt und bezahlt ({amount}). Details und Dokumente finden Sie unter „Meine Buchungen“.',
    },
  },
  'booking.cancelled': {
    en: {
      title: 'Booking {reference} is cancelled',
      body: '{title} is cancelled. Nothing is refunded under its rules.',
    },
    ar: { title: 'تم إلغاء الحجز {reference}', body: 'تم إلغاء {title}. لا يُسترد شيء وفق شروطه.' },
    de: {
      title: 'Buchung {reference} ist storniert',
      body: '{title} ist storniert. Nach ihren Bedingungen wird nichts erstattet.',
    },
  },
  'booking.refunded': {
    en: {
      title: 'Booking {reference} is cancelled and {refund} refunded',
      body: '{title} is cancelled. {refund} is back in your wallet.',
    },
    ar: {
      title: 'تم إلغاء الحجز {reference} واسترداد {refund}',
      body: 'تم إلغاء {title}. أُعيد {refund} إلى محفظتك.',
    },
    de: {
      title: 'Buchung {reference} ist storniert, {refund} erstattet',
      body: '{title} ist storniert. {refund} ist wieder in Ihrer Wallet.',
    },
  },
  'booking.expired': {
    en: {
      title: 'The hold on booking {reference} has ended',
      body: '{title} was not paid before its deadline, so the hold ended and the places went back on sale. Search again to book it.',
    },
    ar: {
      title: 'انتهى حجز {reference} المؤقت',
      body: 'لم يُدفع {title} قبل موعده، فانتهى الحجز المؤقت وعادت الأماكن إلى البيع. ابحث مرة أخرى لحجزه.',
    },
    de: {
      title: 'Die Reservierung {reference} ist abgelaufen',
      body: '{title} wurde nicht vor Ablauf der Frist bezahlt; die Reservierung ist beendet und die Plätze sind wieder im Verkauf. Suchen Sie erneut, um zu buchen.',
    },
  },
  'topup.approved': {
    en: {
      title: 'Your top-up of {amount} is in your wallet',
      body: 'We received your payment: {amount} is now in your wallet.',
    },
    ar: { title: 'أُضيف شحن رصيدك بمبلغ {amount} إلى محفظتك', body: 'استلمنا دفعتك: أصبح {amount} في محفظتك.' },
    de: {
      title: 'Ihre Aufladung über {amount} ist in Ihrer Wallet',
      body: 'Wir haben Ihre Zahlung erhalten: {amount} ist jetzt in Ihrer Wallet.',
    },
  },
  'topup.rejected': {
    en: {
      title: 'Your top-up of {amount} was not accepted',
      body: 'We could not accept your top-up of {amount}: {reason}. Nothing was added to your wallet.',
    },
    ar: {
      title: 'لم يُقبل شحن رصيدك بمبلغ {amount}',
      body: 'تعذّر قبول شحن رصيدك بمبلغ {amount}: {reason}. لم يُضف شيء إلى محفظتك.',
    },
    de: {
      title: 'Ihre Aufladung über {amount} wurde nicht angenommen',
      body: 'Wir konnten Ihre Aufladung über {amount} nicht annehmen: {reason}. Ihrer Wallet wurde nichts gutgeschrieben.',
    },
  },
  'subuser.added': {
    en: {
      title: '{owner} added you to {agency}',
      body: '{owner} gave you an account at {agency} on Rafidain Travel. Log in with this address and the password {owner} chose for you, then choose your own under Account.',
    },
    ar: {
      title: 'أضافك {owner} إلى {agency}',
      body: 'أنشأ لك {owner} حسابًا في {agency} على موقع الرافدين للسفر. سجّل الدخول بهذا البريد وكلمة المرور التي اختارها لك {owner}، ثم اختر كلمة مرورك من «حسابي».',
    },
    de: {
      title: '{owner} hat Sie zu {agency} hinzugefügt',
      body: '{owner} hat Ihnen bei {agency} auf Rafidain Travel ein Konto eingerichtet. Melden Sie sich mit dieser Adresse und dem Passwort an, das {owner} für Sie gewählt hat, und wählen Sie dann unter „Konto“ Ihr eigenes.',
    },
  },
  // A line only: the application's own mail (application-mail.ts) says more, and its subject is the line.
  'application.updated': {
    en: { title: '{subject}', body: '{subject}' },
    ar: { title: '{subject}', body: '{subject}' },
    de: { title: '{subject}', body: '{subject}' },
  },
  'waitlist.offered': {
    en: {
      title: 'A place is free for you: {title}, {date}',
      body: 'You were first on the waitlist of {title} departing {date}: {places} place(s) are now kept for you until {deadline} (Baghdad time). Book them before then, or they go to the next in line.',
    },
    ar: {
      title: 'توفّر لك مكان: {title}، {date}',
      body: 'كنت الأول في قائمة انتظار {title} المنطلق في {date}: أصبح عدد {places} من الأماكن محجوزًا لك حتى {deadline} (بتوقيت بغداد). احجزها قبل ذلك، وإلا انتقلت إلى التالي في القائمة.',
    },
    de: {
      title: 'Ein Platz ist für Sie frei: {title}, {date}',
      body: 'Sie standen als Erste(r) auf der Warteliste von {title} mit Abreise am {date}: {places} Platz/Plätze sind bis {deadline} (Bagdader Zeit) für Sie reserviert. Buchen Sie vorher, sonst gehen sie an die Nächsten auf der Liste.',
    },
  },
};

const GREETING: Record<Lang, string> = { en: 'Hello {name},', ar: 'مرحبًا {name}،', de: 'Hallo {name},' };
const SIGN_OFF: Record<Lang, string> = { en: 'Rafidain Travel', ar: 'الرافدين للسفر', de: 'Rafidain Travel' };

/** A notice's line in one language. */
export function noticeTitle(kind: NotificationKind, lang: Lang, params: Record<string, string>): string {
  return interpolate(NOTIFICATION_TEXTS[kind][lang].title, params);
}

/** A notice's mail in the reader's language: greeting, paragraph, link, sign-off. */
export function noticeMail(
  kind: NotificationKind,
  lang: Lang,
  values: { name: string; params: Record<string, string>; link: string | null },
): { subject: string; text: string } {
  const text = [
    interpolate(GREETING[lang], { name: values.name }),
    interpolate(NOTIFICATION_TEXTS[kind][lang].body, values.params),
    ...(values.link ? [values.link] : []),
    SIGN_OFF[lang],
  ].join('\n\n');
  return { subject: noticeTitle(kind, lang, values.params), text };
}

/** The booking mails an agency sends its customers under its own name (decision 146). */
export type CustomerMailKind = 'booking.confirmed' | 'booking.cancelled';

const CUSTOMER_TEXTS: Record<CustomerMailKind, Record<Lang, { title: string; body: string }>> = {
  'booking.confirmed': {
    en: {
      title: 'Your booking {reference} is confirmed',
      body: '{title} is confirmed. Your document is attached to this mail: keep it with you when you travel.',
    },
    ar: {
      title: 'تم تأكيد حجزك {reference}',
      body: 'تم تأكيد {title}. مستندك مرفق بهذه الرسالة: احتفظ به معك في أثناء سفرك.',
    },
    de: {
      title: 'Ihre Buchung {reference} ist bestätigt',
      body: '{title} ist bestätigt. Ihr Dokument hängt an dieser Mail: Nehmen Sie es auf die Reise mit.',
    },
  },
  'booking.cancelled': {
    en: { title: 'Your booking {reference} is cancelled', body: '{title} is cancelled.' },
    ar: { title: 'تم إلغاء حجزك {reference}', body: 'تم إلغاء {title}.' },
    de: { title: 'Ihre Buchung {reference} ist storniert', body: '{title} ist storniert.' },
  },
};

const CUSTOMER_QUESTIONS: Record<Lang, string> = {
  en: 'For any question, answer this mail or contact us:',
  ar: 'لأي سؤال، ردّ على هذه الرسالة أو تواصل معنا:',
  de: 'Bei Fragen antworten Sie auf diese Mail oder kontaktieren Sie uns:',
};

/**
 * An agency's mail to its customer (decision 146): greeting, paragraph, and the agency's name and contact line as
 * its signature — nothing of the portal, whose My Bookings the customer does not have.
 */
export function customerMail(
  kind: CustomerMailKind,
  lang: Lang,
  values: { name: string; agency: string; contactLine: string; params: Record<string, string> },
): { subject: string; text: string } {
  const texts = CUSTOMER_TEXTS[kind][lang];
  const text = [
    interpolate(GREETING[lang], { name: values.name }),
    interpolate(texts.body, values.params),
    CUSTOMER_QUESTIONS[lang],
    [values.agency, values.contactLine].filter(Boolean).join('\n'),
  ].join('\n\n');
  return { subject: interpolate(texts.title, values.params), text };
}
