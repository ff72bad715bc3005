import type { Lang } from '@portal/contracts/i18n';

export const ABOUT_SECTIONS = ['who', 'travellers', 'agencies', 'office'] as const;
export type AboutSection = (typeof ABOUT_SECTIONS)[number];

export interface AboutContent {
  title: string;
  lead: string;
  sections: Record<AboutSection, { title: string; text: string }>;
}

/** About us: what the portal offers, to whom, and where the office is; nothing beyond what the agency states. */
export const ABOUT: Record<Lang, AboutContent> = {
  en: {
    title: 'About Rafidain Travel',
    lead: 'Rafidain Travel is the online booking portal of our Baghdad travel agency, for travellers and travel agencies in Iraq.',
    sections: {
      who: {
        title: 'Who we are',
        text: 'Named after the land between the two rivers, Rafidain Travel brings the services of a full travel agency online: flights, hotels, visas, tour packages including Umrah and Hajj, car rentals, cruises, travel insurance, tour guides, university guides and medical conferences.',
      },
      travellers: {
        title: 'For travellers',
        text: 'Search and book in Arabic, English or German, see prices in the currency you prefer, pay from your wallet and keep all your bookings in one place.',
      },
      agencies: {
        title: 'For travel agencies',
        text: 'Agencies get an account with a wallet for each currency, sub-users with their own permissions and spending limits, and one overview of every booking and report of the account.',
      },
      office: {
        title: 'Our office',
        text: 'Our office in Baghdad is open Monday to Saturday from 10:00 to 17:30, and our call service answers around the clock, every day of the week.',
      },
    },
  },
  ar: {
    title: 'من نحن',
    lead: 'الرافدين للسفر هي بوابة الحجز الإلكتروني لوكالة السفر الخاصة بنا في بغداد، للمسافرين ووكالات السفر في العراق.',
    sections: {
      who: {
        title: 'من نحن',
        text: 'تحمل الرافدين للسفر اسم بلاد ما بين النهرين، وتقدّم خدمات وكالة سفر متكاملة عبر الإنترنت: تذاكر الطيران والفنادق والتأشيرات والبرامج السياحية بما فيها العمرة والحج، وتأجير السيارات والرحلات البحرية والتأمين على السفر والمرشدين السياحيين والمرشدين الجامعيين والمؤتمرات الطبية.',
      },
      travellers: {
        title: 'للمسافرين',
        text: 'ابحث واحجز بالعربية أو الإنجليزية أو الألمانية، واطّلع على الأسعار بالعملة التي تفضّلها، وادفع من محفظتك، واحتفظ بجميع حجوزاتك في مكان واحد.',
      },
      agencies: {
        title: 'لوكالات السفر',
        text: 'تحصل الوكالات على حساب بمحفظة لكل عملة، ومستخدمين فرعيين لكل منهم صلاحياته وحدود إنفاقه، وعرض موحّد لكل حجوزات الحساب وتقاريره.',
      },
      office: {
        title: 'مكتبنا',
        text: 'مكتبنا في بغداد مفتوح من الاثنين إلى السبت من الساعة 10:00 حتى الساعة 17:30، وخدمة الاتصال لدينا متاحة على مدار الساعة طوال أيام الأسبوع.',
      },
    },
  },
  de: {
    title: 'Über Rafidain Travel',
    lead: 'Rafidain Travel ist das Online-Buchungsportal unseres Reisebüros in Bagdad, für Reisende und Reisebüros im Irak.',
    sections: {
      who: {
        title: 'Wer wir sind',
        text: 'Benannt nach dem Land zwischen den zwei Strömen, bringt Rafidain Travel die Leistungen eines vollständigen Reisebüros ins Netz: Flüge, Hotels, Visa, Pauschalreisen einschließlich Umrah und Hadsch, Mietwagen, Kreuzfahrten, Reiseversicherungen, Reiseführer, Universitätsberater und medizinische Konferenzen.',
      },
      travellers: {
        title: 'Für Reisende',
        text: 'Suchen und buchen Sie auf Arabisch, Englisch oder Deutsch, sehen Sie Preise in Ihrer bevorzugten Währung, bezahlen Sie mit Ihrem Guthaben und behalten Sie alle Buchungen an einem Ort.',
      },
      agencies: {
        title: 'Für Reisebüros',
        text: 'Reisebüros erhalten ein Konto mit einem Guthaben je Währung, Unterbenutzer mit eigenen Berechtigungen und Ausgabenlimits sowie einen Überblick über alle Buchungen und Berichte des Kontos.',
      },
      office: {
        title: 'Unser Büro',
        text: 'Unser Büro in Bagdad ist montags bis samstags von 10:00 bis 17:30 Uhr geöffnet, und unser Telefonservice ist rund um die Uhr an jedem Tag der Woche erreichbar.',
      },
    },
  },
};
