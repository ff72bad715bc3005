import { formatMoney } from '../../../../lib/currency';
import { useLang } from '../../../../lib/i18n';

/**
 * A signed amount as ledgers show it, the same way in every currency and language: sign, number, currency
 * ("-250,000 د.ع.", "-6,200.00 US$"). Intl starts Arabic amounts with bidi marks that turn a dinar amount into a
 * right-to-left run, so its symbol jumps from one side of the number to the other when a sign is added; without
 * those leading marks the number keeps its place (the closing mark stays: it keeps "د.ع." whole).
 */
export function formatSignedMoney(amount: string, currency: string, lang: Parameters<typeof formatMoney>[2]): string {
  const value = amount.trim();
  const negative = value.startsWith('-') && Number(value) !== 0;
  const text = formatMoney(value.replace(/^-/, ''), currency, lang).replace(/^[\u200e\u200f\u061c]+/, '');
  return negative ? `-${text}` : text;
}

/** A ledger amount in one left-to-right isolate, so Arabic text around it cannot reorder it. */
export function LedgerAmount({ amount, currency }: { amount: string; currency: string }) {
  const lang = useLang();
  return (
    <bdi dir="ltr" className="tabular-nums whitespace-nowrap">
      {formatSignedMoney(amount, currency, lang)}
    </bdi>
  );
}
