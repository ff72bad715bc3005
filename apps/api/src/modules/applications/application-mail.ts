import type { ApplicationStatus } from '@portal/contracts/applications';
import { interpolate, type Lang } from '@portal/contracts/i18n';
import type { Mail } from '../../lib/mailer.js';

type Mailed = Extract<
  ApplicationStatus,
  | 'in_review'
  | 'documents_requested'
  | 'approved'
  | 'rejected'
  | 'issued'
  | 'documents_checked'
  | 'sent_to_university'
  | 'offer_received'
  | 'declined'
  | 'enrolled'
>;

const SIGNATURE: Record<Lang, string> = { ar: 'الرافدين للسفر', en: 'Rafidain Travel', de: 'Rafidain Travel' };

/** What the applicant is told at each decision, in the language they applied in. */
const TEXTS: Record<Lang, Record<Mailed, { subject: string; body: string }>> = {
  en: {
    in_review: {
      subject: 'Your application {reference} is in review',
      body: 'We have started reviewing your application for {title}.',
    },
    documents_requested: {
      subject: 'Your application {reference}: documents needed',
      body: 'To go on with your application for {title} we need further documents:\n{note}\nPlease upload them on your application: {link}',
    },
    approved: {
      subject: 'Your application {reference} is approved',
      body: 'Your application for {title} is approved. We will send the issued document as soon as we have it.',
    },
    rejected: {
      subject: 'Your application {reference} was refused',
      body: 'Your application for {title} was refused. The reason:\n{note}\n{refund}',
    },
    issued: {
      subject: 'Your document for {reference} is ready',
      body: 'The document for your application for {title} is issued. Download it from your application: {link}',
    },
    documents_checked: {
      subject: 'Your application {reference}: documents checked',
      body: 'We have checked the documents of your application for {title}; they are complete.',
    },
    sent_to_university: {
      subject: 'Your application {reference} is with the university',
      body: 'We have sent your application for {title} to the university. We will tell you its answer.',
    },
    offer_received: {
      subject: 'An offer for your application {reference}',
      body: 'The university has made you an offer for {title}.\n{note}\nWe are preparing your enrolment: {link}',
    },
    declined: {
      subject: 'Your application {reference} was declined',
      body: 'Your application for {title} was declined. The reason:\n{note}\n{refund}',
    },
    enrolled: {
      subject: 'You are enrolled: {reference}',
      body: 'Your enrolment for {title} is confirmed. Download the university’s letter from your application: {link}',
    },
  },
  ar: {
    in_review: {
      subject: 'طلبك {reference} قيد المراجعة',
      body: 'بدأنا مراجعة طلبك لـ {title}.',
    },
    documents_requested: {
      subject: 'طلبك {reference}: نحتاج إلى مستندات',
      body: 'لمتابعة طلبك لـ {title} نحتاج إلى مستندات إضافية:\n{note}\nيرجى رفعها في صفحة طلبك: {link}',
    },
    approved: {
      subject: 'تمت الموافقة على طلبك {reference}',
      body: 'تمت الموافقة على طلبك لـ {title}. سنرسل المستند الصادر فور استلامه.',
    },
    rejected: {
      subject: 'رُفض طلبك {reference}',
      body: 'رُفض طلبك لـ {title}. السبب:\n{note}\n{refund}',
    },
    issued: {
      subject: 'مستند طلبك {reference} جاهز',
      body: 'صدر مستند طلبك لـ {title}. نزّله من صفحة طلبك: {link}',
    },
    documents_checked: {
      subject: 'طلبك {reference}: تم تدقيق المستندات',
      body: 'دققنا مستندات طلبك لـ {title} ووجدناها مكتملة.',
    },
    sent_to_university: {
      subject: 'أُرسل طلبك {reference} إلى الجامعة',
      body: 'أرسلنا طلبك لـ {title} إلى الجامعة، وسنبلغك بردّها.',
    },
    offer_received: {
      subject: 'عرض قبول لطلبك {reference}',
      body: 'قدّمت لك الجامعة عرض قبول لـ {title}.\n{note}\nنجهّز الآن تسجيلك: {link}',
    },
    declined: {
      subject: 'رُفض طلبك {reference}',
      body: 'رُفض طلبك لـ {title}. السبب:\n{note}\n{refund}',
    },
    enrolled: {
      subject: 'تم تسجيلك: {reference}',
      body: 'تأكد تسجيلك في {title}. نزّل خطاب الجامعة من صفحة طلبك: {link}',
    },
  },
  de: {
    in_review: {
      subject: 'Ihr Antrag {reference} wird geprüft',
      body: 'Wir haben mit der Prüfung Ihres Antrags für {title} begonnen.',
    },
    documents_requested: {
      subject: 'Ihr Antrag {reference}: Unterlagen benötigt',
      body: 'Um Ihren Antrag für {title} fortzusetzen, brauchen wir weitere Unterlagen:\n{note}\nBitte laden Sie sie bei Ihrem Antrag hoch: {link}',
    },
    approved: {
      subject: 'Ihr Antrag {reference} ist genehmigt',
      body: 'Ihr Antrag für {title} ist genehmigt. Wir senden Ihnen das ausgestellte Dokument, sobald es vorliegt.',
    },
    rejected: {
      subject: 'Ihr Antrag {reference} wurde abgelehnt',
      body: 'Ihr Antrag für {title} wurde abgelehnt. Der Grund:\n{note}\n{refund}',
    },
    issued: {
      subject: 'Ihr Dokument zu {reference} ist bereit',
      body: 'Das Dokument zu Ihrem Antrag für {title} ist ausgestellt. Laden Sie es bei Ihrem Antrag herunter: {link}',
    },
    documents_checked: {
      subject: 'Ihr Antrag {reference}: Unterlagen geprüft',
      body: 'Wir haben die Unterlagen Ihres Antrags für {title} geprüft; sie sind vollständig.',
    },
    sent_to_university: {
      subject: 'Ihr Antrag {reference} liegt bei der Universität',
      body: 'Wir haben Ihren Antrag für {title} an die Universität gesandt und teilen Ihnen ihre Antwort mit.',
    },
    offer_received: {
      subject: 'Ein Studienplatzangebot zu Ihrem Antrag {reference}',
      body: 'Die Universität hat Ihnen ein Angebot für {title} gemacht.\n{note}\nWir bereiten Ihre Einschreibung vor: {link}',
    },
    declined: {
      subject: 'Ihr Antrag {reference} wurde abgelehnt',
      body: 'Ihr Antrag für {title} wurde abgelehnt. Der Grund:\n{note}\n{refund}',
    },
    enrolled: {
      subject: 'Sie sind eingeschrieben: {reference}',
      body: 'Ihre Einschreibung für {title} ist bestätigt. Laden Sie das Schreiben der Universität bei Ihrem Antrag herunter: {link}',
    },
  },
};

