import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { groupIban, type SiteSettings } from '@portal/contracts/site-settings';
import type { Lang } from '@portal/contracts/i18n';
import type { TopupMethod } from '@portal/contracts/topups';
import { useLang } from '../../../lib/i18n';
import { useSiteSettings } from '../../../lib/site-settings';

type Line = { label: string; value: string; copy?: string; ltr?: boolean };

/** A method's payee, from the site settings staff keep (decision 078); cash is paid at the office. */
function linesOf(method: TopupMethod, settings: SiteSettings, lang: Lang, t: TFunction): Line[] {
  const { payees } = settings;
  const wallet = (number: string): Line[] => [
    { label: t('my_wallet.payee.wallet_number'), value: number, copy: number.replace(/[^\d+]/g, ''), ltr: true },
    { label: t('my_wallet.payee.account_name'), value: payees.bank.account_name, ltr: true },
  ];
  switch (method) {
    case 'bank_transfer':
      return [
        { label: t('my_wallet.payee.bank'), value: payees.bank.bank_name[lang] },
        {
          label: t('my_wallet.payee.account_name'),
          value: payees.bank.account_name,
          copy: payees.bank.account_name,
          ltr: true,
        },
        { label: t('my_wallet.payee.iban'), value: groupIban(payees.bank.iban), copy: payees.bank.iban, ltr: true },
      ];
    case 'zaincash':
      return wallet(payees.zaincash);
    case 'qi_card':
      return wallet(payees.qi_card);
    case 'fastpay':
      return wallet(payees.fastpay);
    case 'cash_office':
      return [
        { label: t('my_wallet.payee.office'), value: settings.address[lang], copy: settings.address[lang] },
        { label: t('my_wallet.payee.hours'), value: settings.opening_hours.label[lang] },
      ];
  }
}

function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={t('my_wallet.payee.copy_label', { label })}
      className="inline-flex min-h-9 shrink-0 items-center rounded-lg bg-white px-2.5 text-xs font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50"
    >
      <span aria-live="polite">
        {state === 'copied'
          ? t('my_wallet.payee.copied')
          : state === 'failed'
            ? t('my_wallet.payee.copy_failed')
            : t('my_wallet.payee.copy')}
      </span>
    </button>
  );
}

/** Where to send a top-up's money by `method`, each detail with a copy button; nothing until the settings load. */
export function PayeeDetails({ method, title }: { method: TopupMethod; title: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const settings = useSiteSettings();
  if (!settings.data) return null;
  const lines = linesOf(method, settings.data, lang, t);
  return (
    <section aria-label={title} className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <dl className="mt-2 space-y-2 text-sm">
        {lines.map((line) => (
          <div key={line.label}>
            <dt className="text-slate-600">{line.label}</dt>
            <dd className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <span className="min-w-0 font-semibold break-words text-slate-900">
                {line.ltr ? <bdi dir="ltr">{line.value}</bdi> : line.value}
              </span>
              {line.copy ? <CopyButton value={line.copy} label={line.label} /> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
