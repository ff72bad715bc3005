import type { Lang } from '@portal/contracts/i18n';

export const PRIVACY_SECTIONS = ['collected', 'use', 'sharing', 'security', 'rights', 'changes', 'contact'] as const;
export type PrivacySection = (typeof PRIVACY_SECTIONS)[number];

export interface PrivacyContent {
  title: string;
  lead: string;
  sections: Record<PrivacySection, { title: string; paragraphs: string[]; points: string[] }>;
}

/** The privacy policy: the spec's seven sections (section 2), in the three languages. */
export const PRIVACY: Record<Lang, PrivacyContent> = {
  en: {
    title: 'Privacy policy',
    lead: 'This policy explains which personal data Rafidain Travel collects when you use this portal, why we need it, with whom we share it and which rights you have.',
    sections: {
      collected: {
        title: '1. Information we collect',
        paragraphs: [
          'We collect the information you give us and the information we need to provide the travel services you book.',
        ],
        points: [
          'Account data: your name, email address and password (kept only as a secure hash), and your language and currency preferences.',
          'Booking data: traveller details such as names, gender, date of birth, nationality, passport number and expiry date, the documents you upload (for example passport images or a marriage contract for a visa application), phone number, email address and billing address.',
          'Wallet data: balances, recharge requests, transfers and receipts. We do not store full payment card numbers.',
          'Technical data: IP address, browser and device type and the pages you open, recorded in our server logs for security.',
        ],
      },
      use: {
        title: '2. How we use your information',
        paragraphs: ['We use your data only for the purposes below, and we never sell it.'],
        points: [
          'To search, price and book the services you ask for, and to send you confirmations, tickets, vouchers and visas.',
          'To run your account, your wallets and your sub-users, and to answer your messages.',
          'To protect you and us against fraud and abuse, for example by limiting repeated login attempts.',
          'To meet our legal obligations in Iraq, such as keeping accounting records and the documents travel rules require.',
        ],
      },
      sharing: {
        title: '3. Sharing your information',
        paragraphs: ['We share personal data only as far as the service you booked needs it:'],
        points: [
          'With the airlines, hotels, embassies and consulates, insurers, cruise lines, car rental companies and guides who provide your booking.',
          'With the banks and payment providers that process your payments.',
          'With companies that host and operate our systems for us, under contracts that oblige them to protect your data.',
          'With public authorities when the law requires it.',
        ],
      },
      security: {
        title: '4. Security',
        paragraphs: [
          'Every connection to the portal is encrypted. Passwords are stored only as hashes, uploaded documents can be opened only by you and by the staff handling your booking, and sessions expire and end when you log out.',
          'No system is perfectly secure. Keep your password to yourself, log out on shared devices, and tell us at once if you suspect that someone else used your account.',
        ],
        points: [],
      },
      rights: {
        title: '5. Your rights',
        paragraphs: [
          'You can exercise these rights by writing to us; we answer within 30 days. Booking and accounting records may have to be kept for as long as the law requires.',
        ],
        points: [
          'See the personal data we hold about you and receive a copy of it.',
          'Correct data that is wrong or incomplete.',
          'Ask us to delete your account and the data we are not required to keep.',
          'Object to processing that is not needed for your bookings.',
        ],
      },
      changes: {
        title: '6. Changes to this policy',
        paragraphs: [
          'We update this policy when our services or the law change. We announce important changes on the portal or by email before they take effect.',
        ],
        points: [],
      },
      contact: {
        title: '7. Contact us',
        paragraphs: [
          'For questions about this policy or your data, use the form on the Contact us page, write to our email address or call us. You can also visit our office in Baghdad during opening hours.',
        ],
        points: [],
      },
    },
  },
  ar: {
    title: 'سياسة الخصوصية',
    lead: 'توضح هذه السياسة البيانات الشخصية التي تجمعها الرافدين للسفر عند استخدامك لهذه البوابة، وسبب حاجتنا إليها، ومع من نشاركها، والحقوق التي تتمتع بها.',
    sections: {
      collected: {
        title: '1. المعلومات التي نجمعها',
        paragraphs: ['نجمع المعلومات التي تقدمها لنا والمعلومات التي نحتاجها لتقديم خدمات السفر التي تحجزها.'],
        points: [
          'بيانات الحساب: اسمك وبريدك الإلكتروني وكلمة المرور (نحتفظ بها مشفّرة بطريقة آمنة فقط)، واللغة والعملة اللتان تفضّلهما.',
          'بيانات الحجز: بيانات المسافرين مثل الأسماء والجنس وتاريخ الميلاد والجنسية ورقم جواز السفر وتاريخ انتهائه، والمستندات التي ترفعها (مثل صور جواز السفر أو عقد الزواج لطلب التأشيرة)، ورقم الهاتف والبريد الإلكتروني وعنوان الفواتير.',
          'بيانات المحفظة: الأرصدة وطلبات الشحن والتحويلات والإيصالات. لا نحتفظ بأرقام بطاقات الدفع كاملة.',
          'البيانات التقنية: عنوان IP ونوع المتصفح والجهاز والصفحات التي تفتحها، وتُسجَّل في سجلات الخادم لأغراض الأمان.',
        ],
      },
      use: {
        title: '2. كيف نستخدم معلوماتك',
        paragraphs: ['نستخدم بياناتك للأغراض التالية فقط، ولا نبيعها أبدًا.'],
        points: [
          'للبحث عن الخدمات التي تطلبها وتسعيرها وحجزها، ولإرسال التأكيدات والتذاكر والقسائم والتأشيرات إليك.',
          'لإدارة حسابك ومحافظك ومستخدميك الفرعيين، وللرد على رسائلك.',
          'لحمايتك وحمايتنا من الاحتيال وإساءة الاستخدام، مثل الحد من محاولات تسجيل الدخول المتكررة.',
          'للوفاء بالتزاماتنا القانونية في العراق، مثل حفظ السجلات المحاسبية والمستندات التي تتطلبها أنظمة السفر.',
        ],
      },
      sharing: {
        title: '3. مشاركة معلوماتك',
        paragraphs: ['نشارك البيانات الشخصية بالقدر الذي تحتاجه الخدمة التي حجزتها فقط:'],
        points: [
          'مع شركات الطيران والفنادق والسفارات والقنصليات وشركات التأمين وخطوط الرحلات البحرية وشركات تأجير السيارات والمرشدين الذين يقدمون حجزك.',
          'مع المصارف ومزوّدي خدمات الدفع الذين يعالجون مدفوعاتك.',
          'مع الشركات التي تستضيف أنظمتنا وتشغّلها نيابة عنا، بموجب عقود تُلزمها بحماية بياناتك.',
          'مع الجهات الرسمية عندما يفرض القانون ذلك.',
        ],
      },
      security: {
        title: '4. الأمان',
        paragraphs: [
          'كل اتصال بالبوابة مشفّر. تُحفظ كلمات المرور مشفّرة فقط، ولا يمكن فتح المستندات المرفوعة إلا من قبلك ومن قبل الموظفين الذين يتولّون حجزك، وتنتهي الجلسات تلقائيًا وعند تسجيل الخروج.',
          'لا يوجد نظام آمن تمامًا. احتفظ بكلمة المرور لنفسك، وسجّل الخروج على الأجهزة المشتركة، وأبلغنا فورًا إذا اشتبهت في أن شخصًا آخر استخدم حسابك.',
        ],
        points: [],
      },
      rights: {
        title: '5. حقوقك',
        paragraphs: [
          'يمكنك ممارسة هذه الحقوق بمراسلتنا، ونرد خلال 30 يومًا. قد يلزمنا القانون بالاحتفاظ بسجلات الحجز والمحاسبة للمدة التي يحددها.',
        ],
        points: [
          'الاطلاع على البيانات الشخصية التي نحتفظ بها عنك والحصول على نسخة منها.',
          'تصحيح البيانات غير الصحيحة أو الناقصة.',
          'طلب حذف حسابك والبيانات التي لسنا ملزمين بالاحتفاظ بها.',
          'الاعتراض على أي معالجة لا تحتاجها حجوزاتك.',
        ],
      },
      changes: {
        title: '6. التغييرات على هذه السياسة',
        paragraphs: [
          'نحدّث هذه السياسة عندما تتغير خدماتنا أو القوانين. ونعلن عن التغييرات المهمة على البوابة أو عبر البريد الإلكتروني قبل سريانها.',
        ],
        points: [],
      },
      contact: {
        title: '7. تواصل معنا',
        paragraphs: [
          'لأي سؤال عن هذه السياسة أو عن بياناتك، استخدم النموذج في صفحة اتصل بنا، أو راسلنا على بريدنا الإلكتروني، أو اتصل بنا هاتفيًا. ويمكنك أيضًا زيارة مكتبنا في بغداد خلال أوقات الدوام.',
        ],
        points: [],
      },
    },
  },
  de: {
    title: 'Datenschutzerklärung',
    lead: 'Diese Erklärung beschreibt, welche personenbezogenen Daten Rafidain Travel bei der Nutzung dieses Portals erhebt, wozu wir sie brauchen, an wen wir sie weitergeben und welche Rechte Sie haben.',
    sections: {
      collected: {
        title: '1. Welche Daten wir erheben',
        paragraphs: [
          'Wir erheben die Angaben, die Sie uns machen, und die Daten, die wir für die von Ihnen gebuchten Reiseleistungen benötigen.',
        ],
        points: [
          'Kontodaten: Ihr Name, Ihre E-Mail-Adresse und Ihr Passwort (nur als sicherer Hash gespeichert) sowie Ihre bevorzugte Sprache und Währung.',
          'Buchungsdaten: Angaben zu den Reisenden wie Namen, Geschlecht, Geburtsdatum, Staatsangehörigkeit, Passnummer und Ablaufdatum, die hochgeladenen Dokumente (zum Beispiel Passbilder oder ein Ehevertrag für einen Visumantrag), Telefonnummer, E-Mail-Adresse und Rechnungsadresse.',
          'Guthabendaten: Kontostände, Aufladeanträge, Überweisungen und Belege. Vollständige Kartennummern speichern wir nicht.',
          'Technische Daten: IP-Adresse, Browser- und Gerätetyp sowie die aufgerufenen Seiten, die zur Sicherheit in unseren Serverprotokollen erfasst werden.',
        ],
      },
      use: {
        title: '2. Wofür wir Ihre Daten verwenden',
        paragraphs: ['Wir verwenden Ihre Daten nur zu den folgenden Zwecken und verkaufen sie niemals.'],
        points: [
          'Um die gewünschten Leistungen zu suchen, zu bepreisen und zu buchen und Ihnen Bestätigungen, Tickets, Gutscheine und Visa zu senden.',
          'Um Ihr Konto, Ihre Guthaben und Ihre Unterbenutzer zu verwalten und Ihre Nachrichten zu beantworten.',
          'Um Sie und uns vor Betrug und Missbrauch zu schützen, etwa durch die Begrenzung wiederholter Anmeldeversuche.',
          'Um unsere gesetzlichen Pflichten im Irak zu erfüllen, etwa die Aufbewahrung von Buchhaltungsunterlagen und von Dokumenten, die Reisevorschriften verlangen.',
        ],
      },
      sharing: {
        title: '3. Weitergabe Ihrer Daten',
        paragraphs: ['Wir geben personenbezogene Daten nur so weit weiter, wie die gebuchte Leistung es erfordert:'],
        points: [
          'An Fluggesellschaften, Hotels, Botschaften und Konsulate, Versicherer, Kreuzfahrtreedereien, Autovermietungen und Reiseführer, die Ihre Buchung erbringen.',
          'An Banken und Zahlungsdienstleister, die Ihre Zahlungen abwickeln.',
          'An Unternehmen, die unsere Systeme in unserem Auftrag betreiben und vertraglich zum Schutz Ihrer Daten verpflichtet sind.',
          'An Behörden, wenn das Gesetz es verlangt.',
        ],
      },
      security: {
        title: '4. Sicherheit',
        paragraphs: [
          'Jede Verbindung zum Portal ist verschlüsselt. Passwörter werden nur als Hash gespeichert, hochgeladene Dokumente können nur Sie und die Mitarbeiter öffnen, die Ihre Buchung bearbeiten, und Sitzungen laufen ab und enden mit der Abmeldung.',
          'Kein System ist vollkommen sicher. Geben Sie Ihr Passwort nicht weiter, melden Sie sich auf gemeinsam genutzten Geräten ab und informieren Sie uns sofort, wenn Sie vermuten, dass jemand anderes Ihr Konto benutzt hat.',
        ],
        points: [],
      },
      rights: {
        title: '5. Ihre Rechte',
        paragraphs: [
          'Sie können diese Rechte ausüben, indem Sie uns schreiben; wir antworten innerhalb von 30 Tagen. Buchungs- und Buchhaltungsunterlagen müssen wir unter Umständen so lange aufbewahren, wie das Gesetz es vorschreibt.',
        ],
        points: [
          'Auskunft über die Daten erhalten, die wir über Sie speichern, und eine Kopie davon.',
          'Falsche oder unvollständige Daten berichtigen lassen.',
          'Die Löschung Ihres Kontos und der Daten verlangen, die wir nicht aufbewahren müssen.',
          'Einer Verarbeitung widersprechen, die für Ihre Buchungen nicht nötig ist.',
        ],
      },
      changes: {
        title: '6. Änderungen dieser Erklärung',
        paragraphs: [
          'Wir passen diese Erklärung an, wenn sich unsere Leistungen oder die Gesetze ändern. Wichtige Änderungen kündigen wir vor ihrem Inkrafttreten im Portal oder per E-Mail an.',
        ],
        points: [],
      },
      contact: {
        title: '7. Kontakt',
        paragraphs: [
          'Bei Fragen zu dieser Erklärung oder zu Ihren Daten nutzen Sie das Formular auf der Seite Kontakt, schreiben Sie uns eine E-Mail oder rufen Sie uns an. Sie können uns auch während der Öffnungszeiten in unserem Büro in Bagdad besuchen.',
        ],
        points: [],
      },
    },
  },
};