const GREETING: Record<Lang, string> = { ar: 'مرحبًا {name}،', en: 'Hello {name},', de: 'Hallo {name},' };
const REFUND: Record<Lang, string> = {
  ar: 'أُعيد {amount} إلى محفظتك، واحتُسبت رسوم الخدمة وفق شروط الطلب.',
  en: '{amount} went back to your wallet; the service fee was kept as the application’s terms say.',
  de: '{amount} wurden Ihrer Geldbörse gutgeschrieben; die Servicegebühr wurde gemäß den Antragsbedingungen einbehalten.',
};

export function isMailed(status: ApplicationStatus): status is Mailed {
  return status in TEXTS.en;
}

export function applicationMail(input: {
  to: string;
  lang: Lang;
  status: Mailed;
  name: string;
  reference: string;
  title: string;
  note: string;
  link: string;
  /** The refund on a refusal, formatted with its currency. */
  refund?: string;
}): Mail {
  const texts = TEXTS[input.lang][input.status];
  const values = {
    name: input.name,
    reference: input.reference,
    title: input.title,
    note: input.note,
    link: input.link,
    refund: input.refund ? interpolate(REFUND[input.lang], { amount: input.refund }) : '',
  };
  const text = [GREETING[input.lang], '', texts.body, '', SIGNATURE[input.lang]].join('\n');
  // The reader's language also lays out the HTML part (right to left in Arabic).
  return {
    to: input.to,
    subject: interpolate(texts.subject, values),
    text: interpolate(text, values),
    lang: input.lang,
  };
}
