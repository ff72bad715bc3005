import { sql } from 'drizzle-orm';
import type { HomeContent } from '@portal/contracts/site-settings';
import type { Db } from './client.js';
import { accounts, currencies, siteSettings, users } from './schema.js';
import { derivedId } from '../lib/ids.js';
import { hashPassword } from '../modules/auth/password.js';
import { createLedger } from '../modules/ledger/ledger.service.js';
import type { GeneralSettings } from '../modules/site-settings/site-settings.service.js';
import { badgeSvg, carrierSvg, logoSvg, sceneSvg, writeSiteMedia } from './seed-media.js';
import { seedFlightNetwork } from '../modules/flights/builtin/flight-network.service.js';
import { seedHotelInventory } from '../modules/hotels/builtin/hotel-catalog.js';
import { seedCarInventory } from '../modules/cars/builtin/seed.js';
import { seedInsurancePlans } from '../modules/insurance/builtin/seed.js';
import { seedVisaProducts } from '../modules/visas/visas.service.js';
import { CARRIERS } from '../modules/flights/builtin/reference-data.js';
import { generatePackages } from '../modules/packages/builtin/inventory.js';
import { seedPackages, tripImageUrl } from '../modules/packages/packages.service.js';
import { seedConferences } from '../modules/conferences/conferences.service.js';
import { seedCruises } from '../modules/cruises/cruises.service.js';
import { baghdadDate } from '../lib/time-zones.js';

/** Units per 1 IQD. USD is the spec's record (id 1, 0.00076); the others follow market rates of late 2026. */
export const SEED_CURRENCIES = [
  { id: 1, code: 'USD', symbolName: '$', icon: '', conversationRate: '0.00076', scale: 2 },
  { id: 2, code: 'IQD', symbolName: 'د.ع', icon: '', conversationRate: '1', scale: 0 },
  { id: 3, code: 'EUR', symbolName: '€', icon: '', conversationRate: '0.0007', scale: 2 },
  { id: 4, code: 'TRY', symbolName: '₺', icon: '', conversationRate: '0.0318', scale: 2 },
  { id: 5, code: 'AED', symbolName: 'د.إ', icon: '', conversationRate: '0.00279', scale: 2 },
  { id: 6, code: 'SAR', symbolName: 'ر.س', icon: '', conversationRate: '0.00285', scale: 2 },
  { id: 7, code: 'JOD', symbolName: 'د.أ', icon: '', conversationRate: '0.000539', scale: 3 },
];

export const DEMO_PASSWORD = 'Demo12345!';
export const DEMO_ACCOUNTS = [
  {
    email: 'customer@demo.iq',
    name: 'Zainab Al-Hashimi',
    role: 'customer',
    account: 'customer',
    accountName: 'Zainab Al-Hashimi',
  },
  { email: 'agency@demo.iq', name: 'Ali Kareem', role: 'agency', account: 'agency', accountName: 'Dijla Tours Agency' },
  {
    email: 'agent@demo.iq',
    name: 'Sara Mahmoud',
    role: 'sub_user',
    account: 'agency',
    accountName: 'Dijla Tours Agency',
  },
  {
    email: 'admin@demo.iq',
    name: 'Portal Admin',
    role: 'staff',
    account: 'staff',
    accountName: 'Rafidain Travel Staff',
  },
] as const;

const ACCOUNT_IDS = {
  customer: '019a0000-0000-7000-8000-000000000001',
  agency: '019a0000-0000-7000-8000-000000000002',
  staff: '019a0000-0000-7000-8000-000000000003',
} as const;

const OPENING_BALANCES = [
  { account: 'agency', currency: 'IQD', amount: 25_000_000n },
  { account: 'agency', currency: 'USD', amount: 500_000n }, // $5,000.00
  { account: 'customer', currency: 'IQD', amount: 3_000_000n },
  { account: 'customer', currency: 'USD', amount: 120_000n }, // $1,200.00
] as const;

/** Where top-ups are sent (decision 078); cash is paid at the office above. Staff edit them under Site settings. */
const PAYEES: GeneralSettings['payees'] = {
  bank: {
    bank_name: {
      ar: 'مصرف الرافدين – فرع السعدون',
      en: 'Rafidain Bank – Al-Saadoun branch',
      de: 'Rafidain Bank – Filiale Al-Saadoun',
    },
    account_name: 'Rafidain Travel Co. LLC',
    iban: 'IQ07RAFB802001234567890',
  },
  zaincash: '+964 780 123 4567',
  qi_card: '+964 770 987 6543',
  fastpay: '+964 750 246 8135',
};

