import { useTranslation } from 'react-i18next';
import type { Topup } from '@portal/contracts/topups';
import { Money } from '../../../components/ui/money';
import { DocumentVerifyMark } from '../../../kit/documents/document-verify';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';

/** A recharge request's receipt for A4 paper (decision 137): what was sent, the fees, what was credited. */
export function TopupReceipt({ topup, accountName }: { topup: Topup; accountName: string | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  const line = (label: string, amount: string, strong = false) => (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd>
        <Money amount={amount} currency={topup.currency} />
      </dd>
    </div>
  );
  return (
    <article className="mx-auto max-w-[186mm] space-y-5 text-sm leading-relaxed">
      <header className="flex items-start justify-between gap-6 border-b-2 border-slate-900 pb-4">
        <div>
          <p className="text-xl font-semibold">{t('brand.name')}</p>
          {accountName ? <p className="text-slate-700">{accountName}</p> : null}
        </div>
        <div className="text-end">
          <h1 className="text-lg font-semibold">{t('my_wallet.receipt.title')}</h1>
          <p className="text-slate-700">
            {t('my_wallet.requests.reference')}{' '}
            <bdi dir="ltr" className="font-mono font-semibold">
              {topup.reference}
            </bdi>
          </p>
          <p className="text-slate-700">{t(`my_wallet.requests.status.${topup.status}`)}</p>
        </div>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="text-slate-600">{t('my_wallet.topup.method')}</dt>
        <dd>{t(`my_wallet.methods.${topup.method}`)}</dd>
        <dt className="text-slate-600">{t('my_wallet.receipt.requested')}</dt>
        <dd>{formatDateTime(topup.created_at, lang)}</dd>
        {topup.decided_at ? (
          <>
            <dt className="text-slate-600">{t('my_wallet.receipt.decided')}</dt>
            <dd>{formatDateTime(topup.decided_at, lang)}</dd>
          </>
        ) : null}
        <dt className="text-slate-600">{t('my_wallet.receipt.requested_by')}</dt>
        <dd>
          <bdi>{topup.requested_by.name}</bdi>
        </dd>
      </dl>
      <section className="border-t border-slate-300 pt-3">
        <dl className="space-y-1">
          {line(t('my_wallet.topup.you_send'), topup.amount)}
          {line(t('my_wallet.topup.fee', { percent: topup.fee_percent }), topup.fee)}
          {line(t('my_wallet.topup.tax'), topup.tax)}
          {line(t('my_wallet.topup.credited'), topup.credited, true)}
        </dl>
      </section>
      <footer className="border-t border-slate-300 pt-3 text-xs text-slate-600">
        <p>{t('my_wallet.receipt.note', { currency: topup.currency, account: accountName ?? '' })}</p>
        <DocumentVerifyMark />
      </footer>
    </article>
  );
}
