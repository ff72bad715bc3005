import { scaleOf } from '@portal/contracts/currency-constants';
import { fromMinor } from '../lib/money';
import type { Handler } from './fetch-mock';
import type { Session, User } from '@portal/contracts/auth';
import type { Currency } from '@portal/contracts/currencies';
import type { HomeContent, SiteSettings } from '@portal/contracts/site-settings';
import type { Wallet } from '@portal/contracts/wallets';

export function createCurrency(overrides: Partial<Currency> = {}): Currency {
  return {
    id: 1,
    name: 'USD',
    symbol_name: '$',
    icon: '',
    conversation_rate: 0.00076,
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function createSiteSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    logo_url: '/uploads/site/logo.png',
    site_name: { ar: 'الرافدين للسفر', en: 'Rafidain Travel', de: 'Rafidain Travel' },
    phone: '+964 770 000 0000',
    phone_24h: '+964 780 000 0000',
    email: 'info@rafidain.example',
    address: { ar: 'بغداد، الكرادة', en: 'Karrada, Baghdad', de: 'Karrada, Bagdad' },
    opening_hours: {
      days: 'Mon-Sat',
      opens: '10:00',
      closes: '17:30',
      label: { ar: 'الاثنين–السبت 10:00–17:30', en: 'Mon–Sat 10:00–17:30', de: 'Mo–Sa 10:00–17:30' },
    },
    social: {
      facebook: 'https://facebook.example/rafidain',
      instagram: 'https://instagram.example/rafidain',
      x: '',
      youtube: '',
      telegram: '',
      whatsapp: 'https://wa.example/9647700000000',
    },
    apps: { android: '', ios: '' },
    coordinates: { lat: 33.3, lng: 44.4 },
    payees: {
      bank: {
        bank_name: { ar: 'مصرف الرافدين', en: 'Rafidain Bank', de: 'Rafidain Bank' },
        account_name: 'Rafidain Travel Co. LLC',
        iban: 'IQ07RAFB802001234567890',
      },
      zaincash: '+964 780 123 4567',
      qi_card: '+964 770 987 6543',
      fastpay: '+964 750 246 8135',
    },
    currencies: [
      createCurrency(),
      createCurrency({ id: 2, name: 'IQD', symbol_name: 'د.ع', conversation_rate: 1 }),
      createCurrency({ id: 3, name: 'EUR', symbol_name: '€', conversation_rate: 0.0007 }),
    ],
    ...overrides,
  };
}

export function createUser(overrides: Partial<User> = {}): User {
  return {
    id: '0190a4c2-7d1e-7c1a-9f00-000000000001',
    name: 'Layla Hassan',
    email: 'layla@example.com',
    role: 'customer',
    staff_role: null,
    permissions: ['book', 'pay_wallet', 'see_wallet', 'see_all_bookings'],
    account: {
      id: '0190a4c2-7d1e-7c1a-9f00-000000000002',
      kind: 'customer',
      name: 'Layla Hassan',
      agency_application: null,
    },
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function createSession(overrides: Partial<Session> = {}): Session {
  return { token: 'token-abc', expires_at: '2030-01-01T00:00:00.000Z', user: createUser(), ...overrides };
}

export function createWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    currency_id: 1,
    currency_name: 'USD',
    symbol_name: '$',
    balance: '1250.50',
    balance_minor: '125050',
    held_minor: '0',
    ...overrides,
  };
}

export function createHomeContent(overrides: Partial<HomeContent> = {}): HomeContent {
  return {
    partners: [{ name: 'Iraqi Airways', logo_url: '/uploads/partners/ia.png', url: 'https://ia.example' }],
    benefits: [
      {
        icon: 'support',
        title: { ar: 'دعم على مدار الساعة', en: 'Support around the clock', de: 'Hilfe rund um die Uhr' },
        text: { ar: 'نرد في أي وقت.', en: 'We answer at any hour.', de: 'Wir antworten jederzeit.' },
      },
    ],
    destinations: [
      {
        slug: 'istanbul',
        name: { ar: 'إسطنبول', en: 'Istanbul', de: 'Istanbul' },
        country: { ar: 'تركيا', en: 'Türkiye', de: 'Türkei' },
        image_url: '/uploads/trips/istanbul.jpg',
        from_price_iqd: '500000',
      },
    ],
    tours: [
      {
        slug: 'umrah-10',
        title: { ar: 'عمرة عشرة أيام', en: 'Ten-day Umrah', de: 'Zehn Tage Umrah' },
        image_url: '/uploads/trips/umrah.jpg',
        days: 10,
        nights: 9,
        price_iqd: '2000000',
        seats_left: 4,
        departs: '2025-09-01',
      },
    ],
    ...overrides,
  };
}

/**
 * `GET /wallet-payment-options` for these wallets, answered as the API does: what the `amount_iqd` of the request
 * takes from each (the IQD amount, or at the currency's rate rounded up to its minor unit) and whether its
 * balance covers it.
 */
export function walletPaymentOptions(
  wallets: readonly Wallet[],
  currencies = createSiteSettings().currencies,
): Handler {
  return (request) => {
    const iqd = Number(new URL(request.url, 'http://localhost').searchParams.get('amount_iqd'));
    return {
      body: {
        data: wallets.map((wallet) => {
          const code = wallet.currency_name;
          const scale = scaleOf(code);
          const rate = code === 'IQD' ? 1 : (currencies.find((c) => c.name === code)?.conversation_rate ?? 0);
          const minor = BigInt(Math.ceil(Number((iqd * rate * 10 ** scale).toFixed(9))));
          return {
            currency: code,
            amount: fromMinor(minor, scale),
            amount_minor: String(minor),
            enough: BigInt(wallet.balance_minor) >= minor,
          };
        }),
      },
    };
  };
}
