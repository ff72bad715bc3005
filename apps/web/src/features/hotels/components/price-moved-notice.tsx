import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Price } from '@portal/contracts/flights';
import { buttonClass } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';

export interface PriceMovedNoticeProps {
  now: Price;
  before: Price;
  onAccept: () => void;
  /** The accept button, focused when a booking attempt meets a new price. */
  acceptRef: Ref<HTMLButtonElement>;
}

/** The rooms cost something else than first quoted: nothing is booked until the guest accepts the new price. */
export function PriceMovedNotice({ now, before, onAccept, acceptRef }: PriceMovedNoticeProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300">
      <p className="font-semibold text-amber-950">
        {t('hotels.booking.price_moved')} <Money amount={now.amount} currency={now.currency} />{' '}
        {t('hotels.booking.instead_of')} <Money amount={before.amount} currency={before.currency} />
      </p>
      <button ref={acceptRef} type="button" className={buttonClass('primary', 'mt-3')} onClick={onAccept}>
        {t('hotels.booking.accept_price')}
      </button>
    </div>
  );
}
