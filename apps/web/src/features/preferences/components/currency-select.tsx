import { useTranslation } from 'react-i18next';
import type { Currency } from '@portal/contracts/currencies';
import { NativeSelect } from '../../../components/ui/native-select';
import { getStoredCurrency, setCurrency } from '../../../lib/currency';

export interface CurrencySelectProps {
  /** The currencies from site settings; until they arrive only the stored one is offered. */
  currencies: readonly Currency[] | undefined;
  tone?: 'light' | 'dark';
  hideLabel?: boolean;
  className?: string;
}

/** The display currency; choosing one stores the whole currency object and reloads (spec section 4). */
export function CurrencySelect({ currencies, tone, hideLabel = true, className }: CurrencySelectProps) {
  const { t } = useTranslation();
  const current = getStoredCurrency();
  const list = currencies?.length ? currencies : [current];
  const options = list.some((c) => c.name === current.name) ? list : [current, ...list];
  return (
    <NativeSelect
      label={t('preferences.currency')}
      hideLabel={hideLabel}
      tone={tone}
      className={className}
      value={current.name}
      options={options.map((c) => ({ value: c.name, label: c.symbol_name ? `${c.name} (${c.symbol_name})` : c.name }))}
      onChange={(event) => {
        const next = options.find((c) => c.name === event.target.value);
        if (next && next.name !== current.name) setCurrency(next);
      }}
    />
  );
}
