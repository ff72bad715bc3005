import { useTranslation } from 'react-i18next';
import type { Statement } from '@portal/contracts/topups';
import { Money } from '../../../components/ui/money';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import { describeEntry, shownReference } from '../utils/statement-text';

export interface StatementTableProps {
  statement: Statement;
  variant?: 'screen' | 'print';
}

/** Every posted entry with date, description, reference, debit, credit and the running balance. */
export function StatementTable({ statement, variant = 'screen' }: StatementTableProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const c = statement.currency;
  const cell = variant === 'screen' ? 'px-3 py-2.5' : 'border border-slate-300 px-2 py-1';
  const zero = (v: string) => Number(v) === 0;
  return (
    <>
      {variant === 'screen' ? (
        <dl className="divide-y divide-slate-100 text-sm sm:hidden">
          <div className="flex justify-between gap-4 bg-slate-50/60 px-3 py-2.5 font-semibold">
            <dt>{t('my_wallet.statement.opening')}</dt>
            <dd>
              <Money amount={statement.opening} currency={c} />
            </dd>
          </div>
          {statement.entries.map((entry, i) => {
            const reference = shownReference(entry);
            return (
              <div key={i} className="flex justify-between gap-4 px-3 py-2.5">
                <dt className="min-w-0">
                  <span className="block font-medium text-slate-900">{describeEntry(entry)}</span>
                  <span className="block text-xs text-slate-600">
                    {formatDateTime(entry.at, lang, { dateStyle: 'short', timeStyle: 'short' })}
                    {reference ? (
                      <>
                        {' · '}
                        <bdi dir="ltr" className="font-mono">
                          {reference}
                        </bdi>
                      </>
                    ) : null}
                  </span>
                </dt>
                <dd className="shrink-0 text-end">
                  {zero(entry.debit) ? (
                    <span className="block font-semibold text-emerald-800">
                      + <Money amount={entry.credit} currency={c} />
                    </span>
                  ) : (
                    <span className="block font-semibold text-red-800">
                      − <Money amount={entry.debit} currency={c} />
                    </span>
                  )}
                  <span className="block text-xs text-slate-600">
                    {t('my_wallet.statement.balance')} <Money amount={entry.balance} currency={c} />
                  </span>
                </dd>
              </div>
            );
          })}
          <div className="flex justify-between gap-4 bg-slate-50/60 px-3 py-2.5 font-semibold">
            <dt>{t('my_wallet.statement.closing')}</dt>
            <dd>
              <Money amount={statement.closing} currency={c} />
            </dd>
          </div>
        </dl>
      ) : null}
      <table className={variant === 'screen' ? 'hidden w-full text-sm sm:table' : 'w-full text-sm'}>
        <caption className="sr-only">{t('my_wallet.statement.caption', { currency: c })}</caption>
        <thead className="bg-slate-50 text-xs font-semibold text-slate-700">
          <tr>
            <th scope="col" className={`${cell} text-start`}>
              {t('my_wallet.statement.date')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('my_wallet.statement.description')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('my_wallet.statement.reference')}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t('my_wallet.statement.debit')}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t('my_wallet.statement.credit')}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t('my_wallet.statement.balance')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          <tr className="bg-slate-50/60">
            <th scope="row" colSpan={5} className={`${cell} text-start font-semibold text-slate-800`}>
              {t('my_wallet.statement.opening')}
            </th>
            <td className={`${cell} text-end font-semibold whitespace-nowrap`}>
              <Money amount={statement.opening} currency={c} />
            </td>
          </tr>
          {statement.entries.map((entry, i) => {
            const reference = shownReference(entry);
            return (
              <tr key={i}>
                <td className={`${cell} whitespace-nowrap text-slate-800`}>
                  {formatDateTime(entry.at, lang, { dateStyle: 'short', timeStyle: 'short' })}
                </td>
                <td className={`${cell} text-slate-900`}>{describeEntry(entry)}</td>
                <td className={`${cell} font-mono text-slate-800`}>
                  {reference ? (
                    <bdi dir="ltr" className="whitespace-nowrap">
                      {reference}
                    </bdi>
                  ) : (
                    '—'
                  )}
                </td>
                <td className={`${cell} text-end whitespace-nowrap text-red-800`}>
                  {zero(entry.debit) ? '' : <Money amount={entry.debit} currency={c} />}
                </td>
                <td className={`${cell} text-end whitespace-nowrap text-emerald-800`}>
                  {zero(entry.credit) ? '' : <Money amount={entry.credit} currency={c} />}
                </td>
                <td className={`${cell} text-end font-medium whitespace-nowrap text-slate-900`}>
                  <Money amount={entry.balance} currency={c} />
                </td>
              </tr>
            );
          })}
          <tr className="bg-slate-50/60">
            <th scope="row" colSpan={5} className={`${cell} text-start font-semibold text-slate-800`}>
              {t('my_wallet.statement.closing')}
            </th>
            <td className={`${cell} text-end font-semibold whitespace-nowrap`}>
              <Money amount={statement.closing} currency={c} />
            </td>
          </tr>
        </tbody>
      </table>
    </>
  );
}