const GENERAL: GeneralSettings = {
  logo_url: '/uploads/site/logo.svg',
  site_name: { ar: 'الرافدين للسفر', en: 'Rafidain Travel', de: 'Rafidain Travel' },
  phone: '+964 770 123 4567',
  phone_24h: '+964 780 000 2424',
  email: 'info@rafidain.travel',
  address: {
    ar: 'شارع السعدون، مجمع النخيل التجاري، الطابق الثالث، بغداد، العراق',
    en: 'Al-Saadoun Street, Al-Nakheel Commercial Complex, 3rd floor, Baghdad, Iraq',
    de: 'Al-Saadoun-Straße, Al-Nakheel-Geschäftszentrum, 3. Etage, Bagdad, Irak',
  },
  opening_hours: {
    days: 'Mon-Sat',
    opens: '10:00',
    closes: '17:30',
    label: { ar: 'من الإثنين إلى السبت 10:00 – 17:30', en: 'Mon–Sat 10:00–17:30', de: 'Mo–Sa 10:00–17:30' },
  },
  social: {
    facebook: 'https://www.facebook.com/rafidain.travel',
    instagram: 'https://www.instagram.com/rafidain.travel',
    x: 'https://x.com/rafidaintravel',
    youtube: 'https://www.youtube.com/@rafidaintravel',
    telegram: 'https://t.me/rafidaintravel',
    whatsapp: 'https://wa.me/9647701234567',
  },
  // No native apps are published yet; the home page shows a store button only for a link that is set.
  apps: { android: '', ios: '' },
  coordinates: { lat: 33.3128, lng: 44.4209 },
  payees: PAYEES,
};

const PARTNERS = [
  ['Iraqi Airways', '#166534'],
  ['Fly Baghdad', '#1d4ed8'],
  ['Turkish Airlines', '#b91c1c'],
  ['Qatar Airways', '#7e22ce'],
  ['Royal Jordanian', '#a16207'],
  ['Emirates', '#be123c'],
] as const;

const DESTINATIONS = [
  ['istanbul', 'إسطنبول', 'Istanbul', 'Istanbul', 'تركيا', 'Turkey', 'Türkei', '#f97316', '#7c3aed', 350_000],
  [
    'dubai',
    'دبي',
    'Dubai',
    'Dubai',
    'الإمارات',
    'United Arab Emirates',
    'Vereinigte Arabische Emirate',
    '#f59e0b',
    '#0ea5e9',
    300_000,
  ],
  ['beirut', 'بيروت', 'Beirut', 'Beirut', 'لبنان', 'Lebanon', 'Libanon', '#fb7185', '#1e3a8a', 280_000],
  ['antalya', 'أنطاليا', 'Antalya', 'Antalya', 'تركيا', 'Turkey', 'Türkei', '#22d3ee', '#0f766e', 390_000],
  ['tbilisi', 'تبليسي', 'Tbilisi', 'Tiflis', 'جورجيا', 'Georgia', 'Georgien', '#a3e635', '#155e75', 420_000],
  ['cairo', 'القاهرة', 'Cairo', 'Kairo', 'مصر', 'Egypt', 'Ägypten', '#fbbf24', '#b45309', 330_000],
] as const;

/** Home's 'top exclusive tours': the featured packages of the inventory, their first departure with seats. */
function topTours(today: string): HomeContent['tours'] {
  return generatePackages(today)
    .filter((p) => p.product.featured)
    .map((p) => {
      const next = p.departures.find((d) => d.categories[0]!.left > 0) ?? p.departures[0]!;
      const prices = Object.values(next.categories[0]!.prices).map((byType) => BigInt(byType.adult!));
      return {
        slug: p.product.slug,
        title: p.product.title,
        image_url: tripImageUrl(p.product.slug),
        days: p.product.days,
        nights: p.product.nights,
        price_iqd: prices.reduce((a, b) => (b < a ? b : a)).toString(),
        seats_left: next.categories[0]!.left,
        departs: next.startsOn,
      };
    });
}

function homeContent(): HomeContent {
  return {
    partners: PARTNERS.map(([name]) => ({
      name,
      logo_url: `/uploads/site/partners/${name.toLowerCase().replace(/\s+/g, '-')}.svg`,
      url: '',
    })),
    benefits: [
      {
        icon: 'wallet',
        title: { ar: 'محفظة بعدة عملات', en: 'One wallet, many currencies', de: 'Ein Guthaben, viele Währungen' },
        text: {
          ar: 'ادفع بالدينار أو الدولار أو اليورو من رصيدك مباشرة، دون بطاقات.',
          en: 'Pay in dinars, dollars or euros straight from your balance, no card needed.',
          de: 'Bezahlen Sie in Dinar, Dollar oder Euro direkt von Ihrem Guthaben, ganz ohne Karte.',
        },
      },
      {
        icon: 'support',
        title: { ar: 'خدمة على مدار الساعة', en: 'Help around the clock', de: 'Hilfe rund um die Uhr' },
        text: {
          ar: 'فريقنا في بغداد يجيب هاتفيًا طوال أيام الأسبوع وعلى مدار 24 ساعة.',
          en: 'Our Baghdad team answers the phone 24 hours a day, seven days a week.',
          de: 'Unser Team in Bagdad ist 24 Stunden am Tag, sieben Tage die Woche erreichbar.',
        },
      },
      {
        icon: 'shield',
        title: { ar: 'أسعار واضحة', en: 'Clear prices', de: 'Klare Preise' },
        text: {
          ar: 'السعر الذي تراه يشمل الضرائب والرسوم، وسياسة الإلغاء معروضة قبل الدفع.',
          en: 'The price you see includes taxes and fees, and the cancellation policy is shown before you pay.',
          de: 'Der angezeigte Preis enthält Steuern und Gebühren; die Stornobedingungen sehen Sie vor dem Bezahlen.',
        },
      },
      {
        icon: 'agency',
        title: { ar: 'مصمم لوكالات السفر', en: 'Built for travel agencies', de: 'Für Reisebüros gemacht' },
        text: {
          ar: 'أضف موظفيك كمستخدمين فرعيين بصلاحيات وحدود إنفاق، وتابع كل الحجوزات.',
          en: 'Add your staff as sub-users with permissions and spending limits, and follow every booking.',
          de: 'Legen Sie Mitarbeitende als Unterbenutzer mit Rechten und Ausgabenlimits an und behalten Sie jede Buchung im Blick.',
        },
      },
    ],
    destinations: DESTINATIONS.map(([slug, ar, en, de, car, cen, cde, , , price]) => ({
      slug,
      name: { ar, en, de },
      country: { ar: car, en: cen, de: cde },
      image_url: `/uploads/site/destinations/${slug}.svg`,
      from_price_iqd: String(price),
    })),
    tours: topTours(baghdadDate()),
  };
}

