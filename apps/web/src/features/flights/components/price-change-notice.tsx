import type { Ref } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Price } from '@portal/contracts/flights';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { getStoredCurrency } from '../../../lib/currency';
import { useLang } from '../../../lib/i18n';
import { formatPrice } from '../utils/price';
import { Amount } from './amount';

export interface PriceChangeNoticeProps {
  /** The fare's price now. */
  current: Price;
  /** What the user has agreed to pay so far. */
  accepted: Price;
  /** What the search showed. */
  searched: Price | undefined;
  onAccept: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** A price that is not the one the user agreed to, with the button to accept it; then a note that they did. */
export function PriceChangeNotice({ current, accepted, searched, onAccept, ref }: PriceChangeNoticeProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const text = (price: Price) => formatPrice(price, getStoredCurrency(), lang);
  if (accepted.iqd !== current.iqd) {
    return (
      <div role="alert" className="rounded-2xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-300">
        <h2 className="font-semibold">{t('flights.booking.price_changed_title')}</h2>
        <p className="mt-1 text-sm">
          <Trans
            i18nKey="flights.booking.price_changed_text"
            values={{ price: text(current), previous: text(accepted) }}
            components={{ amount: <Amount className="font-semibold" /> }}
          />
        </p>
        <button ref={ref} type="button" className={buttonClass('primary', 'mt-3 w-full')} onClick={onAccept}>
          {t('flights.booking.accept_price')}
        </button>
      </div>
    );
  }
  if (searched && accepted.iqd !== searched.iqd) {
    return (
      <Alert tone="success">
        <Trans
          i18nKey="flights.booking.price_accepted"
          values={{ price: text(accepted) }}
          components={{ amount: <Amount /> }}
        />
      </Alert>
    );
  }
  return null;
}
