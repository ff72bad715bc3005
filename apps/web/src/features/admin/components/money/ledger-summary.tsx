import type { LedgerSummary } from '@portal/contracts/admin-money';
import { useLang } from '../../../../lib/i18n';
import { useAdminText } from '../../i18n';
import { formatSignedMoney, LedgerAmount } from '../common/ledger-amount';
import { StatusPill } from '../common/status-pill';

/** Per currency: all wallets, each system account, and the zero-sum check (posted and pending). */
export function LedgerSummaryTable({ summary }: { summary: LedgerSummary }) {
  const { t } = useAdminText();
  const lang = useLang();
  return (
    <div className="space-y-4">
      {summary.drift.length ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          {t('ledger.drift', { count: summary.drift.length })}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2 2xl:grid-cols-3">
        {summary.currencies.map((c) => (
          <div key={c.currency} className="rounded-xl ring-1 ring-slate-200">
            <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-3 py-2">
              <h3 className="font-semibold">{c.currency}</h3>
              <StatusPill tone={c.balanced ? 'green' : 'red'}>
                {c.balanced ? t('ledger.balanced') : t('ledger.unbalanced')}
              </StatusPill>
            </div>
            <table className="w-full text-sm">
              <caption className="sr-only">{t('ledger.summary_caption', { currency: c.currency })}</caption>
              <tbody>
                <tr className="border-b border-slate-100">
                  <th scope="row" className="px-3 py-1.5 text-start font-medium">
                    {t('ledger.all_wallets')}
                  </th>
                  <td className="px-3 py-1.5 text-end">
                    <LedgerAmount amount={c.wallets} currency={c.currency} />
                  </td>
                </tr>
                {c.system.map((s) => (
                  <tr key={s.code} className="border-b border-slate-100">
                    <th scope="row" className="px-3 py-1.5 text-start font-normal text-slate-700">
                      {t(`ledger.system.${s.code}`)}
                    </th>
                    <td className="px-3 py-1.5 text-end">
                      <LedgerAmount amount={s.balance} currency={c.currency} />
                    </td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" className="px-3 py-1.5 text-start font-semibold">
                    {t('ledger.sum')}
                  </th>
                  <td className="px-3 py-1.5 text-end font-semibold">
                    <LedgerAmount amount={c.posted_sum} currency={c.currency} />
                    {c.pending_sum !== '0' && Number(c.pending_sum) !== 0 ? (
                      <span className="block text-xs text-red-700">
                        {t('ledger.pending_sum', { amount: formatSignedMoney(c.pending_sum, c.currency, lang) })}
                      </span>
                    ) : null}
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </div>
  );
}
