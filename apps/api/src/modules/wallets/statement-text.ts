import { interpolate, type Lang } from '@portal/contracts/i18n';
import { TOPUP_METHODS, type Statement, type TopupMethod } from '@portal/contracts/topups';
import { BUSINESS_TIME_ZONE, localTime } from '../../lib/time-zones.js';

type Entry = Statement['entries'][number];

/**
 * What a ledger entry is, said in the reader's language. The words are chosen when the statement is read,
 * from the transfer's code, its reference and (for a recharge) the request's method, so one statement reads
 * in Arabic, English or German whatever language its transfers were made in.
 */
const KINDS: Record<Lang, Record<string, string>> = {
  en: {
    opening_balance: 'Opening balance',
    booking: 'Booking payment',
    refund: 'Booking refund',
    topup: 'Wallet recharge',
    topup_method: 'Wallet recharge ({method})',
    topup_fee: 'Recharge fee',
    exchange: 'Currency exchange {pair}',
    exchange_fee: 'Exchange fee',
    adjustment: 'Adjustment: {reason}',
  },
  ar: {
    opening_balance: 'الرصيد الافتتاحي',
    booking: 'دفع حجز',
    refund: 'استرداد حجز',
    topup: 'شحن المحفظة',
    topup_method: 'شحن المحفظة ({method})',
    topup_fee: 'رسوم الشحن',
    exchange: 'تحويل عملة {pair}',
    exchange_fee: 'رسوم التحويل',
    adjustment: 'تسوية: {reason}',
  },
  de: {
    opening_balance: 'Anfangssaldo',
    booking: 'Zahlung einer Buchung',
    refund: 'Erstattung einer Buchung',
    topup: 'Aufladung',
    topup_method: 'Aufladung ({method})',
    topup_fee: 'Aufladegebühr',
    exchange: 'Währungsumtausch {pair}',
    exchange_fee: 'Umtauschgebühr',
    adjustment: 'Korrektur: {reason}',
  },
};

const METHODS: Record<Lang, Record<TopupMethod, string>> = {
  en: {
    bank_transfer: 'Bank transfer',
    cash_office: 'Cash at our Baghdad office',
    zaincash: 'ZainCash',
    qi_card: 'Qi Card',
    fastpay: 'FastPay',
  },
  ar: {
    bank_transfer: 'تحويل مصرفي',
    cash_office: 'نقدًا في مكتبنا ببغداد',
    zaincash: 'زين كاش',
    qi_card: 'كي كارد',
    fastpay: 'فاست باي',
  },
  de: {
    bank_transfer: 'Banküberweisung',
    cash_office: 'Bar in unserem Büro in Bagdad',
    zaincash: 'ZainCash',
    qi_card: 'Qi Card',
    fastpay: 'FastPay',
  },
};

const CSV_LABELS: Record<Lang, { header: string[]; opening: string; closing: string }> = {
  en: {
    header: ['Date', 'Description', 'Reference', 'Debit', 'Credit', 'Balance'],
    opening: 'Opening balance',
    closing: 'Closing balance',
  },
  ar: {
    header: ['التاريخ', 'البيان', 'المرجع', 'مدين', 'دائن', 'الرصيد'],
    opening: 'الرصيد الافتتاحي',
    closing: 'الرصيد الختامي',
  },
  de: {
    header: ['Datum', 'Beschreibung', 'Referenz', 'Soll', 'Haben', 'Saldo'],
    opening: 'Anfangssaldo',
    closing: 'Endsaldo',
  },
};

export const isTopupMethod = (value: string): value is TopupMethod =>
  (TOPUP_METHODS as readonly string[]).includes(value);

/** One entry's description from its structured parts. `note` is what staff typed (an adjustment's reason). */
export function describeEntry(
  entry: { code: string; method: TopupMethod | null; note: string; pair: string | null },
  lang: Lang,
): string {
  const kinds = KINDS[lang];
  switch (entry.code) {
    case 'topup':
      return entry.method ? interpolate(kinds.topup_method!, { method: METHODS[lang][entry.method] }) : kinds.topup!;
    case 'exchange':
      return interpolate(kinds.exchange!, { pair: entry.pair ?? '' }).trim();
    case 'adjustment':
      return interpolate(kinds.adjustment!, { reason: entry.note });
    default:
      return kinds[entry.code] ?? (entry.note || entry.code);
  }
}

/** Baghdad local time, `YYYY-MM-DD HH:mm`: the day the statement's filter counts the entry in. */
const csvTime = (iso: string): string => localTime(Date.parse(iso), BUSINESS_TIME_ZONE).replace('T', ' ');

/** The statement as CSV rows in the reader's language: headers, opening balance, entries, closing balance. */
export function statementCsvRows(statement: Statement, lang: Lang): string[][] {
  const labels = CSV_LABELS[lang];
  return [
    labels.header,
    ['', labels.opening, '', '', '', statement.opening],
    ...statement.entries.map((e: Entry) => [
      csvTime(e.at),
      e.description,
      e.reference ?? '',
      e.debit,
      e.credit,
      e.balance,
    ]),
    ['', labels.closing, '', '', '', statement.closing],
  ];
}
