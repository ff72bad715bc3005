import { Trans, useTranslation } from 'react-i18next';
import type { Price } from '@portal/contracts/flights';
import { Alert } from '../../components/ui/alert';
import { Amount } from '../../components/ui/bidi';
import { buttonClass } from '../../components/ui/button';
import { formatMoney } from '../../lib/currency';
import { useLang } from '../../lib/i18n';
import type { PriceAcceptance } from './price-acceptance';

export interface PriceMovedNoticeProps {
  acceptance: PriceAcceptance;
  /**
   * The service's sentence for the new price, an i18n key with `{{price}}` and `{{previous}}` in `<amount>` tags
   * ("This fare now costs …", "the stay now costs …").
   */
  textKey: string;
}

/** A price that is not the one the user agreed to, with the button to accept it; then a note that they did. */
export function PriceMovedNotice({ acceptance, textKey }: PriceMovedNoticeProps) {
  const { t } = useTranslation();
  const lang = useLang();
  // A booking page's prices come in the user's currency (the `_currency` header): shown as they are.
  const text = (price: Price) => formatMoney(price.amount, price.currency, lang);
  const { accepted, current, quoted, accept, bindAcceptButton } = acceptance;
  if (acceptance.moved) {
    return (
      <div role="alert" className="rounded-2xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-300">
        <div>
          <h2 className="inline font-semibold">{t('checkout.price_changed_title')}</h2>
          <span>: </span>
          <span className="text-sm">
            <Trans
              i18nKey={textKey as never}
              values={{ price: text(current), previous: text(accepted) }}
              components={{ amount: <Amount className="font-semibold" /> }}
            />
          </span>
        </div>
        <button
          ref={bindAcceptButton}
          type="button"
          className={buttonClass('primary', 'mt-3 w-full sm:w-auto')}
          onClick={accept}
        >
          {t('checkout.accept_price')}
        </button>
      </div>
    );
  }
  if (accepted.iqd !== quoted.iqd) {
    return (
      <Alert tone="success">
        <Trans
          i18nKey="checkout.price_accepted"
          values={{ price: text(accepted) }}
          components={{ amount: <Amount /> }}
        />
      </Alert>
    );
  }
  return null;
}