export async function seedMedia(uploadsDir: string) {
  await writeSiteMedia(uploadsDir, [
    { file: 'site/logo.svg', content: logoSvg() },
    ...PARTNERS.map(([name, color]) => ({
      file: `site/partners/${name.toLowerCase().replace(/\s+/g, '-')}.svg`,
      content: badgeSvg(name, color),
    })),
    ...DESTINATIONS.map((d, i) => ({
      file: `site/destinations/${d[0]}.svg`,
      content: sceneSvg(i * 7919 + 17, d[7], d[8]),
    })),
    ...CARRIERS.map((c) => ({ file: `site/carriers/${c.code}.svg`, content: carrierSvg(c.code, c.color) })),
  ]);
}

/** Reference data every installation needs: currencies and site settings. Idempotent. */
export async function seedReference(db: Db) {
  await db
    .insert(currencies)
    .values(
      SEED_CURRENCIES.map((c) => ({
        ...c,
        createdAt: new Date('2024-01-01T00:00:00Z'),
        updatedAt: new Date('2024-01-01T00:00:00Z'),
      })),
    )
    .onConflictDoNothing();
  await db.execute(
    sql`select setval(pg_get_serial_sequence('currencies', 'id'), greatest((select max(id) from currencies), 1))`,
  );
  await db
    .insert(siteSettings)
    .values([
      { key: 'general', value: GENERAL },
      { key: 'home', value: homeContent() },
      { key: 'wallet', value: { exchange_fee_bps: 50 } },
    ])
    .onConflictDoNothing();
  // Settings saved before top-ups named their payees get the seeded ones, once; staff change them afterwards.
  await db.execute(
    sql`update site_settings set value = value || jsonb_build_object('payees', ${JSON.stringify(PAYEES)}::jsonb)
        where key = 'general' and not (value ? 'payees')`,
  );
  await seedFlightNetwork(db);
  await seedHotelInventory(db);
  await seedCarInventory(db);
  await seedInsurancePlans(db);
  await seedPackages(db);
  await seedVisaProducts(db);
  await seedConferences(db);
  await seedCruises(db);
}

/** Demo accounts and their opening balances, posted through the ledger with fixed ids. Idempotent. */
export async function seedDemo(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(accounts)
    .values([
      { id: ACCOUNT_IDS.customer, kind: 'customer', name: DEMO_ACCOUNTS[0].accountName },
      { id: ACCOUNT_IDS.agency, kind: 'agency', name: DEMO_ACCOUNTS[1].accountName, contactLine: '+964 750 555 0101' },
      { id: ACCOUNT_IDS.staff, kind: 'staff', name: DEMO_ACCOUNTS[3].accountName },
    ])
    .onConflictDoNothing();
  await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((u, i) => ({
        id: derivedId('demo-user', u.email),
        accountId: ACCOUNT_IDS[u.account],
        role: u.role,
        staffRole: u.role === 'staff' ? ('admin' as const) : null,
        name: u.name,
        email: u.email,
        passwordHash,
        permissions: u.role === 'sub_user' ? ['book', 'pay_wallet', 'see_wallet'] : [],
        createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
      })),
    )
    .onConflictDoNothing();
  const ledger = createLedger(db);
  for (const b of OPENING_BALANCES) {
    await db.transaction((tx) =>
      ledger.transfer(tx, {
        id: derivedId('opening-balance', b.account, b.currency),
        debit: { system: 'opening_balances' },
        credit: { wallet: ACCOUNT_IDS[b.account] },
        amount: b.amount,
        currency: b.currency,
        code: 'opening_balance',
        description: 'Opening balance',
      }),
    );
  }
}

export async function seedDatabase(db: Db, options: { demo: boolean; uploadsDir: string }) {
  await seedReference(db);
  await seedMedia(options.uploadsDir);
  if (options.demo) await seedDemo(db);
}
